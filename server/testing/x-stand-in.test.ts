import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { png } from './images.ts';
import { startXStandIn, type XStandIn } from './x-stand-in.ts';

// The stand-in is only worth its tests if it answers as docs.x.com says X does: these check it against the pages
// summed up in docs/research/network-apis.md, section "1. X", with plain fetch as any client would call it.

const ALL_SCOPES = 'tweet.read tweet.write users.read media.write offline.access';
let x: XStandIn;
afterEach(() => x?.close());

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(challenge: string, changes: Record<string, string | null> = {}) {
  const address = new URL('/i/oauth2/authorize', x.url);
  const query = {
    response_type: 'code',
    client_id: x.clientId,
    redirect_uri: 'http://127.0.0.1:9/oauth/x/callback',
    scope: ALL_SCOPES,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...changes,
  };
  for (const [name, value] of Object.entries(query)) if (value !== null) address.searchParams.set(name, value);
  return address.href;
}

const basic = () => `Basic ${Buffer.from(`${x.clientId}:${x.clientSecret}`).toString('base64')}`;

const tokenRequest = (form: Record<string, string>, authorization: string | null = basic()) =>
  fetch(`${x.url}/2/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(form),
  });

interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
  token_type: string;
}

/** The whole sign-in: consent, code, token exchange. */
async function connect(scope = ALL_SCOPES): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const back = new URL(await x.approve(authorizeUrl(challenge, { scope })));
  const answer = await tokenRequest({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: 'http://127.0.0.1:9/oauth/x/callback',
    code_verifier: verifier,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Tokens;
}

const api = (path: string, accessToken: string | null, init: RequestInit = {}) =>
  fetch(`${x.url}${path}`, {
    ...init,
    headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...init.headers },
  });

const post = (accessToken: string, body: unknown) =>
  api('/2/tweets', accessToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('X stand-in: OAuth 2.0 with PKCE', () => {
  it('shows the consent page for a valid request and refuses one X would refuse', async () => {
    x = await startXStandIn();
    const { challenge } = pkce();
    const consent = await fetch(authorizeUrl(challenge));
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('<h1>Authorize Social Desk to access your X account?</h1>');
    expect(html).toContain('Upload media.');
    expect(html).toContain('<form method="post" action="/i/oauth2/authorize">');
    expect(html).toContain('>Authorize app</button>');
    expect(html).toContain('>Cancel</button>');

    for (const [change, complaint] of [
      [{ code_challenge: null }, 'code_challenge is missing'],
      [{ code_challenge_method: 'S512' }, 'code_challenge_method must be S256 or plain'],
      [{ client_id: 'someone-else' }, 'client_id'],
      [{ scope: 'tweet.write' }, 'scope must include users.read and tweet.read'],
      [{ state: 's'.repeat(501) }, 'longer than 500'],
    ] as const) {
      const refused = await fetch(authorizeUrl(challenge, change));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(complaint);
      await expect(x.approve(authorizeUrl(challenge, change))).rejects.toThrow(complaint);
    }
  });

  it('sends the browser back with a code or with access_denied from the consent form', async () => {
    x = await startXStandIn();
    const form = new URL(authorizeUrl(pkce().challenge)).searchParams;
    const choose = (decision: string) =>
      fetch(`${x.url}/i/oauth2/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${form}&decision=${decision}`,
      });
    const allowed = new URL((await choose('allow')).headers.get('location')!);
    expect(allowed.origin + allowed.pathname).toBe('http://127.0.0.1:9/oauth/x/callback');
    expect(allowed.searchParams.get('state')).toBe('state-123');
    expect(allowed.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    const denied = await choose('deny');
    expect(denied.status).toBe(302);
    expect(denied.headers.get('location')).toBe(
      'http://127.0.0.1:9/oauth/x/callback?state=state-123&error=access_denied',
    );
  });

  it('exchanges a code once, only with its verifier, redirect_uri and the client’s Basic credentials', async () => {
    x = await startXStandIn();
    const { verifier, challenge } = pkce();
    const code = new URL(await x.approve(authorizeUrl(challenge))).searchParams.get('code')!;
    const exchange = (changes: Record<string, string>, authorization?: string | null) =>
      tokenRequest(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'http://127.0.0.1:9/oauth/x/callback',
          code_verifier: verifier,
          ...changes,
        },
        authorization,
      );

    const anonymous = await exchange({}, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: 'unauthorized_client',
      error_description: 'Missing valid authorization header',
    });
    const wrongVerifier = await exchange({ code_verifier: pkce().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_request' });
    expect((await exchange({ redirect_uri: 'http://127.0.0.1:9/elsewhere' })).status).toBe(400);

    const granted = await exchange({});
    expect(granted.status).toBe(200);
    expect(granted.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await granted.json()).toEqual({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      scope: ALL_SCOPES,
    });
    const again = await exchange({});
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Value passed for the authorization code was invalid.',
    });
    expect(x.requests.filter((r) => r.path === '/2/oauth2/token').at(-1)?.headers.authorization).toBe(basic());
  });

  it('issues no refresh token without offline.access', async () => {
    x = await startXStandIn();
    const tokens = await connect('tweet.read users.read');
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.scope).toBe('tweet.read users.read');
  });

  it('rotates refresh tokens: the one used stops working, the new one works', async () => {
    x = await startXStandIn();
    const first = await connect();
    const refresh = (token: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: token });
    const second = (await (await refresh(first.refresh_token!)).json()) as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const replayed = await refresh(first.refresh_token!);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Value passed for the token was invalid.',
    });
    expect((await refresh(second.refresh_token!)).status).toBe(200);
  });
});

describe('X stand-in: API access', () => {
  it('answers 401 without a token, after expiry and after revocation, with rate-limit headers', async () => {
    x = await startXStandIn();
    const tokens = await connect();
    const missing = await api('/2/users/me', null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await missing.json()).toEqual({
      title: 'Unauthorized',
      type: 'about:blank',
      status: 401,
      detail: 'Unauthorized',
    });
    for (const name of ['x-rate-limit-limit', 'x-rate-limit-remaining', 'x-rate-limit-reset'])
      expect(missing.headers.get(name)).toMatch(/^\d+$/);

    x.expireAccessTokens();
    expect((await api('/2/users/me', tokens.access_token)).status).toBe(401);
    const renewed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    const fresh = (await renewed.json()) as Tokens;
    expect((await api('/2/users/me', fresh.access_token)).status).toBe(200);

    x.revokeAll();
    expect((await api('/2/users/me', fresh.access_token)).status).toBe(401);
    const refused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: fresh.refresh_token! });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('names the signed-in account, with profile_image_url only when asked', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    const plain = await api('/2/users/me', access_token);
    expect(plain.headers.get('x-rate-limit-limit')).toBe('75');
    expect(await plain.json()).toEqual({
      data: { id: '2244994945', name: 'Northwind Coffee', username: 'northwindcoffee' },
    });
    const withPicture = (await (await api('/2/users/me?user.fields=profile_image_url', access_token)).json()) as {
      data: Record<string, string>;
    };
    expect(withPicture.data.profile_image_url).toBe(x.user.profile_image_url);
  });

  it('refuses a route whose scope was not granted with 403', async () => {
    x = await startXStandIn();
    const { access_token } = await connect('tweet.read users.read');
    const answer = await post(access_token, { text: 'Hello' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ title: 'Forbidden', status: 403, detail: /missing .*scope/ });
    expect(x.posts).toEqual([]);
  });

  it('answers 404 as a problem for a path X does not have', async () => {
    x = await startXStandIn();
    const answer = await api('/2/nowhere', null);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});

describe('X stand-in: posting', () => {
  it('creates a post, then refuses the same text again and a text over 280 weighted characters', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    const created = await post(access_token, { text: 'Fresh beans today' });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; text: string; edit_history_tweet_ids: string[] } };
    expect(data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      text: 'Fresh beans today',
      edit_history_tweet_ids: [data.id],
    });
    expect(x.posts).toMatchObject([{ id: data.id, text: 'Fresh beans today', authorId: '2244994945' }]);

    const duplicate = await post(access_token, { text: 'Fresh beans today' });
    expect(duplicate.status).toBe(403);
    expect(await duplicate.json()).toEqual({
      detail: 'You are not allowed to create a Tweet with duplicate content.',
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
    });

    // A link counts 23 however long it is: 257 letters and one link fit, 258 do not.
    const link = `https://example.com/${'a'.repeat(100)}`;
    expect((await post(access_token, { text: `${'a'.repeat(256)} ${link}` })).status).toBe(201);
    const long = await post(access_token, { text: `${'b'.repeat(257)} ${link}` });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      title: 'Invalid Request',
      type: 'https://api.x.com/2/problems/invalid-request',
    });
    // Characters outside the Latin ranges count 2.
    expect((await post(access_token, { text: '珈'.repeat(141) })).status).toBe(400);
    expect((await post(access_token, {})).status).toBe(400);
  });

  it('uploads an image by multipart and by JSON, and attaches both to a post', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    const image = png(4, 3);
    const form = new FormData();
    form.set('media', new Blob([image], { type: 'image/png' }), 'beans.png');
    form.set('media_category', 'tweet_image');
    const multipart = await api('/2/media/upload', access_token, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    const first = ((await multipart.json()) as { data: Record<string, unknown> }).data;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      media_key: `3_${first.id as string}`,
      expires_after_secs: 86400,
      size: image.length,
      image: { image_type: 'image/png' },
    });
    expect(x.media.get(first.id as string)?.bytes.equals(image)).toBe(true);

    const upload = (body: unknown) =>
      api('/2/media/upload', access_token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const byJson = await upload({ media: image.toString('base64'), media_category: 'tweet_image' });
    const second = ((await byJson.json()) as { data: { id: string } }).data;
    expect(BigInt(second.id)).toBeGreaterThan(BigInt(first.id as string));
    const notImage = await upload({ media: Buffer.from('plain text').toString('base64') });
    expect(notImage.status).toBe(400);

    const withMedia = await post(access_token, { text: 'Two roasts', media: { media_ids: [first.id, second.id] } });
    expect(withMedia.status).toBe(201);
    expect(x.posts.at(-1)?.mediaIds).toEqual([first.id, second.id]);
    expect((await post(access_token, { text: 'Ghost', media: { media_ids: ['1'] } })).status).toBe(400);
  });

  it('lists the account’s own posts newest first, after since_id', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three'])
      ids.push(((await (await post(access_token, { text })).json()) as { data: { id: string } }).data.id);
    const list = (query: string) => api(`/2/users/2244994945/tweets?${query}`, access_token);

    const answer = await list(`max_results=5&since_id=${ids[0]}&tweet.fields=created_at`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { id: string; text: string; created_at: string }[]; meta: object };
    expect(body.data.map((p) => p.text)).toEqual(['three', 'two']);
    expect(body.data[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.meta).toEqual({ result_count: 2, newest_id: ids[2], oldest_id: ids[1] });

    expect(await (await list(`since_id=${ids[2]}`)).json()).toEqual({ meta: { result_count: 0 } });
    expect((await list('max_results=3')).status).toBe(400);
  });
});

describe('X stand-in: failures a test can ask for', () => {
  it('answers 429 with the reset time for the next calls to a route, then serves again', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    x.rateLimitNext('POST /2/tweets', 2, 60);
    const before = Math.floor(Date.now() / 1000);
    for (const text of ['a', 'b']) {
      const limited = await post(access_token, { text });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
      expect(Number(limited.headers.get('x-rate-limit-reset'))).toBeGreaterThanOrEqual(before + 60);
    }
    expect((await api('/2/users/me', access_token)).status).toBe(200);
    expect((await post(access_token, { text: 'c' })).status).toBe(201);
    expect(x.posts.map((p) => p.text)).toEqual(['c']);
  });

  it('creates the post but drops the connection before answering', async () => {
    x = await startXStandIn();
    const { access_token } = await connect();
    x.dropAnswerNext('POST /2/tweets');
    await expect(post(access_token, { text: 'Lost answer' })).rejects.toThrow();
    expect(x.posts.map((p) => p.text)).toEqual(['Lost answer']);
    expect((await post(access_token, { text: 'Lost answer' })).status).toBe(403);
  });
});
