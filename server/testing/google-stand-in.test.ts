import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in.ts';

// The stand-in is only worth its tests if it answers as Google documents: OAuth 2.0 for web server applications
// (developers.google.com/identity/protocols/oauth2/web-server), the Business Profile API reference
// (developers.google.com/my-business/reference) and Google's error model (cloud.google.com/apis/design/errors),
// summed up in docs/research/network-apis.md, section 6. Called with plain fetch, as any client would.

const SCOPE = 'https://www.googleapis.com/auth/business.manage';
const REDIRECT = 'http://127.0.0.1:9/api/channels/callback';
const LOCATION = 'accounts/4815162342/locations/7301221874';
let g: GoogleStandIn;

beforeAll(async () => {
  g = await startGoogleStandIn();
});
afterAll(() => g.close());
beforeEach(() => {
  g.localPosts.length = 0;
  g.reviews.length = 0;
});

function authorizeUrl(challenge: string, changes: Record<string, string | null> = {}) {
  const address = new URL('/o/oauth2/v2/auth', g.url);
  const query = {
    response_type: 'code',
    client_id: g.clientId,
    redirect_uri: REDIRECT,
    scope: SCOPE,
    state: 'state-123',
    access_type: 'offline',
    prompt: 'consent',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...changes,
  };
  for (const [name, value] of Object.entries(query)) if (value !== null) address.searchParams.set(name, value);
  return address.href;
}

