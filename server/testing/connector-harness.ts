import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { OAuthApp } from '../config.ts';
import { channels, inboxItems, posts } from '../db/schema.ts';
import { apiClient, type ApiClient } from './api.ts';
import { connectedIds, connectThrough } from './oauth-connect.ts';
import { createTestApp, DEMO, type TestApp } from './test-app.ts';

// What the tests of the OAuth networks (server/connectors/<network>.test.ts, server/http/routes/<network>-connect.test.ts)
// share: a service with a network's app pointed at its stand-in, channels connected through the stand-in's consent
// page, and the rows and calls each test reads and makes.

/** What the harness needs of a network's stand-in: the app registered there, its address, its consent page's Allow. */
export interface NetworkStandIn {
  clientId: string;
  clientSecret: string;
  url: string;
  /** The consent page's Allow: the address the network sends the browser back to. */
  approve(authorizeUrl: string): string | Promise<string>;
}

type Approve = (authorizeUrl: string) => string | Promise<string>;
type Params = Record<string, string | number>;

/** A network's settings pointed at its stand-in: X_CLIENT_ID, X_CLIENT_SECRET, X_API_BASE_URL, X_AUTH_BASE_URL for X. */
export const standInSettings = (app: OAuthApp, standIn: NetworkStandIn): Record<string, string> => ({
  [`${app}_CLIENT_ID`]: standIn.clientId,
  [`${app}_CLIENT_SECRET`]: standIn.clientSecret,
  [`${app}_API_BASE_URL`]: standIn.url,
  [`${app}_AUTH_BASE_URL`]: standIn.url,
});

/** A test service on these settings (none: no network's app set up), and the demo owner calling its API. */
export async function openAsOwner(env?: Record<string, string>): Promise<{ t: TestApp; owner: ApiClient }> {
  const t = await createTestApp(env ? { env } : {});
  return { t, owner: apiClient(t, await t.tokenFor(DEMO.owner)) };
}

/**
 * Signs in through the stand-in's Allow as `owner` (connectThrough) and answers the channels made, or reconnected
 * (`params.channel_id`); where the sign-in reached several accounts, the person picks those of `pick`.
 */
export async function connectChannels(
  t: TestApp,
  owner: ApiClient,
  channelType: number,
  approve: Approve,
  { pick = [], params = {} }: { pick?: string[]; params?: Params } = {},
): Promise<number[]> {
  const landed = await connectThrough(t, owner, channelType, approve, params);
  const choice = landed.searchParams.get('choose');
  if (!choice) return connectedIds(landed);
  const chosen = await owner.post('/channels/choose', { choice, account_ids: pick.join(',') });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  return (chosen.body.data.channel_ids as string[]).map(Number);
}

/** Connects the one account the sign-in reaches (or reconnects the channel `params.channel_id` names): its id. */
export async function connectChannel(
  t: TestApp,
  owner: ApiClient,
  channelType: number,
  approve: Approve,
  params: Params = {},
): Promise<number> {
  const [id] = connectedIds(await connectThrough(t, owner, channelType, approve, params));
  expect(id).toBeGreaterThan(0);
  return id!;
}

/** A test service with `app` set up on the stand-in, and one channel connected through its Allow by the demo owner. */
export async function openWithChannel(
  app: OAuthApp,
  channelType: number,
  standIn: NetworkStandIn,
): Promise<{ t: TestApp; owner: ApiClient; channelId: number }> {
  const { t, owner } = await openAsOwner(standInSettings(app, standIn));
  try {
    return { t, owner, channelId: await connectChannel(t, owner, channelType, (url) => standIn.approve(url)) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The stand-in's Allow, the browser then coming back with `code` in place of the code the network gave. */
export const withCode =
  (approve: Approve, code: string): Approve =>
  async (authorizeUrl) => {
    const callback = new URL(await approve(authorizeUrl));
    callback.searchParams.set('code', code);
    return callback.href;
  };

/** A channel's row. */
export const channelRowOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(channels).where(eq(channels.id, id)))[0]!;

/** A channel's credentials, unsealed (the tokens it keeps). */
export const credentialsOf = async (t: TestApp, id: number) =>
  JSON.parse(t.deps.secrets.open((await channelRowOf(t, id)).credentials!));

/** A channel's entry in the Channels list (GET /channels/get). */
export const listedChannel = async (owner: ApiClient, id: number) =>
  (await owner.get('/channels/get')).body.data.find((c: { channel_id: string }) => c.channel_id === String(id));

/** Uploads a picture as the demo owner (POST /media/upload): its address. */
export async function uploadPicture(t: TestApp, bytes: Buffer, type: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': type },
    payload: bytes,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.url as string;
}

/**
 * What a connector test does with its channel: `current` names the service, the owner and the channel of the moment
 * (read at each call, as a test file opens a new service for each test); `channelType` is the network's.
 */
export function networkHarness(
  current: () => { t: TestApp; owner: ApiClient; channelId: number },
  channelType: number,
) {
  /** Writes a post and answers its id, after checking the API took it. */
  const create = async (params: Params) => {
    const { owner, channelId } = current();
    const made = await owner.post('/posts/create', { channel_ids: channelId, ...params });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return Number(made.body.data.post_id[0]);
  };
  return {
    channelRow: () => channelRowOf(current().t, current().channelId),
    credentials: () => credentialsOf(current().t, current().channelId),
    postRow: async (id: number) => (await current().t.db.select().from(posts).where(eq(posts.id, id)))[0]!,
    /** A post shared now (published as the API answers): its id. */
    shareNow: (params: Params) => create({ share_now: 1, ...params }),
    /**
     * A post for later, for the publisher on the service's clock: at a moment (said in the workspace's zone), or at
     * a time written as the composer sends it ('2099-01-01 09:00:00'). Its id.
     */
    schedule: async (params: Params, at: DateTime | string) => {
      if (typeof at === 'string') return create({ ...params, custom_time: at });
      const zone = (await current().owner.get('/account/get')).body.data.workspace.timezone as string;
      return create({ ...params, custom_time: at.setZone(zone).toFormat('yyyy-MM-dd HH:mm:ss') });
    },
    /** The channel's inbox rows, oldest first. */
    items: async () => {
      const { t, channelId } = current();
      return (await t.db.select().from(inboxItems).where(eq(inboxItems.channelId, channelId))).sort(
        (a, b) => a.id - b.id,
      );
    },
    /** The channel's inbox as the API lists it (GET /inbox/get). */
    listedInbox: async () => {
      const { owner, channelId } = current();
      return (await owner.get('/inbox/get', { channel_id: channelId })).body.data.posts as Record<string, unknown>[];
    },
    /** An inbox action on an item (POST /inbox/action): the API's answer. */
    act: (item: { id: number }, action: string, message?: string) => {
      const { owner, channelId } = current();
      return owner.post('/inbox/action', {
        post_id: item.id,
        channel_id: channelId,
        channel_type: channelType,
        action,
        message,
      });
    },
    /** Uploads a picture as the demo owner: its address, for a post's `picture`. */
    upload: (bytes: Buffer, type: string) => uploadPicture(current().t, bytes, type),
  };
}
