// Lighthouse on the login page and the inbox (logged in), in the light and the dark scheme: performance,
// accessibility and best practices.
// Alone: `npx tsx bench/lighthouse.ts` (starts its own service on port 8899 with 3,000 inbox items). LIGHTHOUSE_RUNS
// sets the runs per page (3); LIGHTHOUSE_REPORTS=<dir> keeps the median runs' full reports (JSON) there.
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunch } from '../playwright.config.ts';
import type { Figure } from './figures.ts';

/** Where the dashboard keeps its session (src/lib/auth/session.ts) and the chosen scheme (src/lib/theme.ts). */
const SESSION_KEY = 'social-desk.session';
const THEME_KEY = 'social-desk.theme';

type Scheme = 'light' | 'dark';
/** What each audited page finds in storage: the scheme, and for the inbox the session. */
interface Storage {
  origin: string;
  scheme: Scheme;
  token?: string;
}

/** Lighthouse scores vary from run to run; each page is audited this often and the median run (by performance) kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const categories = [
  { id: 'performance', label: 'performance', target: '≥ 95', met: (score: number) => score >= 95 },
  { id: 'accessibility', label: 'accessibility', target: '100', met: (score: number) => score === 100 },
  { id: 'best-practices', label: 'best practices', target: '≥ 95', met: (score: number) => score >= 95 },
] as const;

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Debian's Chromium with the usual flags, listening for DevTools on a port it picks itself. */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumLaunch.executablePath,
    [...chromiumLaunch.args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const port = await new Promise<number>((resolvePort, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it opened its DevTools port:\n${seen}`));
    });
  });
  child.stderr!.resume();
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Logs the dashboard in as it would itself (the session in localStorage) and picks the scheme the same way. The page
 * opened for it is one without the dashboard's files (the health check), and the browser cache is emptied
 * afterwards, so the audit still loads cold.
 */
async function keepStorage(port: number, { origin, scheme, token }: Storage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    const items: Record<string, string | null> = {
      [THEME_KEY]: scheme === 'dark' ? 'dark' : null,
      [SESSION_KEY]: token ? JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }) : null,
    };
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries))
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
    }, items);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, this only disconnects: Chromium and its default profile stay.
    await browser.close();
  }
}

async function audit(port: number, url: string, loggedIn: boolean, keepStored: boolean): Promise<Result> {
  // Desktop settings: the dashboard's users are social media managers working at a desk, not on a phone.
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
      // Lighthouse clears the origin's storage before it loads the page, which would log the inbox out (and forget
      // the dark scheme).
      disableStorageReset: keepStored,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  if (loggedIn && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`The audit of ${url} ended on ${lhr.finalDisplayedUrl}: the session was not taken`);
  return lhr;
}

/** Lighthouse itself failed (a trace not recorded, say), not the page: its own advice is to run it again. */
class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse could not audit ${url}: ${message} (${code})`);
  }
}

/**
 * Audits once, running Lighthouse again (up to twice) when it failed on its own account. Logged in, Lighthouse
 * neither clears storage nor the cache, so each run first keeps the session and empties the cache itself: every
 * run loads cold.
 */
async function auditOnce(port: number, url: string, storage: Storage): Promise<Result> {
  const keepStored = Boolean(storage.token) || storage.scheme === 'dark';
  for (let attempt = 1; ; attempt++) {
    try {
      if (keepStored) await keepStorage(port, storage);
      return await audit(port, url, Boolean(storage.token), keepStored);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= 3) throw error;
      console.warn(`  ${error.message}; running it again`);
    }
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** What costs the points: failing audits, or for performance the metrics that lose the most weighted score. */
function why(lhr: Result, id: string): string {
  const category = lhr.categories[id]!;
  if (id === 'performance') {
    return category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
      .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
      .sort((a, b) => b.ref.weight * (1 - b.audit.score!) - a.ref.weight * (1 - a.audit.score!))
      .map(({ ref, audit }) => `${ref.id} ${audit.displayValue ?? ''} (score ${audit.score!.toFixed(2)})`)
      .join(', ');
  }
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id)
    .join(', ');
}

function figures(page: string, lhr: Result, runs: number[]): Figure[] {
  return categories.map(({ id, label, target, met }) => {
    const value = score(lhr, id);
    const notes = [
      met(value) ? '' : why(lhr, id),
      id === 'performance' && runs.length > 1 ? `runs ${runs.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return { name: `lighthouse ${page}: ${label}`, value, unit: 'score', target, ...(notes ? { note: notes } : {}) };
  });
}

/** Audits a page RUNS times and keeps the median run by performance score. */
async function medianAudit(port: number, url: string, storage: Storage) {
  const results: Result[] = [];
  for (let i = 0; i < Math.max(1, RUNS); i++) {
    results.push(await auditOnce(port, url, storage));
  }
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { lhr: results[Math.floor((results.length - 1) / 2)]!, runs: results.map((r) => score(r, 'performance')) };
}

export async function lighthouseScores(origin: string, token: string): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const found: Figure[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      // The login page first: nobody logged in (in the light scheme, with Lighthouse's own storage reset).
      const login = await medianAudit(browser.port, `${origin}/login`, { origin, scheme });
      const inbox = await medianAudit(browser.port, `${origin}/inbox`, { origin, scheme, token });
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `login-${scheme}.json`), JSON.stringify(login.lhr));
        writeFileSync(join(reports, `inbox-${scheme}.json`), JSON.stringify(inbox.lhr));
      }
      const suffix = scheme === 'dark' ? ', dark' : '';
      found.push(
        ...figures(`login page${suffix}`, login.lhr, login.runs),
        ...figures(`inbox${suffix}`, inbox.lhr, inbox.runs),
      );
    }
    return found;
  } finally {
    await browser.close();
  }
}

// Run alone: start a service, audit, print.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startService } = await import('./service.ts');
  console.log('Starting the service (the first start builds the dashboard)…');
  const service = await startService({ port: Number(process.env.LIGHTHOUSE_PORT ?? 8899), inboxItems: 3000 });
  try {
    console.log(`Auditing ${service.origin}/login and /inbox, ${RUNS} run(s) each…`);
    const measured = await lighthouseScores(service.origin, service.token);
    const width = Math.max(...measured.map((f) => f.name.length));
    for (const f of measured) {
      console.log(
        `${f.name.padEnd(width)}  ${String(f.value).padStart(3)}  ${f.target ?? ''}${f.note ? `  (${f.note})` : ''}`,
      );
    }
  } finally {
    await service.stop();
  }
}
