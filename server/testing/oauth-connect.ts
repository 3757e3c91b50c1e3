import { expect } from 'vitest';
import type { ApiClient } from './api.ts';
import type { TestApp } from './test-app.ts';

/** The network sent the browser back: the service's callback, as the browser asks for it; where it redirects. */
export async function comeBack(t: TestApp, callback: string): Promise<URL> {
  const url = new URL(callback);
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8787/api/channels/callback');
  const reply = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(reply.statusCode).toBe(302);
  return new URL(reply.headers.location as string);
}

/**
 * Connects a channel of an OAuth network as `owner` through the stand-in: channels/connect, the consent page's
 * Allow (`approve`, given the authorize address), the callback. Answers the Channels page address it ends on.
 */
export async function connectThrough(
  t: TestApp,
  owner: ApiClient,
  channelType: number,
  approve: (authorizeUrl: string) => string | Promise<string>,
  params: Record<string, string | number> = {},
): Promise<URL> {
  const { status, body } = await owner.post('/channels/connect', { channel_type: channelType, ...params });
  expect(status, JSON.stringify(body)).toBe(200);
  return comeBack(t, await approve(body.data.authorize_url as string));
}

/** The ids of the channels the Channels page address names as connected (or reconnected). */
export const connectedIds = (page: URL) =>
  (page.searchParams.get('connected') ?? page.searchParams.get('reconnected') ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
