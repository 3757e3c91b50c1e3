import { describe, expect, it } from 'vitest';
import type { OutboxPost, PostsGetResponse } from '../../../api/generated/types.gen';
import { reorderedOutbox, splitOutbox } from './outbox-lists';

const post = (id: number, time: string, pinned = false): OutboxPost => ({
  post_id: id,
  message: `post ${id}`,
  hash: `h${id}`,
  is_processed: 0,
  created_time: '2026-06-01 08:00:00',
  updated_time: '2026-06-01 08:00:00',
  channel: 1,
  channel_id: '7',
  creator_id: '1',
  creator_name: 'Maya Chen',
  display_time: time,
  utc_post_time: time,
  is_custom_time: pinned ? 1 : 0,
  map_ids: 1,
});

const response = (posts: OutboxPost[]): PostsGetResponse => ({
  status: 'success',
  data: { channels: { '7': posts }, errorPosts: { '7': [] }, postsToApprove: { '7': [] } },
});

describe('optimistic reorder', () => {
  it('keeps the slot times and moves the posts between them, leaving pinned posts alone', () => {
    const before = response([
      post(1, '2026-06-10 13:00:00'),
      post(9, '2026-06-10 15:00:00', true),
      post(2, '2026-06-10 17:00:00'),
      post(3, '2026-06-11 09:00:00'),
    ]);
    const after = splitOutbox(reorderedOutbox(before, '7', [3, 1, 2]), '7');
    expect(after.queue.map((p) => [p.post_id, p.display_time])).toEqual([
      [3, '2026-06-10 13:00:00'],
      [1, '2026-06-10 17:00:00'],
      [2, '2026-06-11 09:00:00'],
    ]);
    expect(after.pinned.map((p) => p.post_id)).toEqual([9]);
  });
});
