import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFacebookStandIn, type FacebookStandIn } from './facebook-stand-in.ts';
import { png } from './images.ts';

// The stand-in is worth its tests only if it refuses what Facebook refuses: these call it with plain fetch, as any
// client would, against the pages summed up in docs/research/network-apis.md, section "2. Facebook Page".

const CALLBACK = 'http://127.0.0.1:9/api/channels/callback';
const SCOPES = 'pages_show_list,pages_manage_posts,pages_read_engagement,pages_manage_engagement,pages_messaging';
let fb: FacebookStandIn;

beforeEach(async () => {
  fb = await startFacebookStandIn();
});
afterEach(() => fb.close());

/** The Login dialog's address (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow). */
function dialog(changes: Record<string, string> = {}) {
  const address = new URL('/v25.0/dialog/oauth', fb.url);
  const query = { client_id: fb.clientId, redirect_uri: CALLBACK, state: 's-1', response_type: 'code', scope: SCOPES };
  for (const [name, value] of Object.entries({ ...query, ...changes })) address.searchParams.set(name, value);
  return address.href;
}

const graph = (path: string, params: Record<string, string> = {}, init: RequestInit = {}) => {
  const url = new URL(`/v25.0${path}`, fb.url);
  if (!init.method || init.method === 'GET' || init.method === 'DELETE')
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return fetch(url, init.method === 'POST' && !init.body ? { ...init, body: new URLSearchParams(params) } : init);
};
const proof = (token: string) => createHmac('sha256', fb.clientSecret).update(token).digest('hex');
const asPage = (token: string, params: Record<string, string> = {}) => ({
  ...params,
  access_token: token,
  appsecret_proof: proof(token),
});

/** The whole sign-in: dialog, code, long-lived user token, the Page's token. */
async function signIn() {
  const code = new URL(fb.approve(dialog())).searchParams.get('code')!;
  const short = (await (
    await graph('/oauth/access_token', {
      client_id: fb.clientId,
      client_secret: fb.clientSecret,
      redirect_uri: CALLBACK,
      code,
    })
  ).json()) as { access_token: string };
  const long = (await (
    await graph('/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: fb.clientId,
      client_secret: fb.clientSecret,
      fb_exchange_token: short.access_token,
    })
  ).json()) as { access_token: string; expires_in: number };
  const pages = (await (
    await graph('/me/accounts', asPage(long.access_token, { fields: 'id,name,access_token' }))
  ).json()) as { data: { id: string; access_token: string }[] };
  return { user: long.access_token, page: pages.data[0]!.access_token, pageId: pages.data[0]!.id };
}

const errorOf = async (response: Response) => ((await response.json()) as { error: Record<string, unknown> }).error;

