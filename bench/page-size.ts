// What the page-size parts share: builds of a page and of the bare React page beside it, a static server for them,
// and the gzip size of the scripts a browser fetches until a page settles (dashboard-size.ts, review-page-size.ts).
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumLaunch } from '../playwright.config.ts';
import type { Figure } from './figures.ts';

export const root = resolve(import.meta.dirname, '..');
/** A page's first load may be at most this many times the bare page's. */
export const BUDGET = 1.3;

/** Builds a page with its own config file into outDir, quietly (the figures are the output). */
async function buildPage(configFile: string, outDir: string, pageRoot?: string) {
  await build({
    configFile,
    ...(pageRoot ? { root: pageRoot } : {}),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A static server for a built page: files as they are, any other path the page `pageOf` names for it (index.html,
 * the dashboard's client-side routes, unless told otherwise).
 */
async function serve(
  dir: string,
  pageOf: (path: string) => string = () => 'index.html',
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dir, pageOf(path));
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The static server has no port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Answers the page's calls under /api/ with fixed bodies by path (`events/stream` with no content). */
export function stubApi(api: Record<string, unknown>) {
  return async (page: Page) => {
    await page.route('**/api/**', (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/api\//, '');
      // The event stream: "no content" tells EventSource not to reconnect.
      if (path === 'events/stream') return route.fulfill({ status: 204 });
      const body = api[path];
      return body
        ? route.fulfill({ json: body })
        : route.fulfill({ status: 404, json: { status: 'error', code: 'not_found', message: `No stub for ${path}` } });
    });
  };
}

/** Loads a page and sums the gzip size of every script it fetched until the network went idle. */
async function initialScripts(
  browser: Browser,
  url: string,
  prepare: (page: Page) => Promise<void>,
  ready: string,
  apart?: (body: Buffer) => boolean,
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await prepare(page);
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
      if (isScript && !scripts.has(response.url())) scripts.set(response.url(), response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page must really be the one measured (not the login screen or an error).
    await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 10_000 });
    const all = await Promise.all(scripts.values());
    const later = all.filter((body) => apart?.(body));
    const bodies = all.filter((body) => !apart?.(body));
    const gzip = (list: Buffer[]) => list.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { count: bodies.length, gzip: gzip(bodies), later: { count: later.length, gzip: gzip(later) } };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;
const scripts = (n: number) => `${n} script${n === 1 ? '' : 's'}`;

/** A page of the dashboard's build to measure: where, what to set up first, and a text that says it is loaded. */
export interface MeasuredPage {
  /** "dashboard, inbox route" or "review page": the figures' names start with it. */
  name: string;
  /** Its short name in the ratio's figure ("dashboard inbox"). */
  short: string;
  path: string;
  prepare: (page: Page) => Promise<void>;
  ready: string;
  /** The page served for paths that are no file of the build. */
  pageOf?: (path: string) => string;
  /**
   * Scripts the page loads after its first view, on purpose (a chart library behind its figures): told apart,
   * named by `apart.name`, and not counted in its initial JavaScript.
   */
  apart?: { name: string; is: (body: Buffer) => boolean };
}

/**
 * Builds the dashboard (which writes every page of it, review.html included) and the bare React + React Query +
 * Router page with the same toolchain, and measures a page's initial JavaScript against the bare page's.
 */
export async function pageAgainstBare(measured: MeasuredPage): Promise<Figure[]> {
  const out = mkdtempSync(join(tmpdir(), 'page-size-'));
  const dashboardDir = join(out, 'dashboard');
  const bareDir = join(out, 'bare');
  try {
    await buildPage(join(root, 'vite.config.ts'), dashboardDir, root);
    await buildPage(join(root, 'bench/bare-page/vite.config.ts'), bareDir);
    const dashboard = await serve(dashboardDir, measured.pageOf);
    const bare = await serve(bareDir);
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const page = await initialScripts(
        browser,
        `${dashboard.origin}${measured.path}`,
        measured.prepare,
        measured.ready,
        measured.apart?.is,
      );
      const yardstick = await initialScripts(
        browser,
        `${bare.origin}/`,
        stubApi({ hello: { message: 'Hello' } }),
        'Hello',
      );
      const ratio = page.gzip / yardstick.gzip;
      return [
        {
          name: `${measured.name}: initial JS (gzip)`,
          value: kB(page.gzip),
          unit: 'kB',
          note: scripts(page.count),
        },
        ...(measured.apart
          ? [
              {
                name: `${measured.name}: ${measured.apart.name}, loaded after it (gzip)`,
                value: kB(page.later.gzip),
                unit: 'kB',
                note: scripts(page.later.count),
              },
            ]
          : []),
        {
          name: 'bare React + React Query + Router page: initial JS (gzip)',
          value: kB(yardstick.gzip),
          unit: 'kB',
          note: scripts(yardstick.count),
        },
        {
          name: `${measured.short} / bare page`,
          value: Math.round(ratio * 100) / 100,
          unit: '×',
          target: `≤ ${BUDGET}`,
          // The bytes to spare or over: a feature's cost is often a few hundred, under the kB figures' rounding.
          note: `${ratio <= BUDGET ? 'within' : 'over'} the budget of ${kB(BUDGET * yardstick.gzip)} kB by ${Math.abs(Math.round(BUDGET * yardstick.gzip - page.gzip))} bytes`,
        },
      ];
    } finally {
      await browser.close();
      await Promise.all([dashboard.close(), bare.close()]);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
