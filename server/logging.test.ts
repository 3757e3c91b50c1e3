import { describe, expect, it } from 'vitest';
import { redactPath, redactText, redactUrl } from './logging.ts';
import { png } from './testing/images.ts';
import { DEMO, openedPerTest } from './testing/test-app.ts';

const open = openedPerTest();

describe('the logs', () => {
  it('never hold the access_token of a URL, on answers and on errors alike', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    // Two failures that quote the URL: an error naming it, and Fastify's own warning about a reply sent twice.
    t.app.get('/api/test/fails', async (request) => {
      throw new Error(`could not read ${request.url}`, { cause: new Error(`at ${request.url}`) });
    });
    t.app.get('/api/test/sends-twice', async (_request, reply) => {
      await reply.send({ status: 'success' });
      return { status: 'success' };
    });
    t.deps.media.put = async () => {
      throw new Error('EACCES: permission denied');
    };
    const calls = [
      { url: `/api/account/get?access_token=${token}`, status: 200 },
      { url: `/api/inbox/get?channel_id=x&access_token=${token}`, status: 400 },
      { url: `/api/nothing-here?access_token=${token}`, status: 404 },
      { url: `/api/test/fails?access_token=${token}`, status: 500 },
      { url: `/api/test/sends-twice?access_token=${token}`, status: 200 },
    ];
    for (const { url, status } of calls) expect((await t.app.inject({ url })).statusCode, url).toBe(status);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/media/upload?access_token=${token}`,
      headers: { 'content-type': 'image/png' },
      payload: png(4, 4),
    });
    expect(upload.statusCode).toBe(503);

    const logs = t.logs();
    expect(logs).toContain('could not read /api/test/fails?access_token=[redacted]');
    expect(logs).toContain('Reply was already sent');
    expect(logs).toContain('EACCES');
    expect(logs).not.toContain(token);
  });

  it('redact every secret parameter of a URL, in a URL and in any text that quotes one', () => {
    expect(redactUrl('/api/x?a=1&access_token=abc&code=zz')).toBe('/api/x?a=1&access_token=[redacted]&code=[redacted]');
    expect(redactText('in "/api/x?access_token=abc" (GET); /cb?code=zz&state=s')).toBe(
      'in "/api/x?access_token=[redacted]" (GET); /cb?code=[redacted]&state=s',
    );
    // Only whole parameter names: a name that ends like one is kept.
    expect(redactText('/x?zipcode=12345&barcode=9')).toBe('/x?zipcode=12345&barcode=9');
  });

  it("redact the secret of an invitation's or a review link's page, which is in its path", () => {
    expect(redactPath('/review/AbC-_123')).toBe('/review/[redacted]');
    expect(redactUrl('/invite/s3cret?x=1&token=t')).toBe('/invite/[redacted]?x=1&token=[redacted]');
    // Other paths, and the API's own review calls (whose secret is a header), are kept as they are.
    expect(redactPath('/api/review/get')).toBe('/api/review/get');
    expect(redactPath('/reviews/review')).toBe('/reviews/review');
  });
});
