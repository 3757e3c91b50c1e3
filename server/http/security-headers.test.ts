import { describe, expect, it } from 'vitest';
import { png } from '../testing/images.ts';
import { DEMO, openedPerTest } from '../testing/test-app.ts';
import { headersSetBy } from './security-headers.ts';

const open = openedPerTest();

const headersOf = (reply: { headers: Record<string, unknown> }) => ({
  referrer: reply.headers['referrer-policy'],
  cache: reply.headers['cache-control'],
});

/** A picture uploaded by the demo's owner, as anyone fetches it from its public address. */
async function uploadedPicture(t: Awaited<ReturnType<typeof open>>) {
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': 'image/png' },
    payload: png(4, 4),
  });
  return t.app.inject({ url: new URL(uploaded.json().data.url as string).pathname });
}

describe('answers to a request with a credential', () => {
  it('are not stored and send no Referer, success or error, however the token came', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const bearer = { authorization: `Bearer ${token}` };
    const replies = [
      await t.app.inject({ url: `/api/inbox/get?access_token=${token}` }),
      await t.app.inject({ url: '/api/inbox/get', headers: bearer }),
      await t.app.inject({ method: 'POST', url: '/api/inbox/archive', payload: { access_token: token } }),
      // Errors: a bad parameter, an unknown id, a refused token, an unknown path, an undecodable URL.
      await t.app.inject({ url: `/api/inbox/get?channel_id=x&access_token=${token}` }),
      await t.app.inject({ url: '/api/inbox/getItem?reply_id=999999999&channel_id=1', headers: bearer }),
      await t.app.inject({ url: '/api/inbox/get?access_token=not-a-token' }),
      await t.app.inject({ url: `/api/nothing-here?access_token=${token}` }),
      await t.app.inject({ url: `/api/inbox/g%ZZet?access_token=${token}` }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 404, 401, 404, 400]);
    for (const reply of replies) expect(headersOf(reply)).toEqual({ referrer: 'no-referrer', cache: 'no-store' });
  });

  it('before any route: a request line too long for the HTTP parser', async () => {
    const t = await open();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reply = await fetch(`${origin}/api/inbox/get?access_token=abc&pad=${'a'.repeat(20_000)}`);
    expect(reply.status).toBe(431);
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});

describe('public answers asked for without a credential', () => {
  it('keep their caching, with no Referer either', async () => {
    const t = await open();
    const health = await t.app.inject({ url: '/api/health' });
    const openApi = await t.app.inject({ url: '/api/openapi.json' });
    for (const reply of [health, openApi]) {
      expect(reply.statusCode).toBe(200);
      expect(headersOf(reply)).toEqual({ referrer: 'no-referrer', cache: undefined });
    }
    const picture = await uploadedPicture(t);
    expect(picture.statusCode).toBe(200);
    expect(headersOf(picture)).toEqual({ referrer: 'no-referrer', cache: 'public, max-age=31536000, immutable' });
  });
});

describe('the headers helmet sets', () => {
  it('are worked out once, as helmet would set them on a response, removals included', () => {
    const headers = headersSetBy((_request, response, next) => {
      response.setHeader('X-Frame-Options', 'DENY');
      response.setHeader('X-Powered-By', 'something');
      response.setHeader('Strict-Transport-Security', 'max-age=1');
      response.removeHeader('X-Powered-By');
      next();
    });
    expect(headers).toEqual({ 'x-frame-options': 'DENY', 'strict-transport-security': 'max-age=1' });
    expect(() => headersSetBy((_request, _response, next) => next(new Error('bad directive')))).toThrow(
      'bad directive',
    );
  });

  it('are on every page and picture, and a route’s own policy replaces the shared one', async () => {
    const t = await open();
    const picture = await uploadedPicture(t);
    const docs = await t.app.inject({ url: '/api/docs' });
    const form = await t.app.inject({ url: '/api/oauth/authorize?client_id=dashboard' });
    expect([picture, docs].map((a) => a.statusCode)).toEqual([200, 200]);
    // The login form's page, here saying what its address lacks.
    expect(form.headers['content-type']).toContain('text/html');
    for (const page of [picture, docs, form]) {
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    for (const own of [docs, form]) {
      expect(own.headers['content-security-policy']).not.toBe(picture.headers['content-security-policy']);
      // One value each, not the shared value and the route's joined.
      expect(String(own.headers['content-security-policy']).match(/default-src/g)).toHaveLength(1);
    }
  });

  it('on the API’s JSON, are those an API answer needs, found or not, failed or not', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/inbox/get', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ url: '/api/inbox/get?channel_id=x', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ url: '/api/inbox/get' }),
      await t.app.inject({ url: '/api/nothing-here' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      // A document's concerns, not a JSON answer's.
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(answer.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });
});
