import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const JS = 'text/javascript; charset=utf-8';

/**
 * The page's files, by the only names /api/docs/ answers, with their types: our init.js and swagger-ui-dist's
 * own files. Nothing outside this list is read, whatever the request's path says.
 */
const FILES: Readonly<Record<string, string>> = {
  'init.js': JS,
  'swagger-ui-bundle.js': JS,
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/**
 * Starts Swagger UI on the document beside /api/docs, found from this script's own address so that the page
 * works under any path prefix. The validator badge would call validator.swagger.io, and query configuration
 * would let a link load another document: both off. The token given to Authorize stays in the page's memory.
 */
const INIT_SCRIPT = `'use strict';
window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', document.currentScript.src).href,
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: false,
  persistAuthorization: false,
  queryConfigEnabled: false,
  validatorUrl: null,
  filter: true,
  displayRequestDuration: true,
});
`;

/** No inline script: Swagger UI sets inline styles and draws its icons from data: URLs, hence those two. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The page, whose heading is the document's title (Swagger UI draws it as the h1). `base` leads from the page's
 * address to /api/docs/: 'docs/' from /api/docs, '' from /api/docs/.
 */
const page = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Social Desk</title>
    <link rel="icon" type="image/png" sizes="32x32" href="${base}favicon-32x32.png" />
    <link rel="icon" type="image/png" sizes="16x16" href="${base}favicon-16x16.png" />
    <link rel="stylesheet" href="${base}swagger-ui.css" />
    <script defer src="${base}swagger-ui-bundle.js"></script>
    <script defer src="${base}init.js"></script>
  </head>
  <body>
    <main id="reference">
      <noscript>This reference needs JavaScript. The document itself is <a href="${base}../openapi.json">openapi.json</a>.</noscript>
    </main>
  </body>
</html>
`;

const pages = { withSlash: page(''), withoutSlash: page('docs/') };

/** `GET /api/docs`: the OpenAPI document in Swagger UI, served from this origin with the package's own files. */
export function apiDocsRoutes(app: FastifyInstance) {
  const packageDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  app.get('/api/docs', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    return reply
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': PAGE_CSP,
      })
      .send(path.endsWith('/') ? pages.withSlash : pages.withoutSlash);
  });

  app.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    const { file } = request.params;
    if (!Object.hasOwn(FILES, file)) return reply.callNotFound();
    return reply
      .type(FILES[file]!)
      .header('cache-control', 'public, max-age=86400')
      .send(file === 'init.js' ? INIT_SCRIPT : createReadStream(join(packageDir, file)));
  });
}
