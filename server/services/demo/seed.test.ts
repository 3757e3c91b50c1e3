import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
});
afterEach(() => t.close());

describe('the demo outbox', () => {
  it('gives every channel a queue, pins some posts, fails one on X, and has the collaborator’s posts awaiting approval', async () => {
    const channels = await demoChannels(owner);
    let pinned = 0;
    let awaiting = 0;
    for (const [type, id] of Object.entries(channels)) {
      const { body } = await owner.get('/posts/get', { channel_id: id });
      const queue = body.data.channels[String(id)] as { is_custom_time: number; display_time: string }[];
      expect(queue.filter((p) => p.is_custom_time === 0).length, `channel type ${type}`).toBeGreaterThanOrEqual(4);
      pinned += queue.filter((p) => p.is_custom_time === 1).length;
      awaiting += body.data.postsToApprove[String(id)].length;
      const times = queue.map((p) => p.display_time);
      expect(times, 'in time order').toEqual([...times].sort());
      if (Number(type) === 1) expect(body.data.errorPosts[String(id)][0].error_message).toContain('duplicate content');
    }
    expect(pinned).toBeGreaterThan(0);
    expect(awaiting).toBe(3);
  });
});

describe('the demo drafts', () => {
  it('include drafts with and without channels, and one a reviewer sent back with a reason', async () => {
    const { body } = await owner.get('/drafts/get');
    expect(body.data.count).toBeGreaterThanOrEqual(4);
    expect(body.data.drafts.some((d: { channel_ids: string }) => d.channel_ids === '')).toBe(true);
    const rejected = body.data.drafts.filter((d: { rejected_user_name?: string }) => d.rejected_user_name);
    expect(rejected).toEqual([
      expect.objectContaining({
        rejected_user_name: 'Maya Chen',
        rejected_message: expect.stringContaining('friendly'),
      }),
    ]);
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const own = (await collab.get('/drafts/get')).body.data.drafts as { creator_name: string }[];
    expect(own.every((d) => d.creator_name === 'Sam Rivera')).toBe(true);
  });
});
