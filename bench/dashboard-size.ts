// The dashboard's size: the initial JavaScript of the inbox route (what a browser fetches until the page settles),
// gzip, against a bare React + React Query + TanStack Router page built with the same toolchain.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumLaunch } from '../playwright.config.ts';
import type { Figure } from './figures.ts';

const root = resolve(import.meta.dirname, '..');
const BUDGET = 1.3;

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

/** A static server for a built page: files as they are, any other path the page itself (client-side routes). */
async function serve(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dir, 'index.html');
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

/** What the inbox route asks the service for, answered with fixed bodies shaped like the contract. */
const channels = [
  { channel_id: '11', channel_type: 1, name: 'Northwind Coffee', screen_name: 'northwindcoffee', picture: '' },
  { channel_id: '15', channel_type: 5, name: 'Northwind Cafe', screen_name: 'northwind.cafe', picture: '' },
];
const item = (n: number) => ({
  text: `Item ${n}: when do you open on Sundays?`,
  object_id: `net-${n}`,
  channel_reply_index: '0',
  post_id: String(1000 - n),
  channel_id: '11',
  timestamp: '2026-06-12 09:00:00',
  user_name: `Customer ${n}`,
  user_id: `u${n}`,
  user_picture: '',
  is_direct_post: '0',
  is_unread: n % 2 ? '1' : '0',
  reply_id: String(1000 - n),
  channel: '1',
  parent_id: '0',
  get_conversation_id: String(1000 - n),
  post_creator_id: `u${n}`,
  service_action_id: '',
  service_reply_id: '',
  post_type: 'mention',
  channel_id_screen_name: 'northwindcoffee',
  channel_picture: '',
  mobile_permalink: '',
  is_actionable: 1,
  can_delete: 0,
  no_data: 0,
  is_actioned: 0,
  first_response: 0,
  action_counter: 0,
  is_liked: 0,
  attachment: null,
  work_id: String(1000 - n),
  assignee_id: n % 3 ? '0' : '1',
  assignee_name: n % 3 ? '' : 'Maya Chen',
  labels: n % 4 ? [] : [{ label_id: '1', name: 'Refund', color: '#dc2626' }],
  is_note: 0,
  snoozed_until: '',
});
const api: Record<string, unknown> = {
  'account/get': {
    status: 'success',
    data: {
      user: { user_id: '1', name: 'Maya Chen', email: 'owner@demo.test', role: 'owner' },
      workspace: { workspace_id: '1', name: 'Northwind Coffee', timezone: 'America/New_York' },
    },
  },
  'drafts/get': { status: 'success', data: { count: 0, drafts: [], channels } },
  'inbox/get': {
    status: 'success',
    data: { count: 20, limit: 20, view_more: 0, active: 10, posts: Array.from({ length: 20 }, (_, n) => item(n)) },
  },
  // The views' counts and the labels the inbox asks for beside its list (issue 35).
  'inbox/assignees': {
    status: 'success',
    data: {
      everyone: { open: 20, unread: 10 },
      unassigned: { open: 13, unread: 6 },
      assignees: [{ user_id: '1', name: 'Maya Chen', picture: '', is_member: 1, open: 7, unread: 4 }],
    },
  },
  'labels/list': { status: 'success', data: [{ label_id: '1', name: 'Refund', color: '#dc2626' }] },
  hello: { message: 'Hello' },
};

async function stubApi(page: Page) {
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api\//, '');
    // The event stream: "no content" tells EventSource not to reconnect.
    if (path === 'events/stream') return route.fulfill({ status: 204 });
    const body = api[path];
    return body
      ? route.fulfill({ json: body })
      : route.fulfill({ status: 404, json: { status: 'error', code: 'not_found', message: `No stub for ${path}` } });
  });
}

/** Loads a page and sums the gzip size of every script it fetched until the network went idle. */
async function initialScripts(browser: Browser, url: string, prepare: (page: Page) => Promise<void>, ready: string) {
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
    const bodies = await Promise.all(scripts.values());
    return {
      count: bodies.length,
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

export async function dashboardSize(): Promise<Figure[]> {
  const out = mkdtempSync(join(tmpdir(), 'dashboard-size-'));
  const dashboardDir = join(out, 'dashboard');
  const bareDir = join(out, 'bare');
  try {
    await buildPage(join(root, 'vite.config.ts'), dashboardDir, root);
    await buildPage(join(root, 'bench/bare-page/vite.config.ts'), bareDir);
    const dashboard = await serve(dashboardDir);
    const bare = await serve(bareDir);
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const inbox = await initialScripts(
        browser,
        `${dashboard.origin}/inbox`,
        async (page) => {
          // A logged-in session, as src/lib/auth/session.ts keeps it.
          await page.addInitScript(() =>
            localStorage.setItem(
              'social-desk.session',
              JSON.stringify({ token: 'bench', expiresAt: Date.now() + 3_600_000 }),
            ),
          );
          await stubApi(page);
        },
        'Customer 0',
      );
      const page = await initialScripts(browser, `${bare.origin}/`, stubApi, 'Hello');
      const ratio = inbox.gzip / page.gzip;
      const scripts = (n: number) => `${n} script${n === 1 ? '' : 's'}`;
      return [
        {
          name: 'dashboard, inbox route: initial JS (gzip)',
          value: kB(inbox.gzip),
          unit: 'kB',
          note: scripts(inbox.count),
        },
        {
          name: 'bare React + React Query + Router page: initial JS (gzip)',
          value: kB(page.gzip),
          unit: 'kB',
          note: scripts(page.count),
        },
        {
          name: 'dashboard inbox / bare page',
          value: Math.round(ratio * 100) / 100,
          unit: '×',
          target: `≤ ${BUDGET}`,
          // The bytes to spare or over: a feature's cost is often a few hundred, under the kB figures' rounding.
          note: `${ratio <= BUDGET ? 'within' : 'over'} the budget of ${kB(BUDGET * page.gzip)} kB by ${Math.abs(Math.round(BUDGET * page.gzip - inbox.gzip))} bytes`,
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
