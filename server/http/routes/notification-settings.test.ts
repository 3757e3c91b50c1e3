// Each member's email choices (decision 058): their own only, refused whole when wrong.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../domain/notifications.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let maya: ApiClient;
let sam: ApiClient;
/** The owner of the other workspace. */
let alex: ApiClient;

beforeEach(async () => {
  t = await createTestApp();
  maya = apiClient(t, await t.tokenFor(DEMO.owner));
  sam = apiClient(t, await t.tokenFor(DEMO.collab));
  alex = apiClient(t, await t.tokenFor(DEMO.other));
});
afterEach(() => t.close());

const modes = (body: { data: { kinds: { kind: string; email: string }[] } }) =>
  Object.fromEntries(body.data.kinds.map((k) => [k.kind, k.email]));

describe('notifications/settings', () => {
  it('answers every kind with its default until the member chooses, and whether email is sent', async () => {
    const { status, body } = await sam.get('/notifications/settings');
    expect(status).toBe(200);
    expect(body.data.kinds.map((k: { kind: string }) => k.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(modes(body)).toEqual({
      approval_requested: 'now',
      post_approved: 'digest',
      post_sent_back: 'now',
      post_failed: 'now',
      channel_needs_reconnect: 'now',
      conversation_assigned: 'digest',
      mentioned: 'digest',
      comment_mention: 'digest',
      post_comment: 'digest',
      review_approved: 'now',
      review_changes_requested: 'now',
      first_comment_failed: 'now',
    });
    expect(body.data).toMatchObject({
      email_enabled: 0,
      digest_hour: 8,
      timezone: '',
      digest_zone: 'America/New_York',
    });
  });

  it('changes the caller’s own, in this workspace only', async () => {
    const changed = await sam.post('/notifications/settings', { kind: 'mentioned', email: 'now' });
    expect(changed.status).toBe(200);
    expect(modes(changed.body).mentioned).toBe('now');
    const more = await sam.post('/notifications/settings', { kind: 'post_failed', email: 'off', digest_hour: 18 });
    expect(modes(more.body)).toMatchObject({ mentioned: 'now', post_failed: 'off' });
    expect(more.body.data.digest_hour).toBe(18);
    const zoned = await sam.post('/notifications/settings', { timezone: 'Europe/Paris' });
    expect(zoned.body.data).toMatchObject({ timezone: 'Europe/Paris', digest_zone: 'Europe/Paris', digest_hour: 18 });
    const back = await sam.post('/notifications/settings', { timezone: '' });
    expect(back.body.data).toMatchObject({ timezone: '', digest_zone: 'America/New_York' });

    // Nobody else's changed: the owner of the same workspace, the owner of another.
    expect(modes((await maya.get('/notifications/settings')).body)).toMatchObject({
      mentioned: 'digest',
      post_failed: 'now',
    });
    expect((await alex.get('/notifications/settings')).body.data).toMatchObject({ digest_hour: 8, timezone: '' });
  });

  it('refuses what it cannot read, whole, and changes nothing', async () => {
    const before = (await sam.get('/notifications/settings')).body;
    for (const [params, field] of [
      [{ kind: 'post_failed' }, 'email'],
      [{ email: 'off' }, 'kind'],
      [{}, 'kind'],
      [{ kind: 'tea_time', email: 'off' }, 'kind'],
      [{ kind: 'post_failed', email: 'weekly' }, 'email'],
      [{ kind: 'post_failed', email: 'off', digest_hour: 24 }, 'digest_hour'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
    ] as const) {
      const answer = await sam.post('/notifications/settings', params);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', field });
    }
    expect((await sam.get('/notifications/settings')).body).toEqual(before);
  });

  it('is behind login', async () => {
    expect((await t.app.inject({ url: '/api/notifications/settings' })).statusCode).toBe(401);
  });
});
