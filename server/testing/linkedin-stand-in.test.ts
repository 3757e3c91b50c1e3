import { afterEach, describe, expect, it } from 'vitest';
import { png } from './images.ts';
import { renderLittleText, startLinkedInStandIn, type LinkedInStandIn } from './linkedin-stand-in.ts';

// The stand-in is only worth its tests if it refuses what LinkedIn refuses: these call it with plain fetch, as any
// client would, against the pages summed up in docs/research/network-apis.md, section "4. LinkedIn"
// (learn.microsoft.com/en-us/linkedin: authorization-code-flow, posts-api, images-api, comments-api,
// reactions-api, error-handling, rate-limits, versioning).

const CALLBACK = 'http://127.0.0.1:9/api/channels/callback';
const ALL_SCOPES = 'openid profile w_member_social r_organization_admin w_organization_social r_organization_social';
const ORG = 'urn:li:organization:2414183';
let li: LinkedInStandIn;
afterEach(() => li?.close());

function authorizeUrl(changes: Record<string, string | null> = {}) {
  const address = new URL('/oauth/v2/authorization', li.url);
  const query = {
    response_type: 'code',
    client_id: li.clientId,
    redirect_uri: CALLBACK,
    scope: ALL_SCOPES,
    state: 's1',
  };
  for (const [name, value] of Object.entries({ ...query, ...changes }))
    if (value !== null) address.searchParams.set(name, value);
  return address.href;
}

