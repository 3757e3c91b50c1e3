import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, png } from './images.ts';
import { startInstagramStandIn, type FetchedImage, type InstagramStandIn } from './instagram-stand-in.ts';

// The stand-in refuses what Instagram refuses, as developers.facebook.com/documentation/instagram-platform/ says:
// Business Login (business-login, reference/oauth-authorize, reference/access_token, reference/refresh_access_token),
// content publishing (ig-user/media, media_publish, ig-container, error-codes) and Meta's error body.
let ig: InstagramStandIn;
let clock = new Date();
const pictures = new Map<string, FetchedImage>();
const CALLBACK = 'https://desk.example/api/channels/callback';

beforeAll(async () => {
  ig = await startInstagramStandIn({
    now: () => clock,
    fetchImage: async (url) => pictures.get(url) ?? { status: 404, contentType: 'text/plain', bytes: Buffer.from('') },
  });
});
afterAll(() => ig.close());

const authorizeUrl = (params: Record<string, string>) =>
  `${ig.url}/oauth/authorize?${new URLSearchParams({
    client_id: ig.clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_comments',
    state: 'some-state',
    ...params,
  })}`;

const exchange = (form: Record<string, string>) =>
  fetch(`${ig.url}/oauth/access_token`, { method: 'POST', body: new URLSearchParams(form) });

/** An answer's JSON body, with the fields these tests read. */
interface Body {
  data?: { access_token: string }[];
  access_token?: string;
  id?: string;
  error?: { message: string };
}
const bodyOf = async (response: Response | Promise<Response>) => (await (await response).json()) as Body;

/** A long-lived token as the connector gets one: consent, code, short-lived token, exchange. */
async function longLivedToken(): Promise<string> {
  const code = new URL(ig.approve(authorizeUrl({}))).searchParams.get('code')!;
  const short = await bodyOf(
    exchange({
      client_id: ig.clientId,
      client_secret: ig.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
      code,
    }),
  );
  const query = new URLSearchParams({
    grant_type: 'ig_exchange_token',
    client_secret: ig.clientSecret,
    access_token: short.data![0]!.access_token,
  });
  return (await bodyOf(fetch(`${ig.url}/access_token?${query}`))).access_token!;
}