const token = (form: Record<string, string>) =>
  fetch(`${g.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** Consent, code, exchange: the tokens. */
async function signIn(changes: Record<string, string | null> = {}): Promise<Tokens> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const back = new URL(await g.approve(authorizeUrl(challenge, changes)));
  const answer = await token({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: g.clientId,
    client_secret: g.clientSecret,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Tokens;
}

const api = (path: string, accessToken: string | null, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${g.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const createPost = (accessToken: string, body: unknown) =>
  api(`/v4/${LOCATION}/localPosts`, accessToken, { method: 'POST', body });

describe('the Google stand-in’s sign-in', () => {
  it('walks in a browser: a consent form posting back to itself, then a redirect with code and state', async () => {
    const address = authorizeUrl('a'.repeat(43));
    const page = await fetch(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/o/oauth2/v2/auth">');
    expect(html).toContain('See, edit, create and delete your Google business listings');
    const form = new URLSearchParams(new URL(address).searchParams);
    form.set('decision', 'allow');
    const decided = await fetch(`${g.url}/o/oauth2/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(decided.status).toBe(302);
    const back = new URL(decided.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an authorize request Google would refuse', async () => {
    const refusals: Record<string, string | null>[] = [
      { access_type: 'forever' },
      { scope: 'https://www.googleapis.com/auth/unknown' },
      { scope: null },
    ];
    for (const changes of refusals) {
      const page = await fetch(authorizeUrl('a'.repeat(43), changes));
      expect(page.status, JSON.stringify(changes)).toBe(400);
    }
  });

  it('gives an hour-long access token, and a refresh token only for offline access', async () => {
    const offline = await signIn();
    expect(offline).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: SCOPE });
    expect(offline.refresh_token).toEqual(expect.any(String));
    expect((await signIn({ access_type: null })).refresh_token).toBeUndefined();
  });

  it('wants the client’s secret in the form, and keeps the refresh token through refreshes (no rotation)', async () => {
    const { refresh_token } = await signIn();
    const refresh = { grant_type: 'refresh_token', refresh_token: refresh_token!, client_id: g.clientId };
    const unauthenticated = await token({ ...refresh, client_secret: 'wrong' });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({ error: 'invalid_client' });
    for (let i = 0; i < 2; i++) {
      const renewed = await token({ ...refresh, client_secret: g.clientSecret });
      expect(renewed.status).toBe(200);
      const body = (await renewed.json()) as Tokens;
      expect(body.access_token).toEqual(expect.any(String));
      expect(body).not.toHaveProperty('refresh_token');
    }
    g.revokeAll();
    const revoked = await token({ ...refresh, client_secret: g.clientSecret });
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the Google stand-in’s API', () => {
  let accessToken: string;
  beforeAll(async () => {
    accessToken = (await signIn()).access_token;
  });

  it('answers 401 UNAUTHENTICATED without a live token, 403 without the business.manage scope', async () => {
    const anonymous = await api('/v1/accounts', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    const narrow = (await signIn({ scope: 'openid email' })).access_token;
    const denied = await api('/v1/accounts', narrow);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
  });

  it('lists locations only with a read mask, and only the fields it names', async () => {
    const unmasked = await api('/v1/accounts/4815162342/locations', accessToken);
    expect(unmasked.status).toBe(400);
    expect(await unmasked.json()).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field: 'read_mask' }] }] },
    });
    const listed = await api('/v1/accounts/4815162342/locations?readMask=name,title', accessToken);
    const { locations } = (await listed.json()) as { locations: Record<string, unknown>[] };
    expect(locations).toEqual([
      { name: 'locations/7301221874', title: 'Northwind Coffee' },
      { name: 'locations/7301221875', title: 'Northwind Coffee' },
    ]);
  });

  it('refuses a local post Google would refuse, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ summary: 'No topic' }, 'topic_type'],
      [{ topicType: 'STANDARD', summary: 'x'.repeat(1501) }, 'summary'],
      [{ topicType: 'STANDARD', callToAction: { actionType: 'LEARN_MORE' } }, 'call_to_action.url'],
      [{ topicType: 'STANDARD', media: [{ mediaFormat: 'PHOTO', dataRef: {} }] }, 'media[0].source_url'],
    ];
    for (const [body, field] of cases) {
      const refused = await createPost(accessToken, body);
      expect(refused.status, field).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { details: [{ fieldViolations: [{ field }] }] } });
    }
    const unknown = await createPost(accessToken, { topicType: 'STANDARD', text: 'Not a LocalPost field' });
    expect(await unknown.json()).toMatchObject({ error: { message: expect.stringContaining('Unknown name "text"') } });
    expect(g.localPosts).toEqual([]);
  });

  it('makes a local post and answers it whole', async () => {
    const made = await createPost(accessToken, {
      languageCode: 'en',
      summary: 'Hello',
      topicType: 'STANDARD',
      callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com' },
      media: [{ mediaFormat: 'PHOTO', sourceUrl: 'https://example.com/a.jpg' }],
    });
    expect(made.status).toBe(200);
    const post = (await made.json()) as { name: string; state: string; searchUrl: string };
    expect(post.name).toMatch(new RegExp(`^${LOCATION}/localPosts/[\\w-]+$`));
    expect(post).toMatchObject({ state: 'LIVE', searchUrl: expect.stringMatching(/^https:\/\/local\.google\.com\//) });
    const listed = await api(`/v4/${LOCATION}/localPosts?pageSize=101`, accessToken);
    expect(listed.status).toBe(400);
  });

  it('pages reviews by at most 50, in the orders Google knows, and takes one reply per review', async () => {
    const review = g.review(LOCATION, { displayName: 'Grace' }, 4, 'Nice');
    expect((await api(`/v4/${LOCATION}/reviews?pageSize=51`, accessToken)).status).toBe(400);
    expect((await api(`/v4/${LOCATION}/reviews?orderBy=newest`, accessToken)).status).toBe(400);
    const listed = await (await api(`/v4/${LOCATION}/reviews`, accessToken)).json();
    expect(listed).toMatchObject({ reviews: [{ name: review.name, starRating: 'FOUR' }], totalReviewCount: 1 });
    const empty = await api(`/v4/${review.name}/reply`, accessToken, { method: 'PUT', body: { comment: '' } });
    expect(empty.status).toBe(400);
    const replied = await api(`/v4/${review.name}/reply`, accessToken, { method: 'PUT', body: { comment: 'Thanks!' } });
    expect(await replied.json()).toMatchObject({ comment: 'Thanks!', updateTime: expect.any(String) });
    expect((await api(`/v4/${review.name}/reply`, accessToken, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/v4/${review.name}/reply`, accessToken, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers a forced limit as RESOURCE_EXHAUSTED with when to come back', async () => {
    g.rateLimitNext('GET /v1/accounts', 1, 30);
    const limited = await api('/v1/accounts', accessToken);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toMatchObject({
      error: { code: 429, status: 'RESOURCE_EXHAUSTED', details: [{ retryDelay: '30s' }] },
    });
    expect((await api('/v1/accounts', accessToken)).status).toBe(200);
  });
});
