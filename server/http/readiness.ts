import { createHash } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../db/availability.ts';
import type { Lifecycle } from '../services/system/lifecycle.ts';

/** The page's only style, allowed by its hash: nothing else may run or load on it. */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:18vh auto;padding:0 1.5rem}h1{font-size:1.5rem}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const notReadyBody = (code: string, message: string) => JSON.stringify({ status: 'error', code, message });

/**
 * What the service answers while it starts, before its app exists (it listens first, so that an orchestrator sees
 * it alive, and why it is not ready): 503 `starting` with the step it is at, for the API; for the dashboard, a
 * page that says so and looks again in a few seconds.
 */
export function startingAnswer(lifecycle: Lifecycle): RequestListener {
  return (request, response) => {
    const phase = lifecycle.phase;
    const step = phase.state === 'starting' ? phase.step : 'getting ready';
    const headers = {
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'x-content-type-options': 'nosniff',
    };
    const path = (request.url ?? '/').split('?', 1)[0]!;
    if (path.startsWith('/api/') || path.startsWith('/l/') || request.method !== 'GET') {
      response.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      response.end(notReadyBody('starting', `The service is starting (${step}). Try again in a few seconds.`));
      return;
    }
    response.writeHead(503, {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'`,
      refresh: String(RETRY_AFTER_SECONDS),
    });
    response.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="color-scheme" content="light dark">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Social Desk is starting</title>` +
        `<style>${STYLE}</style>` +
        `<h1>Social Desk is starting</h1><p>It is ${escapeHtml(step)}. This page opens the dashboard by itself ` +
        `as soon as it is ready.</p></html>`,
    );
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
