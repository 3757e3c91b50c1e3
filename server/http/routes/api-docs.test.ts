import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** Where the page's links lead, read as a browser would from the address it was loaded at. */
const linksOf = (html: string, pageUrl: string) =>
  [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, href]) => new URL(href!, pageUrl));

describe('the API reference page', () => {
  it('is HTML under its own policy: scripts, styles and calls from this origin only, never framed', async () => {
    const reply = await t.app.inject({ url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    const policy = csp(reply.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(reply.body).toMatch(/<html lang="en">/);
    expect(reply.body).toMatch(/<title>API reference · Social Desk<\/title>/);
    expect(reply.body).toMatch(/<meta name="viewport"/);
    expect(reply.body).toMatch(/<main id="reference">/);
  });

  it('loads the stylesheet, the bundle and the init script from /api/docs/, with or without the trailing slash', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs?x=1']) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      const links = linksOf(reply.body, `https://desk.example${url}`);
      expect(
        links.every((link) => link.origin === 'https://desk.example'),
        url,
      ).toBe(true);
      const paths = links.map((link) => link.pathname);
      expect(paths, url).toEqual(
        expect.arrayContaining(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']),
      );
    }
  });

  it('has no inline script: every script element names its file', async () => {
    const { body } = await t.app.inject({ url: '/api/docs' });
    const scripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/ src="/);
      expect(content).toBe('');
    }
  });
});

describe('the files of the reference', () => {
  it.each([
    ['swagger-ui.css', /^text\/css/, 100_000],
    ['swagger-ui-bundle.js', /^text\/javascript/, 1_000_000],
    ['favicon-32x32.png', /^image\/png$/, 100],
    ['favicon-16x16.png', /^image\/png$/, 100],
    ['init.js', /^text\/javascript/, 100],
  ])('answers %s as %s, kept a day', async (file, type, minimumSize) => {
    const reply = await t.app.inject({ url: `/api/docs/${file}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(type);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.rawPayload.length).toBeGreaterThan(minimumSize);
  });

  it('starts Swagger UI on the document beside the page, without asking Swagger’s validator', async () => {
    const { body } = await t.app.inject({ url: '/api/docs/init.js' });
    expect(body).toMatch(/SwaggerUIBundle\(/);
    expect(body).toMatch(/new URL\('\.\.\/openapi\.json', document\.currentScript\.src\)/);
    expect(body).toMatch(/dom_id: '#reference'/);
    expect(body).toMatch(/validatorUrl: null/);
    expect(new URL('../openapi.json', 'https://desk.example/api/docs/init.js').pathname).toBe('/api/openapi.json');
    const document = await t.app.inject({ url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    });
  });

  it('answers any other name with the service’s 404', async () => {
    for (const file of ['index.html', 'swagger-ui-bundle.js.map', 'package.json', 'constructor', '__proto__']) {
      const reply = await t.app.inject({ url: `/api/docs/${file}` });
      expect(reply.statusCode, file).toBe(404);
      expect(reply.json(), file).toEqual({
        status: 'error',
        code: 'not_found',
        message: `There is no GET /api/docs/${file}. See /api/openapi.json for the interface.`,
      });
    }
  });

  it('reads nothing outside the list, however the path is spelled', async () => {
    for (const url of [
      '/api/docs/..%2Fpackage.json',
      '/api/docs/..%2Fswagger-ui-dist%2Fpackage.json',
      '/api/docs/%2e%2e/x',
      '/api/docs/%2e%2e%2fpackage.json',
      '/api/docs/..%5Cpackage.json',
      '/api/docs/swagger-ui.css%00',
      '/api/docs/../docs/swagger-ui.css/..%2F..%2Fpackage.json',
    ]) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toMatchObject({ code: 'not_found' });
    }
  });
});
