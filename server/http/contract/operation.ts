import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * The failures an operation can answer besides those every operation can (`errorStatusesOf`); 401 for one reached
 * before login that refuses a client's credentials. 400 and 429, which every operation lists, only for `htmlFailures`.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/**
 * One endpoint of the contract. `params` lists every parameter; where they are documented to travel is
 * `paramsIn` (the service reads them from the query string and from a JSON or form body alike).
 */
/** What an operation answers other than JSON. */
export type Produced = 'text/html' | 'text/event-stream' | 'text/csv' | 'application/pdf';

export interface Operation<
  P extends z.ZodObject = z.ZodObject,
  R extends z.ZodType = z.ZodType,
  Id extends string = string,
> {
  operationId: Id;
  method: Method;
  path: string;
  tag: 'inbox' | 'outbox' | 'drafts' | 'oauth' | 'extension' | 'service';
  summary: string;
  description?: string;
  params: P;
  paramsIn: 'query' | 'body';
  response: R;
  /**
   * Media types of a body of raw bytes (an upload) the operation takes instead of parameters in a JSON or form body;
   * its parameters then travel in the query string.
   */
  consumes?: readonly string[];
  /** Media type of the success answer when it is not JSON (several: one of them, as the parameters ask). */
  produces?: Produced | readonly Produced[];
  successStatus?: 200 | 302;
  /** false for the few endpoints reached before login. */
  auth?: boolean;
  /**
   * Documented in the query string, as the interface shows, and equally in a form or JSON body (the token endpoint,
   * RFC 6749 §4.1.3): no query parameter is then `required`, as the body may carry it instead.
   */
  bodyAlternative?: boolean;
  /** Reached with a review link's secret in the X-Review-Token header (the public review page, decision 060). */
  reviewToken?: boolean;
  /** The client may authenticate with HTTP Basic (RFC 6749 §2.3.1) instead of client_id and client_secret. */
  clientBasicAuth?: boolean;
  /** Failures carry RFC 6749 §5.2's `error` and `error_description` beside the error body (`OAuthError`). */
  oauthErrors?: boolean;
  /**
   * Failures answered as an HTML page for a person (the login flow's pages) instead of the error body; a 429 may
   * still come as JSON from the rate limit, which answers before the page.
   */
  htmlFailures?: readonly ErrorStatus[];
  /** A 302 the operation may answer besides a 200 success: what it means. */
  redirect?: string;
  /** A 200 HTML page the operation may answer besides a 302 success: what it is. */
  page?: string;
  /** 403 (the caller's role), 404 (an id it does not know), 409 (a state the call cannot change), in order. */
  errors?: readonly ErrorStatus[];
}

/**
 * Every failure an operation documents, with the error body: a bad parameter (400) and too many calls (429) for
 * all, a missing or expired token (401) and a role refused (403) for those behind login, a body too large (413) or of another media type
 * than JSON and form (415) for those that take one, its own (`errors`), and the database away (503, with Retry-After).
 */
export const errorStatusesOf = (op: Operation): number[] =>
  [
    ...new Set([
      400,
      // Behind login, a client's role is refused whatever is not on its list (decision 057).
      ...(op.auth === false ? [] : [401, 403]),
      ...(op.errors ?? []),
      ...(op.htmlFailures ?? []),
      ...(op.method === 'GET' ? [] : [413, 415]),
      429,
      503,
    ]),
  ].sort((a, b) => a - b);

/**
 * The failures of an operation with `oauthErrors` that carry RFC 6749's fields: what its handler and the reading of
 * its body refuse (the rate limit's 429 and 5xx have no RFC 6749 code).
 */
export const OAUTH_ERROR_STATUSES: readonly number[] = [400, 401, 413, 415];

export const defineOperation = <const Id extends string, P extends z.ZodObject, R extends z.ZodType>(
  op: Operation<P, R, Id>,
) => op;
