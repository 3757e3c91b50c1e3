import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../db/schema.ts';
import { pollChannel } from '../services/inbox/poller.ts';
import { recoverStale, UNKNOWN_OUTCOME } from '../services/outbox/publish.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { gif, png } from '../testing/images.ts';
import { startPinterestStandIn, type PinterestBoard, type PinterestStandIn } from '../testing/pinterest-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { PublishError } from './types.ts';

// Publishing Pins through Pinterest's API v5 as the connected account, against the stand-in, which checks each
// request as the v5 spec describes it (POST /v5/pins, GET and POST /v5/boards, GET /v5/boards/{id}/pins,
// DELETE /v5/pins/{id}, the token endpoint).
const PINTEREST = 6;
let p: PinterestStandIn;
let seeded: PinterestBoard[];
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  p = await startPinterestStandIn();
  seeded = [...p.boards];
});
afterAll(() => p.close());

beforeEach(async () => {
  p.boards.splice(0, p.boards.length, ...seeded);
  p.pins.length = 0;
  ({ t, owner, channelId } = await openWithChannel('PINTEREST', PINTEREST, p));
  p.requests.length = 0;
});
afterEach(() => t.close());

const pinterest = networkHarness(() => ({ t, owner, channelId }), PINTEREST);
const { channelRow, postRow, schedule, items, act, upload } = pinterest;
/** Shared now, with a picture of its own unless the post names one: a Pin needs one. */
const shareNow = async (params: Record<string, string | number>) =>
  pinterest.shareNow({ picture: await upload(png(20, 30), 'image/png'), ...params });
const boardNamed = (name: string) => p.boards.find((b) => b.name === name)!;

