import type { ChannelRow } from '../db/schema.ts';

export interface Publication {
  postId: number;
  message: string;
  link: string | null;
  picture: string | null;
  albumName: string | null;
}

/** The network said no: the post is failed with this reason (shown in errorPosts, retried by the user). */
export class PublishError extends Error {}

/**
 * What a network connector does for the outbox (see the README's "Connectors" section).
 *
 * `publish` either resolves (the network has the post) or throws PublishError with the network's reason;
 * anything else it throws, or an answer later than PUBLISH_TIMEOUT_SECONDS, leaves the outcome unknown, and the
 * post is failed with that said, never retried blindly.
 *
 * `find`, when the network can tell, answers whether the channel already carries the publication of a post (by
 * the post id the connector sent along, such as an idempotency key or a marker it can search for). The publisher
 * asks it about posts whose claimer died mid-call: found means published, not found means publish now. Without
 * it such posts fail as "outcome unknown".
 */
export interface Connector {
  publish(channel: ChannelRow, publication: Publication): Promise<{ networkPostId: string }>;
  find?(channel: ChannelRow, postId: number): Promise<{ publishedAt: Date } | null>;
}
