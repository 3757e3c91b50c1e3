import type { OutboxPost, PostsGetResponse } from '../api/generated/types.gen';

export const outboxPost = (id: number, message: string, time: string, extra: Partial<OutboxPost> = {}): OutboxPost => ({
  post_id: id,
  message,
  hash: `hash-${id}`,
  is_processed: 0,
  created_time: '2026-06-01 08:00:00',
  updated_time: '2026-06-01 08:00:00',
  channel: 1,
  channel_id: '11',
  creator_id: '1',
  creator_name: 'Maya Chen',
  display_time: time,
  utc_post_time: time,
  map_ids: 1,
  is_custom_time: 0,
  ...extra,
});

export const outboxResponse = (
  channelId: string,
  queue: OutboxPost[],
  extra: Partial<PostsGetResponse['data']> = {},
): PostsGetResponse => ({
  status: 'success',
  data: {
    channels: { [channelId]: queue },
    errorPosts: { [channelId]: [] },
    postsToApprove: { [channelId]: [] },
    ...extra,
  },
});