describe('publishing to Pinterest', () => {
  it('pins the picture’s bytes with the message and the short link, on the account’s own first board', async () => {
    const address = await upload(png(20, 30), 'image/png');
    // The picture as stored: re-encoded without its metadata (decision 061).
    const picture = (await t.app.inject({ url: new URL(address).pathname })).rawPayload;
    const id = await shareNow({ message: 'Our autumn blend', link: 'https://example.com/autumn', picture: address });
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(p.pins).toHaveLength(1);
    const [pin] = p.pins;
    // "Coffee lovers" comes first but is another account's group board.
    expect(pin).toMatchObject({ board_id: boardNamed('Our roasts').id, description: 'Our autumn blend' });
    expect(pin!.link).toMatch(/^http:\/\/localhost:8787\/l\/\w+$/);
    expect(pin!.image).toEqual({ contentType: 'image/png', bytes: picture });
    const sent = p.requests.find((r) => r.method === 'POST' && r.path === '/v5/pins')!;
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    const [own] = await items();
    expect(own).toMatchObject({ postType: 'post', permalink: `https://www.pinterest.com/pin/${pin!.id}/` });
  });

  it('puts the Pin on the board its album names, making the board when the account has none by that name', async () => {
    await shareNow({ message: 'Cold brew at home', create_album: 1, album_name: 'recipes' });
    expect(p.pins[0]!.board_id).toBe(boardNamed('Recipes').id);
    await shareNow({ message: 'Beans of the month', create_album: 1, album_name: 'Autumn blends' });
    expect(p.pins[1]!.board_id).toBe(boardNamed('Autumn blends').id);
    expect(p.requests.filter((r) => r.method === 'POST' && r.path === '/v5/boards')).toHaveLength(1);
  });

  it('makes a board named after the account when it has none of its own', async () => {
    p.boards.splice(1);
    await shareNow({ message: 'Our first Pin' });
    expect(p.boards.map((b) => b.name)).toEqual(['Coffee lovers', 'Northwind Coffee']);
    expect(p.pins[0]!.board_id).toBe(boardNamed('Northwind Coffee').id);
  });

  it('fails a Pin Pinterest refuses, in Pinterest’s words: a GIF at an address it cannot reach', async () => {
    const picture = await upload(gif(20, 30), 'image/gif');
    const id = await shareNow({ message: 'Steam rising', picture });
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe(
      `Pinterest refused the Pin: Invalid parameters. Sorry, we could not fetch the image at ${picture}.`,
    );
    expect(p.pins).toEqual([]);
  });

  it('refuses a post without a picture before asking Pinterest anything', async () => {
    const channel = await channelRow();
    const written = { message: 'Words only', link: null };
    const publication = { postId: 1, postCreatedAt: new Date(), ...written, albumName: null, written };
    const publishing = t.deps.connectorFor(channel).publish(channel, { ...publication, picture: null });
    await expect(publishing).rejects.toThrow(PublishError);
    await expect(publishing).rejects.toThrow('a Pin needs an image');
    expect(p.requests).toEqual([]);
  });

  it('waits out a rate limit (never failing the post) until x-ratelimit-reset, then publishes', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Patience', picture: await upload(png(20, 30), 'image/png') }, soon);
    p.rateLimitNext('POST /v5/pins', 1, 3600);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await channelRow();
    expect(limited.status).toBe('rate_limited');
    expect(Math.abs(limited.rateLimitedUntil!.getTime() - soon.plus({ minutes: 1, hours: 1 }).toMillis())).toBeLessThan(
      5_000,
    );
    await publishDue(t.deps);
    expect(p.pins).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(p.pins.map((pin) => pin.description)).toEqual(['Patience']);
  });

  it('renews a token Pinterest refuses, then needs reconnecting once the sign-in is revoked', async () => {
    p.expireAccessTokens();
    await shareNow({ message: 'After the refusal' });
    const tokenCalls = p.requests.filter((r) => r.path === '/v5/oauth/token');
    expect(tokenCalls.map((r) => new URLSearchParams(r.body).get('grant_type'))).toEqual(['refresh_token']);
    expect(p.pins.map((pin) => pin.description)).toEqual(['After the refusal']);

    p.revokeAll();
    const id = await shareNow({ message: 'Signed out' });
    expect((await channelRow()).status).toBe('needs_reconnect');
    expect((await postRow(id)).errorMessage).toMatch(/reconnect/i);
  });

  it('publishes exactly once when the answer is lost: recovery finds the Pin on its board', async () => {
    const id = await schedule(
      {
        message: 'Sent, then the line went dead https://example.com/dead',
        picture: await upload(png(20, 30), 'image/png'),
        create_album: 1,
        album_name: 'Recipes',
      },
      '2099-01-01 09:00:00',
    );
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    p.dropAnswerNext('POST /v5/pins');
    await publishDue(t.deps);
    // Pinterest made the Pin; the service never heard so and cannot tell.
    expect(p.pins).toHaveLength(1);
    expect((await postRow(id)).errorMessage).toBe(UNKNOWN_OUTCOME);
    const channel = await channelRow();
    const found = await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, await postRow(id)));
    expect(found).toMatchObject({ networkPostId: p.pins[0]!.id });

    // Had the claimer died mid-call instead, recovery asks the board and records the Pin, publishing nothing more.
    await t.db
      .update(posts)
      .set({ status: POST_STATUS.publishing, claimToken: 'died', updatedAt: new Date('2099-01-01T14:00:00Z') })
      .where(eq(posts.id, id));
    expect(await recoverStale(t.deps, 10 * 60_000)).toBe(1);
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published });
    expect(p.pins).toHaveLength(1);
    const [own] = await items();
    expect(own).toMatchObject({
      networkId: p.pins[0]!.id,
      permalink: `https://www.pinterest.com/pin/${p.pins[0]!.id}/`,
    });
    expect(p.requests.filter((r) => r.path === `/v5/boards/${boardNamed('Recipes').id}/pins`)).toHaveLength(2);
  });
});

describe('the inbox on Pinterest', () => {
  const ownPin = async () => (await items())[0]!;

  it('has nothing to read: Pinterest’s API has no comments, mentions or messages', async () => {
    expect(await pollChannel(t.deps, await channelRow())).toBeUndefined();
    expect(p.requests).toEqual([]);
  });

  it('deletes the account’s own Pin on Pinterest', async () => {
    await shareNow({ message: 'Gone soon' });
    const item = await ownPin();
    const deleted = await act(item, 'delete');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(p.requests.find((r) => r.method === 'DELETE')!.path).toBe(`/v5/pins/${item.networkId}`);
    expect(p.pins).toEqual([]);
  });

  it('refuses what Pinterest does not let apps do, naming Pinterest, before asking it anything', async () => {
    await shareNow({ message: 'Ask us' });
    const item = await ownPin();
    p.requests.length = 0;
    const replied = await act(item, 'reply', 'Thanks!');
    expect(replied.status).toBe(400);
    expect(replied.body).toMatchObject({ status: 'error', code: 'action_not_supported' });
    expect(replied.body.message).toContain('Pinterest');
    const liked = await act(item, 'like');
    expect(liked.body).toMatchObject({ code: 'action_not_supported', message: expect.stringContaining('Pinterest') });
    expect(p.requests).toEqual([]);
  });
});