const graph = (token: string | null, method: string, path: string, params: Record<string, string> = {}) =>
  fetch(`${ig.url}/v25.0${path}${method === 'POST' ? '' : `?${new URLSearchParams(params)}`}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: method === 'POST' ? new URLSearchParams(params) : undefined,
  });

describe('the Instagram stand-in', () => {
  it('shows its consent page only for a request Instagram would take', async () => {
    const good = await fetch(authorizeUrl({}));
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('Allow');
    const noBasic = await fetch(authorizeUrl({ scope: 'instagram_business_content_publish' }));
    expect(noBasic.status).toBe(400);
    expect(await noBasic.text()).toContain('instagram_business_basic');
    expect((await fetch(authorizeUrl({ client_id: 'someone-else' }))).status).toBe(400);
  });

  it('exchanges a code once, with the secret in the form, answering in Instagram’s shapes', async () => {
    const code = new URL(ig.approve(authorizeUrl({}))).searchParams.get('code')!;
    const form = {
      client_id: ig.clientId,
      client_secret: 'wrong',
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
      code,
    };
    const refused = await exchange(form);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error_type: 'OAuthException', error_message: expect.any(String) });
    const taken = await exchange({ ...form, client_secret: ig.clientSecret });
    expect(await taken.json()).toEqual({
      data: [
        {
          access_token: expect.any(String),
          user_id: ig.account.user_id,
          permissions: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_comments',
        },
      ],
    });
    expect((await exchange({ ...form, client_secret: ig.clientSecret })).status).toBe(400);
  });

  it('takes calls with a live token only, and renews a long-lived token once it is a day old', async () => {
    const unsigned = await graph(null, 'GET', '/me', { fields: 'user_id' });
    expect(unsigned.status).toBe(400);
    expect((await bodyOf(unsigned)).error).toMatchObject({ type: 'OAuthException', code: 190 });

    const token = await longLivedToken();
    const me = await graph(token, 'GET', '/me', { fields: 'user_id,username' });
    expect(await me.json()).toEqual({ id: ig.account.id, user_id: ig.account.user_id, username: 'northwindcoffee' });
    const refresh = () =>
      fetch(`${ig.url}/refresh_access_token?grant_type=ig_refresh_token&access_token=${encodeURIComponent(token)}`);
    expect((await refresh()).status).toBe(400);
    clock = new Date(Date.now() + 25 * 3600_000);
    const renewed = await refresh();
    expect(await renewed.json()).toMatchObject({ token_type: 'bearer', expires_in: 60 * 86_400 });
    clock = new Date(Date.now() + 61 * 86_400_000);
    expect((await bodyOf(graph(token, 'GET', '/me'))).error).toMatchObject({ code: 190, error_subcode: 463 });
    clock = new Date();
  });

  it('publishes a public JPEG only, from a finished container, once', async () => {
    const token = await longLivedToken();
    const me = ig.account.user_id;
    pictures.set('https://cdn.example/mug.jpg', { status: 200, contentType: 'image/jpeg', bytes: jpeg(64, 64) });
    pictures.set('https://cdn.example/mug.png', { status: 200, contentType: 'image/png', bytes: png(64, 64) });

    const noImage = await graph(token, 'POST', `/${me}/media`, { caption: 'No picture' });
    expect((await bodyOf(noImage)).error).toMatchObject({ code: 100 });
    const asPng = await graph(token, 'POST', `/${me}/media`, { image_url: 'https://cdn.example/mug.png' });
    expect((await bodyOf(asPng)).error).toMatchObject({ code: 9004, error_subcode: 2207052 });
    const unreachable = await graph(token, 'POST', `/${me}/media`, { image_url: 'https://cdn.example/gone.jpg' });
    expect((await bodyOf(unreachable)).error).toMatchObject({ code: 9004 });

    ig.containerStatusNext('IN_PROGRESS');
    const early = (await bodyOf(graph(token, 'POST', `/${me}/media`, { image_url: 'https://cdn.example/mug.jpg' })))
      .id!;
    const notReady = await graph(token, 'POST', `/${me}/media_publish`, { creation_id: early });
    expect((await bodyOf(notReady)).error).toMatchObject({ code: 9007, error_subcode: 2207027 });

    const container = (
      await bodyOf(graph(token, 'POST', `/${me}/media`, { image_url: 'https://cdn.example/mug.jpg', caption: 'Mugs' }))
    ).id!;
    expect(await (await graph(token, 'GET', `/${container}`, { fields: 'status_code' })).json()).toEqual({
      id: container,
      status_code: 'FINISHED',
    });
    const published = await graph(token, 'POST', `/${me}/media_publish`, { creation_id: container });
    expect(await published.json()).toEqual({ id: ig.media.at(-1)!.id });
    expect((await graph(token, 'POST', `/${me}/media_publish`, { creation_id: container })).status).toBe(400);
    expect(ig.media.at(-1)).toMatchObject({ caption: 'Mugs', imageUrl: 'https://cdn.example/mug.jpg' });
  });

  it('refuses what the grant does not cover, other accounts’ nodes, and deleting media', async () => {
    const code = new URL(ig.approve(authorizeUrl({ scope: 'instagram_business_basic' }))).searchParams.get('code')!;
    const short = (
      await bodyOf(
        exchange({
          client_id: ig.clientId,
          client_secret: ig.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: CALLBACK,
          code,
        }),
      )
    ).data![0]!.access_token;
    const publishing = await graph(short, 'POST', `/${ig.account.user_id}/media`, {
      image_url: 'https://x.example/a.jpg',
    });
    expect(publishing.status).toBe(403);
    expect((await bodyOf(publishing)).error).toMatchObject({ code: 10 });

    const token = await longLivedToken();
    const other = await graph(token, 'GET', '/17841400000000000/media');
    expect((await bodyOf(other)).error).toMatchObject({ type: 'GraphMethodException', code: 100 });
    const ours = ig.media.at(-1)!;
    const deleting = await graph(token, 'DELETE', `/${ours.id}`);
    expect((await bodyOf(deleting)).error!.message).toMatch(/^Unsupported delete request/);
    expect(ig.media).toContain(ours);
  });
});
