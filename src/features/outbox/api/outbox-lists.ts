import type { OutboxPost, PostsGetResponse } from '../../../api/generated/types.gen';

// A channel's outbox answer as the outbox page shows it. Apart from outbox-query.ts, which the shell imports: these
// load with the page rather than with every first download.

export interface ChannelOutbox {
  queue: OutboxPost[];
  pinned: OutboxPost[];
  failed: OutboxPost[];
  toApprove: OutboxPost[];
}

export function splitOutbox(response: PostsGetResponse, channelId: string): ChannelOutbox {
  const pending = response.data.channels[channelId] ?? [];
  return {
    queue: pending.filter((p) => p.is_custom_time !== 1),
    pinned: pending.filter((p) => p.is_custom_time === 1),
    failed: response.data.errorPosts[channelId] ?? [],
    toApprove: response.data.postsToApprove[channelId] ?? [],
  };
}

/**
 * The outbox as it will be after a reorder: slot times stay where they are, the posts move between them.
 * This is what the user sees at once, before the service confirms.
 */
export function reorderedOutbox(response: PostsGetResponse, channelId: string, order: number[]): PostsGetResponse {
  const pending = response.data.channels[channelId] ?? [];
  const queued = pending.filter((p) => p.is_custom_time !== 1);
  const slots = queued.map((p) => ({ display_time: p.display_time, utc_post_time: p.utc_post_time }));
  const byId = new Map(queued.map((p) => [p.post_id, p]));
  const moved = order.map((id, i) => ({ ...byId.get(id)!, ...slots[i]! }));
  const merged = [...moved, ...pending.filter((p) => p.is_custom_time === 1)].sort((a, b) =>
    a.utc_post_time.localeCompare(b.utc_post_time),
  );
  return { ...response, data: { ...response.data, channels: { ...response.data.channels, [channelId]: merged } } };
}
