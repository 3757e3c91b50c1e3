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

describe('X stand-in: inbox', () => {
  const INBOX_SCOPES = 'tweet.read tweet.write users.read dm.read dm.write like.write offline.access';
  const ada = { id: '1001', username: 'ada_roasts', name: 'Ada', profile_image_url: 'https://pbs.twimg.com/ada.png' };
  const bo = { id: '99999999999', username: 'bo', name: 'Bo' };
  const sendJson = (path: string, accessToken: string, body: unknown, method = 'POST') =>
    api(path, accessToken, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  interface Page {
    data?: Record<string, unknown>[];
    includes?: { users: Record<string, string>[] };
    meta: Record<string, unknown>;
  }

  it('lists mentions newest first, after since_id, with the fields and authors asked for', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const first = x.mention(ada, 'Love the new roast @NorthwindCoffee!');
    x.mention(bo, 'Talking about @northwindcoffeefan, not the shop');
    x.mention(bo, 'No handle here at all');
    const second = x.mention(bo, '@northwindcoffee are you open on Sunday?');
    expect(x.users.get(ada.id)).toEqual(ada);

    const plain = await api('/2/users/2244994945/mentions', access_token);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('x-rate-limit-limit')).toBe('300');
    expect(await plain.json()).toEqual({
      data: [
        { id: second.id, text: second.text, edit_history_tweet_ids: [second.id] },
        { id: first.id, text: first.text, edit_history_tweet_ids: [first.id] },
      ],
      meta: { result_count: 2, newest_id: second.id, oldest_id: first.id },
    });

    const query =
      `since_id=${first.id}&tweet.fields=created_at,author_id,conversation_id,in_reply_to_user_id` +
      '&expansions=author_id&user.fields=profile_image_url,username';
    const newer = (await (await api(`/2/users/2244994945/mentions?${query}`, access_token)).json()) as Page;
    expect(newer.data).toEqual([
      {
        id: second.id,
        text: second.text,
        edit_history_tweet_ids: [second.id],
        created_at: second.createdAt.toISOString(),
        author_id: bo.id,
        conversation_id: second.id,
      },
    ]);
    expect(newer.includes).toEqual({ users: [{ id: bo.id, name: 'Bo', username: 'bo' }] });
    expect(newer.meta).toEqual({ result_count: 1, newest_id: second.id, oldest_id: second.id });

    const withPicture = (await (
      await api(
        `/2/users/2244994945/mentions?post.fields=author_id&expansions=author_id&user.fields=profile_image_url`,
        access_token,
      )
    ).json()) as Page;
    expect(withPicture.data![1]!.author_id).toBe(ada.id);
    expect(withPicture.includes!.users).toContainEqual(ada);

    expect(await (await api(`/2/users/2244994945/mentions?since_id=${second.id}`, access_token)).json()).toEqual({
      meta: { result_count: 0 },
    });
    expect((await api('/2/users/2244994945/mentions?max_results=4', access_token)).status).toBe(400);
  });

  it('pages mentions with next_token', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const ids = Array.from({ length: 7 }, (_, i) => x.mention(ada, `@northwindcoffee cup ${i}`).id);
    const first = (await (await api('/2/users/2244994945/mentions?max_results=5', access_token)).json()) as Page;
    expect(first.data!.map((p) => p.id)).toEqual(ids.slice(2).reverse());
    const token = first.meta.next_token as string;
    expect(token).toEqual(expect.any(String));
    const rest = (await (
      await api(`/2/users/2244994945/mentions?max_results=5&pagination_token=${token}`, access_token)
    ).json()) as Page;
    expect(rest.data!.map((p) => p.id)).toEqual(ids.slice(0, 2).reverse());
    expect(rest.meta.next_token).toBeUndefined();
  });

  it('threads replies: conversation_id of the root, in_reply_to_user_id and referenced_tweets', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const root = x.mention(ada, '@northwindcoffee what beans do you use?');
    const created = await post(access_token, { text: 'Single origin!', reply: { in_reply_to_tweet_id: root.id } });
    expect(created.status).toBe(201);
    const reply = x.posts.at(-1)!;
    expect(reply).toMatchObject({
      authorId: x.user.id,
      replyTo: root.id,
      conversationId: root.id,
      inReplyToUserId: ada.id,
    });
    const followUp = x.mention(ada, '@northwindcoffee thanks!', { replyTo: reply.id });
    expect(followUp).toMatchObject({ replyTo: reply.id, conversationId: root.id, inReplyToUserId: x.user.id });
    expect(() => x.mention(ada, '@northwindcoffee hi', { replyTo: '1' })).toThrow();

    const fields = 'tweet.fields=conversation_id,in_reply_to_user_id,referenced_tweets';
    const page = (await (await api(`/2/users/2244994945/mentions?${fields}`, access_token)).json()) as Page;
    expect(page.data).toEqual([
      {
        id: followUp.id,
        text: followUp.text,
        edit_history_tweet_ids: [followUp.id],
        conversation_id: root.id,
        in_reply_to_user_id: x.user.id,
        referenced_tweets: [{ type: 'replied_to', id: reply.id }],
      },
      { id: root.id, text: root.text, edit_history_tweet_ids: [root.id], conversation_id: root.id },
    ]);

    // The self-serve rule still holds: no reply where the author did not mention the account.
    const unmentioned = x.mention(bo, 'Just coffee thoughts');
    const refused = await post(access_token, { text: 'Hi!', reply: { in_reply_to_tweet_id: unmentioned.id } });
    expect(refused.status).toBe(403);
  });

  it('lists DM events of both directions, newest first, with the conversation id and senders', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const fromAda = x.directMessage(ada, 'Do you ship to Lyon?');
    expect(fromAda.dm_conversation_id).toBe('1001-2244994945');
    const fromBo = x.directMessage(bo, 'Hello');
    expect(fromBo.dm_conversation_id).toBe('2244994945-99999999999');
    // Someone else's conversation stays invisible.
    x.dmEvents.push({
      id: '1',
      text: 'Not yours',
      sender_id: ada.id,
      dm_conversation_id: `${ada.id}-${bo.id}`,
      created_at: new Date().toISOString(),
    });

    const sent = await sendJson(`/2/dm_conversations/with/${ada.id}/messages`, access_token, { text: 'We do!' });
    expect(sent.status).toBe(201);
    const { data: made } = (await sent.json()) as { data: { dm_conversation_id: string; dm_event_id: string } };
    expect(made).toEqual({ dm_conversation_id: '1001-2244994945', dm_event_id: expect.stringMatching(/^\d+$/) });
    expect(x.dmEvents.at(-1)).toMatchObject({ id: made.dm_event_id, sender_id: x.user.id, text: 'We do!' });

    const plain = await api('/2/dm_events', access_token);
    expect(plain.headers.get('x-rate-limit-limit')).toBe('15');
    expect(await plain.json()).toEqual({
      data: [
        { id: made.dm_event_id, event_type: 'MessageCreate', text: 'We do!' },
        { id: fromBo.id, event_type: 'MessageCreate', text: 'Hello' },
        { id: fromAda.id, event_type: 'MessageCreate', text: 'Do you ship to Lyon?' },
      ],
      meta: { result_count: 3 },
    });

    const query =
      'event_types=MessageCreate&dm_event.fields=created_at,sender_id,dm_conversation_id' +
      '&expansions=sender_id&user.fields=username,profile_image_url&max_results=2';
    const page = (await (await api(`/2/dm_events?${query}`, access_token)).json()) as Page;
    expect(page.data).toEqual([
      {
        id: made.dm_event_id,
        event_type: 'MessageCreate',
        text: 'We do!',
        sender_id: x.user.id,
        dm_conversation_id: '1001-2244994945',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ id: fromBo.id, sender_id: bo.id, dm_conversation_id: '2244994945-99999999999' }),
    ]);
    expect(page.includes!.users).toEqual([
      {
        id: x.user.id,
        name: 'Northwind Coffee',
        username: 'northwindcoffee',
        profile_image_url: x.user.profile_image_url,
      },
      { id: bo.id, name: 'Bo', username: 'bo' },
    ]);
    const rest = (await (
      await api(`/2/dm_events?max_results=2&pagination_token=${page.meta.next_token as string}`, access_token)
    ).json()) as Page;
    expect(rest).toEqual({
      data: [{ id: fromAda.id, event_type: 'MessageCreate', text: 'Do you ship to Lyon?' }],
      meta: { result_count: 1 },
    });
    expect((await api('/2/dm_events?max_results=0', access_token)).status).toBe(400);
    expect((await api('/2/dm_events?event_types=Nonsense', access_token)).status).toBe(400);
  });

  it('sends a DM into a conversation by id and refuses unknown recipients and empty text', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const { dm_conversation_id } = x.directMessage(bo, 'Hi');
    const byId = await sendJson(`/2/dm_conversations/${dm_conversation_id}/messages`, access_token, { text: 'Hey' });
    expect(byId.status).toBe(201);
    expect(((await byId.json()) as { data: { dm_conversation_id: string } }).data.dm_conversation_id).toBe(
      dm_conversation_id,
    );
    expect((await sendJson('/2/dm_conversations/1-2/messages', access_token, { text: 'Hey' })).status).toBe(403);
    expect((await sendJson('/2/dm_conversations/with/424242/messages', access_token, { text: 'Hey' })).status).toBe(
      404,
    );
    expect((await sendJson(`/2/dm_conversations/with/${bo.id}/messages`, access_token, { text: ' ' })).status).toBe(
      400,
    );
    expect(x.dmEvents.map((event) => event.text)).toEqual(['Hi', 'Hey']);
  });

  it('likes and unlikes a post, only as the signed-in user and only an existing post', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const mention = x.mention(ada, '@northwindcoffee best flat white in town');
    const liked = await sendJson('/2/users/2244994945/likes', access_token, { tweet_id: mention.id });
    expect(liked.status).toBe(200);
    expect(liked.headers.get('x-rate-limit-limit')).toBe('50');
    expect(await liked.json()).toEqual({ data: { liked: true } });
    expect([...x.likes]).toEqual([mention.id]);

    const missing = await sendJson('/2/users/2244994945/likes', access_token, { tweet_id: '12345' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: 'https://api.x.com/2/problems/resource-not-found' });
    expect((await sendJson(`/2/users/${ada.id}/likes`, access_token, { tweet_id: mention.id })).status).toBe(403);

    const unliked = await api(`/2/users/2244994945/likes/${mention.id}`, access_token, { method: 'DELETE' });
    expect(await unliked.json()).toEqual({ data: { liked: false } });
    expect(x.likes.size).toBe(0);
  });

  it('reposts a post', async () => {
    x = await startXStandIn();
    const { access_token } = await connect(INBOX_SCOPES);
    const mention = x.mention(ada, '@northwindcoffee come try our pastries');
    const reposted = await sendJson('/2/users/2244994945/retweets', access_token, { tweet_id: mention.id });
    expect(reposted.status).toBe(200);
    expect(await reposted.json()).toEqual({ data: { retweeted: true } });
    expect(x.retweets.has(mention.id)).toBe(true);
    const undone = await api(`/2/users/2244994945/retweets/${mention.id}`, access_token, { method: 'DELETE' });
    expect(await undone.json()).toEqual({ data: { retweeted: false } });
    expect(x.retweets.size).toBe(0);
  });

  it('refuses the inbox routes without their scopes, and honours rateLimitNext and dropAnswerNext', async () => {
    x = await startXStandIn();
    const { access_token } = await connect('tweet.read users.read');
    const mention = x.mention(ada, '@northwindcoffee hello');
    x.directMessage(ada, 'Hello');
    for (const answer of [
      await api('/2/dm_events', access_token),
      await sendJson(`/2/dm_conversations/with/${ada.id}/messages`, access_token, { text: 'Hi' }),
      await sendJson('/2/users/2244994945/likes', access_token, { tweet_id: mention.id }),
      await api(`/2/users/2244994945/likes/${mention.id}`, access_token, { method: 'DELETE' }),
      await sendJson('/2/users/2244994945/retweets', access_token, { tweet_id: mention.id }),
    ]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ title: 'Forbidden', detail: /missing .*scope/ });
    }
    expect(x.dmEvents).toHaveLength(1);
    expect(x.likes.size + x.retweets.size).toBe(0);
    expect((await api('/2/users/2244994945/mentions', null)).status).toBe(401);

    const full = await connect(INBOX_SCOPES);
    x.rateLimitNext('GET /2/users/2244994945/mentions', 1, 30);
    expect((await api('/2/users/2244994945/mentions', full.access_token)).status).toBe(429);
    expect((await api('/2/users/2244994945/mentions', full.access_token)).status).toBe(200);
    x.dropAnswerNext('POST /2/dm_conversations');
    await expect(
      sendJson(`/2/dm_conversations/with/${ada.id}/messages`, full.access_token, { text: 'Lost' }),
    ).rejects.toThrow();
    expect(x.dmEvents.map((event) => event.text)).toEqual(['Hello', 'Lost']);
  });
});
