import type { ChannelRow } from '../db/channels.ts';

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
 * What a network connector does for the outbox. Inbox reading and item actions join this interface with the
 * inbox issue. `publish` either resolves (the network has the post) or throws PublishError with the network's
 * reason; anything else it throws leaves the outcome unknown, and the post is failed with that said, never
 * retried blindly.
 */
export interface Connector {
  publish(channel: ChannelRow, publication: Publication): Promise<{ networkPostId: string }>;
}