const tokenRequest = (form: Record<string, string>) =>
  fetch(`${li.url}/oauth/v2/accessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

interface Tokens {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope: string;
}

async function signIn(scope = ALL_SCOPES): Promise<Tokens> {
  const back = new URL(li.approve(authorizeUrl({ scope })));
  const answer = await tokenRequest({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: CALLBACK,
    client_id: li.clientId,
    client_secret: li.clientSecret,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Tokens;
}

const VERSIONED = { 'LinkedIn-Version': '202603', 'X-Restli-Protocol-Version': '2.0.0' };
const api = (path: string, token: string | null, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${li.url}${path}`, {
    ...init,
    headers: { ...VERSIONED, ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
const postJson = (path: string, token: string, body: unknown) =>
  api(path, token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const newPost = (author: string, commentary: string) => ({
  author,
  commentary,
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
  lifecycleState: 'PUBLISHED',
});

describe('LinkedIn stand-in: 3-legged OAuth', () => {
  it('serves a consent form that posts back to itself, and sends a cancel back as LinkedIn does', async () => {
    li = await startLinkedInStandIn();
    const consent = await fetch(authorizeUrl());
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('<form method="post" action="/oauth/v2/authorization">');
    expect(html).toContain('Signed in as Maya Lindqvist');
    expect((await fetch(authorizeUrl({ client_id: 'another-app' }))).status).toBe(400);
    expect((await fetch(authorizeUrl({ scope: 'openid r_everything' }))).status).toBe(400);

    const choose = (decision: string) =>
      fetch(`${li.url}/oauth/v2/authorization`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${new URL(authorizeUrl()).searchParams}&decision=${decision}`,
      });
    const allowed = new URL((await choose('allow')).headers.get('location')!);
    expect(allowed.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(allowed.searchParams.get('state')).toBe('s1');
    const cancelled = new URL((await choose('deny')).headers.get('location')!);
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({
      state: 's1',
      error: 'user_cancelled_authorize',
      error_description: 'The user cancelled the authorization',
    });
  });

  it('wants the secret in the form, not Basic; gives 60-day tokens, a 365-day refresh token that stays', async () => {
    li = await startLinkedInStandIn();
    const code = new URL(li.approve(authorizeUrl())).searchParams.get('code')!;
    const basic = await fetch(`${li.url}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${li.clientId}:${li.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }),
    });
    expect(basic.status).toBe(401);
    const tokens = await signIn();
    expect(tokens).toMatchObject({ expires_in: 60 * 86400, scope: ALL_SCOPES.split(' ').join(',') });
    expect(tokens.refresh_token_expires_in).toBeGreaterThan(365 * 86400 - 5);
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: li.clientId,
      client_secret: li.clientSecret,
    });
    const again = (await refreshed.json()) as Tokens;
    expect(again.refresh_token).toBe(tokens.refresh_token);
    expect(again.access_token).not.toBe(tokens.access_token);
  });

  it('gives no refresh token to an app LinkedIn has not approved for them', async () => {
    li = await startLinkedInStandIn({ refreshTokens: false });
    const tokens = await signIn();
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.expires_in).toBe(60 * 86400);
  });

  it('answers 401 with the code for a missing, unknown, expired and revoked token', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    const userinfo = (token: string | null) => api('/v2/userinfo', token).then((r) => r.json());
    expect(await userinfo(null)).toEqual({ status: 401, serviceErrorCode: 401, message: 'Empty oauth2_access_token' });
    expect(await userinfo('made-up')).toMatchObject({ serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
    expect(await userinfo(access_token)).toMatchObject({ sub: '782bbtaQ', name: 'Maya Lindqvist' });
    li.expireAccessTokens();
    expect(await userinfo(access_token)).toMatchObject({ status: 401, serviceErrorCode: 65602 });
    li.revokeAll();
    expect(await userinfo(access_token)).toMatchObject({ serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' });
  });
});

describe('LinkedIn stand-in: the versioned API', () => {
  it('wants a served LinkedIn-Version and Rest.li 2.0 on /rest', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    const acls = '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED';
    const without = await api(acls, access_token, { headers: { 'LinkedIn-Version': '' } });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ code: 'VERSION_MISSING' });
    expect((await api(acls, access_token, { headers: { 'LinkedIn-Version': '202201' } })).status).toBe(426);
    expect((await api(acls, access_token, { headers: { 'X-Restli-Protocol-Version': '1.0.0' } })).status).toBe(400);
    const listed = await api(acls, access_token);
    expect(await listed.json()).toMatchObject({
      elements: [{ organization: ORG, role: 'ADMINISTRATOR', state: 'APPROVED', roleAssignee: li.memberUrn }],
    });
  });

  it('creates a post (URN in x-restli-id), refuses another author, a duplicate and a post over 3,000', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    const made = await postJson(
      '/rest/posts',
      access_token,
      newPost(ORG, 'Open \\(almost\\) all day {hashtag|\\#|coffee}'),
    );
    expect(made.status).toBe(201);
    expect(await made.text()).toBe('');
    expect(made.headers.get('x-restli-id')).toBe(li.posts[0]!.urn);
    expect(li.posts[0]!.text).toBe('Open (almost) all day #coffee');

    const other = await postJson('/rest/posts', access_token, newPost('urn:li:organization:5550001', 'Hi'));
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    const twice = await postJson('/rest/posts', access_token, newPost(ORG, li.posts[0]!.commentary));
    expect(twice.status).toBe(422);
    expect((await twice.json()) as { message: string }).toMatchObject({
      message: `Content is a duplicate of ${li.posts[0]!.urn}`,
    });
    expect((await postJson('/rest/posts', access_token, newPost(ORG, 'x'.repeat(3001)))).status).toBe(422);
    const noFeed = { ...newPost(ORG, 'No feed'), distribution: {} };
    expect((await postJson('/rest/posts', access_token, noFeed)).status).toBe(422);
    expect(li.posts).toHaveLength(1);
  });

  it('takes an image only once its bytes are PUT to the upload address, with the bearer token', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    const init = await postJson('/rest/images?action=initializeUpload', access_token, {
      initializeUploadRequest: { owner: ORG },
    });
    const { value } = (await init.json()) as { value: { uploadUrl: string; image: string } };
    expect(value.uploadUrl.startsWith(`${li.url}/dms-uploads/`)).toBe(true);
    const withImage = { ...newPost(ORG, 'Our mug'), content: { media: { id: value.image } } };
    expect((await postJson('/rest/posts', access_token, withImage)).status).toBe(422);
    const put = (token: string | null, bytes: Buffer) =>
      fetch(value.uploadUrl, {
        method: 'PUT',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: bytes,
      });
    expect((await put(null, png(4, 4))).status).toBe(401);
    expect((await put(access_token, Buffer.from('not an image'))).status).toBe(400);
    expect((await put(access_token, png(4, 4))).status).toBe(201);
    expect((await postJson('/rest/posts', access_token, withImage)).status).toBe(201);
    expect(li.posts[0]!.content).toEqual({ media: { id: value.image } });
  });

  it('lists a page’s comments for r_organization_social, and a member’s only for r_member_social', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    await postJson('/rest/posts', access_token, newPost(ORG, 'Ask us'));
    await postJson('/rest/posts', access_token, newPost(li.memberUrn, 'My own'));
    const [orgPost, memberPost] = li.posts;
    const question = li.comment('urn:li:person:ada1', orgPost!.urn, 'When do you open?');
    li.comment('urn:li:person:bo22', question.urn, 'Seconded');
    expect(() => li.comment('urn:li:person:ada1', li.comments[1]!.urn, 'Deeper')).toThrow(/one level/);
    const list = (target: string, token = access_token) =>
      api(`/rest/socialActions/${encodeURIComponent(target)}/comments`, token);
    const top = (await (await list(orgPost!.urn)).json()) as { elements: Record<string, unknown>[] };
    expect(top.elements).toEqual([
      expect.objectContaining({
        commentUrn: question.urn,
        actor: 'urn:li:person:ada1',
        object: orgPost!.urn,
        message: { text: 'When do you open?', attributes: [] },
        commentsSummary: { totalFirstLevelComments: 1, aggregatedTotalComments: 1 },
      }),
    ]);
    const nested = (await (await list(question.urn)).json()) as { elements: Record<string, unknown>[] };
    expect(nested.elements).toEqual([
      expect.objectContaining({ parentComment: question.urn, message: expect.anything() }),
    ]);
    expect((await list(memberPost!.urn)).status).toBe(403);
    const allowed = await signIn(`${ALL_SCOPES} r_member_social`);
    expect((await list(memberPost!.urn, allowed.access_token)).status).toBe(200);
  });

  it('answers comments one level deep, deletes only the actor’s own, and takes reactions on both', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    await postJson('/rest/posts', access_token, newPost(ORG, 'Ask us'));
    const post = li.posts[0]!;
    const question = li.comment('urn:li:person:ada1', post.urn, 'Decaf?');
    const target = `/rest/socialActions/${encodeURIComponent(question.urn)}/comments`;
    const answer = { actor: ORG, object: post.urn, message: { text: 'Yes!' }, parentComment: question.urn };
    expect((await postJson(target, access_token, { ...answer, parentComment: undefined })).status).toBe(422);
    const made = await postJson(target, access_token, answer);
    expect(made.status).toBe(201);
    const reply = (await made.json()) as { id: string; commentUrn: string };
    expect(made.headers.get('x-restli-id')).toBe(reply.id);
    expect(reply.commentUrn).toBe(`urn:li:comment:(${post.urn},${reply.id})`);

    const remove = (id: string, actor: string) =>
      api(
        `/rest/socialActions/${encodeURIComponent(post.urn)}/comments/${id}?actor=${encodeURIComponent(actor)}`,
        access_token,
        {
          method: 'DELETE',
        },
      );
    expect((await remove(question.id, ORG)).status).toBe(403);
    expect((await remove(reply.id, ORG)).status).toBe(204);
    expect(li.comments.map((c) => c.id)).toEqual([question.id]);

    const like = await postJson(`/rest/reactions?actor=${encodeURIComponent(ORG)}`, access_token, {
      root: question.urn,
      reactionType: 'LIKE',
    });
    expect(like.status).toBe(201);
    expect(li.reactions).toEqual([{ actor: ORG, entity: question.urn, reactionType: 'LIKE' }]);
    const key = `(actor:${encodeURIComponent(ORG)},entity:${encodeURIComponent(question.urn).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    expect((await api(`/rest/reactions/${key}`, access_token, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/rest/reactions/${key}`, access_token, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('LinkedIn stand-in: failures a test asks for', () => {
  it('answers 429 with LinkedIn’s body, with Retry-After only when given; drops an answer after the work', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    li.rateLimitNext('POST /rest/posts', 1);
    li.rateLimitNext('GET /rest/organizationAcls', 1, 30);
    const daily = await postJson('/rest/posts', access_token, newPost(ORG, 'Later'));
    expect(daily.status).toBe(429);
    expect(daily.headers.get('retry-after')).toBeNull();
    expect(await daily.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    const soon = await api('/rest/organizationAcls?q=roleAssignee', access_token);
    expect(soon.headers.get('retry-after')).toBe('30');
    li.dropAnswerNext('POST /rest/posts');
    await expect(postJson('/rest/posts', access_token, newPost(ORG, 'Lost answer'))).rejects.toThrow();
    expect(li.posts.map((p) => p.text)).toEqual(['Lost answer']);
  });

  it('shows little text as LinkedIn does, cutting at an unescaped reserved character', () => {
    expect(renderLittleText('A \\#1 cup @[Northwind](urn:li:organization:1) {hashtag|\\#|latte}')).toBe(
      'A #1 cup Northwind #latte',
    );
    expect(renderLittleText('Fresh (roast) today')).toBe('Fresh ');
  });
});

describe('LinkedIn stand-in: figures', () => {
  it('refuses a member’s social metadata without r_member_social, and a page’s statistics to a non-administrator', async () => {
    li = await startLinkedInStandIn();
    const { access_token } = await signIn();
    const created = await postJson('/rest/posts', access_token, newPost(li.memberUrn, 'Mine'));
    const urn = created.headers.get('x-restli-id')!;
    const metadata = await api(`/rest/socialMetadata/${encodeURIComponent(urn)}`, access_token);
    expect(metadata.status).toBe(403);
    const batch = await api(`/rest/socialMetadata?ids=List(${encodeURIComponent(urn)})`, access_token);
    expect(await batch.json()).toMatchObject({ results: {}, statuses: { [urn]: 403 } });

    const harbor = 'urn:li:organization:5550001';
    const statistics = await api(
      `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(harbor)}`,
      access_token,
    );
    expect(statistics.status).toBe(403);
    const own = await api(
      `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(ORG)}&shares=List(urn%3Ali%3AugcPost%3A1)`,
      access_token,
    );
    expect(own.status).toBe(422);
  });
});