describe('the Facebook stand-in', () => {
  it('takes comma-separated permissions only, and says user_denied on Cancel (manual-flow page)', async () => {
    expect(() => fb.approve(dialog({ scope: 'pages_show_list pages_manage_posts' }))).toThrow(/commas/);
    const cancelled = new URL(fb.approve(dialog(), { deny: true }));
    expect(Object.fromEntries(cancelled.searchParams)).toMatchObject({
      state: 's-1',
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'Permissions error',
    });
    const page = await fetch(dialog());
    expect(await page.text()).toContain('Continue as Dana Reyes');
  });

  it('exchanges a code once, with the right secret, answering without a scope', async () => {
    const code = new URL(fb.approve(dialog())).searchParams.get('code')!;
    const exchange = (secret: string) =>
      graph('/oauth/access_token', { client_id: fb.clientId, client_secret: secret, redirect_uri: CALLBACK, code });
    expect(await errorOf(await exchange('wrong'))).toMatchObject({ code: 1, type: 'OAuthException' });
    const first = await exchange(fb.clientSecret);
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(await errorOf(await exchange(fb.clientSecret))).toMatchObject({ code: 100 });
  });

  it('gives a 60-day user token and Page tokens, and refuses calls without appsecret_proof', async () => {
    const { page, pageId } = await signIn();
    const post = (params: Record<string, string>) => graph(`/${pageId}/feed`, params, { method: 'POST' });
    const bare = await post({ message: 'Hello', access_token: page });
    expect(await errorOf(bare)).toMatchObject({ code: 100, type: 'GraphMethodException' });
    const forged = await post({ message: 'Hello', access_token: page, appsecret_proof: proof('another token') });
    expect((await errorOf(forged)).message).toBe('Invalid appsecret_proof provided in the API argument');
    const made = await post(asPage(page, { message: 'Hello' }));
    expect(await made.json()).toEqual({ id: expect.stringMatching(new RegExp(`^${pageId}_\\d+$`)) });
    expect(made.headers.get('x-business-use-case-usage')).toContain('"type":"pages"');
  });

  it('wants a Page token for the Page, refuses a repeated post (506) and a field that does not exist', async () => {
    const { user, page, pageId } = await signIn();
    const asUser = await graph(`/${pageId}/feed`, asPage(user, { message: 'Hi' }), { method: 'POST' });
    expect(await errorOf(asUser)).toMatchObject({ code: 210 });
    await graph(`/${pageId}/feed`, asPage(page, { message: 'Twice' }), { method: 'POST' });
    const again = await errorOf(await graph(`/${pageId}/feed`, asPage(page, { message: 'Twice' }), { method: 'POST' }));
    expect(again).toMatchObject({ code: 506, error_user_title: 'Duplicate Post' });
    const fields = await graph(`/${pageId}/published_posts`, asPage(page, { fields: 'id,likes_total' }));
    expect((await errorOf(fields)).message).toBe(
      '(#100) Tried accessing nonexisting field (likes_total) on node type (PagePost)',
    );
  });

  it('takes a photo as multipart `source`, and refuses bytes that are not a picture', async () => {
    const { page, pageId } = await signIn();
    const upload = (bytes: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(asPage(page, { caption: 'Our mug' }))) form.set(name, value);
      form.set('source', new Blob([bytes]), 'mug.png');
      return graph(`/${pageId}/photos`, {}, { method: 'POST', body: form });
    };
    expect(await errorOf(await upload(Buffer.from('not a picture')))).toMatchObject({ code: 324 });
    const made = (await (await upload(png(8, 8))).json()) as { id: string; post_id: string };
    expect(fb.posts.find((p) => p.id === made.post_id)).toMatchObject({ message: 'Our mug' });
  });

  it('answers Messenger only inside the 24-hour window, in Meta’s words', async () => {
    const { page, pageId } = await signIn();
    const old = fb.message({ id: '2400000001', name: 'Sam Lee' }, 'Open today?', {
      at: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    const send = () =>
      graph(
        `/${pageId}/messages`,
        asPage(page, {
          recipient: JSON.stringify({ id: '2400000001' }),
          messaging_type: 'RESPONSE',
          message: JSON.stringify({ text: 'Yes, until six.' }),
        }),
        { method: 'POST' },
      );
    expect(old.conversationId).toMatch(/^t_/);
    expect(await errorOf(await send())).toMatchObject({ code: 10, error_subcode: 2018278 });
    fb.message({ id: '2400000001', name: 'Sam Lee' }, 'Hello?');
    expect(await (await send()).json()).toMatchObject({ recipient_id: '2400000001' });
  });

  it('throttles as the rate-limiting page says, and ends tokens on revocation (190/458)', async () => {
    const { page, pageId } = await signIn();
    fb.rateLimitNext(`POST /v25.0/${pageId}/feed`, 1, 600);
    const limited = await graph(`/${pageId}/feed`, asPage(page, { message: 'Busy' }), { method: 'POST' });
    expect(await errorOf(limited)).toMatchObject({ code: 80001 });
    const usage = JSON.parse(limited.headers.get('x-business-use-case-usage')!) as Record<string, unknown[]>;
    expect(usage[pageId]![0]).toMatchObject({ type: 'pages', estimated_time_to_regain_access: 10 });
    fb.revokeAll();
    const revoked = await graph(`/${pageId}/feed`, asPage(page, { message: 'Gone' }), { method: 'POST' });
    expect(await errorOf(revoked)).toMatchObject({ code: 190, error_subcode: 458 });
  });
});
