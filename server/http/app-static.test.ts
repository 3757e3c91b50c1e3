import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { precompressDashboard } from '../../scripts/precompress.ts';
import { buildApp } from './app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { createLogger } from '../logging.ts';
import { createDeps } from '../deps.ts';

const script = `export const app = ${JSON.stringify('the dashboard '.repeat(200))};\n`;
let dist: string;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'avatars'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Social Desk</title>${'<!-- - -->'.repeat(150)}`);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'review.html'), '<!doctype html><title>Review posts</title>');
  writeFileSync(
    join(dist, 'avatars', 'person-1.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
  );
  await precompressDashboard(dist);
  const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', SIMULATOR: '0' });
  const deps = createDeps(database.db, config, { log: createLogger(config.LOG_LEVEL, new PassThrough()) });
  app = await buildApp(deps, { distDir: dist });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built dashboard', () => {
  it('answers a review link with the review page, kept out of search engines, caches and Referer headers', async () => {
    const reply = await app.inject({ url: `/review/${'a'.repeat(43)}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<title>Review posts</title>');
    expect(reply.headers).toMatchObject({
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(reply.headers['content-security-policy']).toBeTruthy();
    // Any other page is the dashboard's.
    expect((await app.inject({ url: '/reviews' })).body).toContain('<title>Social Desk</title>');
  });

  it('sends a hashed asset compressed to a browser that takes Brotli, cached for good', async () => {
    const reply = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes none', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a dashboard route with the page, revalidated every time', async () => {
    const reply = await app.inject({ url: '/inbox', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toMatch(/<title>Social Desk<\/title>/);
  });

  it('keeps files without a hash in their name a week', async () => {
    const reply = await app.inject({ url: '/avatars/person-1.svg', headers: { 'accept-encoding': 'gzip, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(reply.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('still answers unknown API paths with the error body', async () => {
    const reply = await app.inject({ url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('security headers', () => {
  const csp = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('hold the dashboard to its own scripts and styles, unframed, unsniffed, with no Referer leaving', async () => {
    for (const url of ['/inbox', '/assets/index-abc123.js']) {
      const reply = await app.inject({ url });
      const policy = csp(reply.headers['content-security-policy']);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['style-src'], url).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      // Over plain HTTP a Strict-Transport-Security header would only be ignored.
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('let the API’s JSON load nothing, found or not, unframed, unsniffed, with no Referer leaving', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const reply = await app.inject({ url });
      expect(csp(reply.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      // Over plain HTTP a Strict-Transport-Security header would only be ignored.
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('let the dashboard show uploaded pictures from the service’s public origin, whatever name it was opened at', async () => {
    const reply = await app.inject({ url: '/inbox' });
    const policy = csp(reply.headers['content-security-policy']);
    // PUBLIC_ORIGIN unset: pictures are at http://localhost:PORT, the dashboard perhaps at 127.0.0.1.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:', 'http://localhost:8787']);
  });

  it('keep the login form’s stricter policy of its own', async () => {
    const reply = await app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/callback',
        response_type: 'code',
      })}`,
    });
    expect(reply.statusCode).toBe(200);
    const policy = csp(reply.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
