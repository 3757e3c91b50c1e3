import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, inboxItems } from './db/schema.ts';
import { publishDue } from './publisher/publisher.ts';
import { apiClient, demoChannels } from './testing/api.ts';
import { connectChannel, standInSettings } from './testing/connector-harness.ts';
import { authorizeCode, DEMO_APP } from './testing/oauth-flow.ts';
import { createTestApp, DEMO } from './testing/test-app.ts';
import { startXStandIn, type XStandIn } from './testing/x-stand-in.ts';

// A whole session at LOG_LEVEL=debug (every request's line, every job's): signing in, connecting a network, inviting
// and joining, writing posts and replies, publishing; then the log is searched for every secret and every text a
// person wrote.
let x: XStandIn;
beforeAll(async () => {
  x = await startXStandIn();
});
afterAll(() => x.close());

const X = 1;

describe('a whole session’s log', () => {
  it('holds no token, secret, password, invitation link or text people wrote', async () => {
    const t = await createTestApp({ env: { ...standInSettings('X', x), LOG_LEVEL: 'debug', LOG_REQUESTS: '1' } });
    try {
      const secrets: string[] = [DEMO.password, DEMO_APP.client_secret, x.clientSecret];

      // Signing in through the OAuth flow, as a client application does.
      const { code } = await authorizeCode(t.app, {
        client_id: DEMO_APP.client_id,
        redirect_uri: DEMO_APP.redirect_uri,
      });
      const exchanged = await t.app.inject({
        method: 'POST',
        url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
      });
      const { access_token: token, refresh_token: refresh } = exchanged.json();
      secrets.push(code, token, ...(refresh ? [refresh] : []));
      const owner = apiClient(t, token);

      // A network's account: its tokens never appear.
      const channelId = await connectChannel(t, owner, X, (url) => x.approve(url));
      const [connected] = await t.db.select().from(channels).where(eq(channels.id, channelId));
      const credentials = JSON.parse(t.deps.secrets.open(connected!.credentials!)) as Record<string, string>;
      secrets.push(...Object.values(credentials).filter((v) => typeof v === 'string' && v.length >= 12));

      // An invitation, and the person joining with a password of her own.
      const invited = await owner.post('/invitations/create', { email: 'nia@example.test', role: 'collaborator' });
      const link = String(invited.body.data.link);
      const invitation = new URL(link).searchParams.get('token') ?? link.split('/').pop()!;
      const joinPassword = 'a password nobody may read 42';
      secrets.push(link, invitation, joinPassword);
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        payload: { token: invitation, name: 'Nia Shore', password: joinPassword },
      });
      expect(joined.statusCode, joined.body).toBe(200);

      // A password change.
      const newPassword = 'the owner chose this one 77';
      secrets.push(newPassword);
      const changed = await owner.post('/account/changePassword', {
        current_password: DEMO.password,
        new_password: newPassword,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      // What people write: a post given in the query string and one in the body, published; a comment in the inbox.
      const ch = await demoChannels(owner);
      const inQuery = 'Launch plan for the spring line, not public yet';
      const inBody = 'Embargoed until Tuesday: the new store opens';
      const reply = 'So sorry about the parcel, we are sending another today';
      secrets.push(inQuery, inBody, reply);
      const queryPost = await t.app.inject({
        method: 'POST',
        url: `/api/posts/create?${new URLSearchParams({ channel_ids: String(channelId), message: inQuery, share_now: '1' })}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(queryPost.statusCode, queryPost.body).toBe(200);
      expect((await owner.post('/posts/create', { channel_ids: String(ch[2]), message: inBody })).status).toBe(200);
      await publishDue(t.deps);
      const [item] = await t.db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false), eq(inboxItems.isDirect, false)))
        .limit(1);
      const commented = await owner.post('/inbox/action', {
        post_id: item!.id,
        channel_id: ch[4]!,
        channel_type: 4,
        action: 'comment',
        message: reply,
      });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      await t.app.inject({ url: `/api/inbox/get?access_token=${token}` });

      const logs = t.logs();
      // The log was written: a line for each of those requests, at least.
      expect(logs.match(/"msg":"request"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
      for (const secret of secrets) expect(logs, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
