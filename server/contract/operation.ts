import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * The failures an operation can answer besides those every operation can (`errorStatusesOf`); 401 for one reached
 * before login that refuses a client's credentials.
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 503;

/**
 * One endpoint of the contract. `params` lists every parameter; where they are documented to travel is
 * `paramsIn` (the service reads them from the query string and from a JSON or form body alike).
 */
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
  /** Media type of the success answer when it is not JSON. */
  produces?: 'text/html' | 'text/event-stream' | 'text/csv';
  successStatus?: 200 | 302;
  /** false for the few endpoints reached before login. */
  auth?: boolean;
  /** Documented in the query string, also accepted as a form body (the token endpoint, RFC 6749 §4.1.3). */
  formBodyAlternative?: boolean;
  /** 403 (the caller's role), 404 (an id it does not know), 409 (a state the call cannot change), in order. */
  errors?: readonly ErrorStatus[];
}

/**
 * Every failure an operation documents, with the error body: a bad parameter (400) and too many calls (429) for
 * all, a missing or expired token (401) for those behind login, a body too large (413) or of another media type
 * than JSON and form (415) for those that take one, its own (`errors`), and the database away (503, with Retry-After).
 */
export const errorStatusesOf = (op: Operation): number[] =>
  [
    ...new Set([
      400,
      ...(op.auth === false ? [] : [401]),
      ...(op.errors ?? []),
      ...(op.method === 'GET' ? [] : [413, 415]),
      429,
      503,
    ]),
  ].sort((a, b) => a - b);

export const defineOperation = <const Id extends string, P extends z.ZodObject, R extends z.ZodType>(
  op: Operation<P, R, Id>,
) => op;
