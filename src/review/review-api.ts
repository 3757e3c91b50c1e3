import { apiBaseUrl } from '../lib/env';
import type { Clock } from '../lib/clock';

/** What a visitor of the link said about a post (oldest first in a post's `decisions`). */
export interface ReviewDecision {
  name: string;
  decision: 'approve' | 'changes';
  comment: string;
  /** `Y-m-d H:i:s` in the workspace's zone. */
  at: string;
}

/**
 * `waiting`: the post waits for the client's decision; `feedback`: it is at another step, and what the visitor says
 * reaches the team as feedback; `closed`: published, sent back or otherwise decided, nothing left to say.
 */
export type ReviewPostState = 'waiting' | 'feedback' | 'closed';

export interface ReviewPost {
  post_id: string;
  channel_id: string;
  channel_name: string;
  channel_type: number;
  screen_name: string;
  channel_picture: string;
  message: string;
  link: string;
  picture: string;
  /** `Y-m-d H:i:s` in the workspace's zone, or "" when the post has no time yet. */
  time: string;
  state: ReviewPostState;
  decisions: ReviewDecision[];
}

export interface Review {
  workspace_name: string;
  timezone: string;
  clock: Clock;
  note: string;
  created_by_name: string;
  expires_at: string;
  posts: ReviewPost[];
}

export interface DecideBody {
  post_id: string;
  decision: ReviewDecision['decision'];
  comment: string;
  name: string;
}

/**
 * A call that did not succeed: `status` 0 when no answer came (the connection failed), otherwise the HTTP status
 * with the error body's code and message, and for 429 how many seconds to wait.
 */
export class ReviewError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The token of the link this page was opened at (`/review/{token}`: 43 characters of base64url), or null. */
export function tokenOf(pathname: string): string | null {
  const match = /^\/review\/([A-Za-z0-9_-]{43})\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

/**
 * One call of the review's JSON. The token travels in the X-Review-Token header only, never in the URL: a URL ends
 * up in logs and histories. Relative to the page so that jsdom and a configured API origin both resolve it.
 */
async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(`${apiBaseUrl}/review/${path}`, window.location.href), {
      ...init,
      headers: { ...init.headers, 'X-Review-Token': token },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ReviewError(0, 'network', 'The connection failed.');
  }
  const body = (await response.json().catch(() => null)) as
    { status: 'success'; data: T } | { status: 'error'; code?: string; message?: string } | null;
  if (response.ok && body?.status === 'success') return body.data;
  const error = body?.status === 'error' ? body : undefined;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  throw new ReviewError(
    response.status,
    error?.code ?? 'unexpected',
    error?.message ?? 'The service answered in a way this page does not understand.',
    retryAfter,
  );
}

export const getReview = (token: string) => call<Review>(token, 'get');

export const decide = (token: string, body: DecideBody) =>
  call<{ post: ReviewPost }>(token, 'decide', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
