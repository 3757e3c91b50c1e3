import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE';

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
  /** Media type of the success answer when it is not JSON. */
  produces?: 'text/html' | 'text/event-stream';
  successStatus?: 200 | 302;
  /** false for the few endpoints reached before login. */
  auth?: boolean;
  /** Documented in the query string, also accepted as a form body (the token endpoint, RFC 6749 §4.1.3). */
  formBodyAlternative?: boolean;
}

export const defineOperation = <const Id extends string, P extends z.ZodObject, R extends z.ZodType>(
  op: Operation<P, R, Id>,
) => op;
