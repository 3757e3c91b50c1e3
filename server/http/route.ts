import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate } from '../services/workspaces/tokens.ts';
import type { AuthContext } from '../services/workspaces/auth-context.ts';
import { requireAllowed } from '../services/workspaces/access.ts';
import type { Operation } from './contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Family, Scope } from './answer-cache.ts';
import { ApiError } from './errors.ts';
import { limited, LOGIN_ATTEMPTS_PER_MINUTE } from './limits.ts';
import { readParams } from './params.ts';

export interface PublicContext<P extends z.ZodObject> {
  params: z.infer<P>;
  request: FastifyRequest;
  reply: FastifyReply;
}
export interface AuthedContext<P extends z.ZodObject> extends PublicContext<P> {
  auth: AuthContext;
  /**
   * Names the channels whose outbox this write changed ([] for none), and whether it changed drafts, for the
   * dashboards and the answer caches.
   */
  changed: (channelIds: number[], also?: { drafts?: boolean }) => void;
}

type Answer<R extends z.ZodType> = Promise<z.input<R> | FastifyReply>;

/** What an operation's route answers: the API's JSON, or a page for people (its security headers differ). */
export type Answers = 'json' | 'page';

/** The token of a call: `Authorization: Bearer`, else the access_token parameter (query or body). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.access_token;
  const token = typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : undefined;
  return token || undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The marker sent as the call arrived (several instances, decision 019): whether it came back. */
    arrivalMarker?: Promise<boolean>;
  }
}

/**
 * Several instances: a call with a token sends for its marker as it arrives, before it waits in line (gate.ts), and
 * waits for it only once let in. Sent once let in, a marker was waited for in one of the line's few places while
 * the service had nothing to do, and the calls in line could not share it: about one marker a call, where those
 * that arrive while one is out share the next.
 */
export function markOnArrival(deps: AppDeps) {
  const heard = deps.events.heard?.bind(deps.events);
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (heard && tokenOf(request)) request.arrivalMarker = heard();
    done();
  };
}

/**
 * Resolves the caller before the limits count (they count a valid token for itself, anything else for the client
 * address). A refused token is kept, not thrown, so that the refusal is counted before it is answered.
 */
export async function resolveCaller(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  // Several instances: what this one keeps is trusted only once it has heard every change acknowledged elsewhere
  // before this call (decision 019); when it cannot tell, the call reads the database.
  const marker = request.arrivalMarker ?? deps.events.heard?.();
  request.cachesTrusted = marker ? await marker : true;
  try {
    request.caller = { auth: await authenticate(deps.db, token, request.cachesTrusted ? deps.tokens : undefined) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    request.caller = { refused: error };
  }
}

/** The caller of a route that needs a token: resolved already, or refused now (401). */
export async function callerOf(deps: AppDeps, request: FastifyRequest): Promise<AuthContext> {
  if (request.caller === undefined) await resolveCaller(deps, request);
  const caller = request.caller;
  if (caller && 'auth' in caller) return caller.auth;
  // No token at all: authenticate says so in its own words.
  if (!caller) return authenticate(deps.db, undefined);
  throw caller.refused;
}

/**
 * A successful write tells the workspace's open dashboards (and answer caches, on every instance) what changed.
 * Inbox routes say which items themselves. An outbox or drafts write names the channels whose outbox it changed
 * (`ctx.changed`); one that names none refreshes every outbox (and the drafts), one that named an empty list
 * changed none.
 */
function announceChange(
  deps: AppDeps,
  op: Operation,
  auth: AuthContext,
  touched: { channelIds?: number[]; drafts: boolean },
): void {
  if (op.method === 'GET') return;
  const unsaid = touched.channelIds === undefined && (op.tag === 'outbox' || op.tag === 'drafts');
  if (touched.drafts || unsaid) deps.events.publish(auth.workspaceId, { type: 'drafts' });
  if (unsaid) deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
  else if (touched.channelIds?.length)
    deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: touched.channelIds });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Which scope an answer reads (see answer-cache.ts): known from the parameters, or learnt from the answer (a
 * thread, from the item asked for), with the family it belongs to for sharing a computation under way.
 */
export interface CacheRule<P, R> {
  family: (params: P) => Scope | Family;
  scope: (params: P, answer: R) => Scope;
  /**
   * The answer depends on who asks (drafts: a collaborator sees their own; the inbox's `assignee=me`): kept per
   * caller, always or for the parameters that say so.
   */
  perCaller?: boolean | ((params: P, auth: AuthContext) => boolean);
}

/** The rule of an answer whose scope the parameters tell. */
export const inScope = <P>(scope: (params: P) => Scope): CacheRule<P, unknown> => ({ family: scope, scope });

export interface RouteOptions<P, R> {
  /**
   * Keep the answer until its scope changes, shared by every caller of the workspace asking with the same
   * parameters (by each caller, with `perCaller`). Only for reads whose answer depends on nothing but the
   * workspace's data in that scope, the parameters and (with `perCaller`) the caller.
   */
  cache?: CacheRule<P, R>;
}

/** Registers the handlers of a contract's operations, so that every route parses, authorizes and answers alike. */
export function createRouter(app: FastifyInstance, deps: AppDeps) {
  const registered = new Set<string>();

  /** In tests, every answer is checked against the contract. */
  function check(op: Operation, request: FastifyRequest, result: unknown) {
    if (!deps.validateResponses || op.produces) return;
    const checked = op.response.safeParse(result);
    if (!checked.success) {
      request.log.error({ operation: op.operationId, issues: checked.error.issues }, 'response breaks the contract');
      throw new Error(`Response of ${op.operationId} breaks the contract`);
    }
  }

  const perMinute = deps.config.RATE_LIMIT_PER_MINUTE;
  /**
   * The calls that check or hash a password before any token (the login form, first start, sign-up, accepting an
   * invitation) get a tighter allowance per address than the API: password guessing, and a hash's cost.
   */
  const PASSWORD_CALLS = new Set(['oauthAuthorizeSubmit', 'setup', 'signup', 'invitationsAccept']);
  const allowance = (op: Operation) =>
    PASSWORD_CALLS.has(op.operationId) ? limited(perMinute, LOGIN_ATTEMPTS_PER_MINUTE) : limited(perMinute);

  function register(
    op: Operation,
    run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    answers: Answers = 'json',
  ) {
    registered.add(op.operationId);
    app.route({
      method: op.method,
      url: `/api${op.path}`,
      config: { ...allowance(op), operation: op, answers },
      // After the body is read (a token may travel in it), before the limits count.
      preValidation: op.auth === false ? undefined : (request) => resolveCaller(deps, request),
      handler: async (request, reply) => {
        const result = await run(request, reply);
        // A handler that answered itself returns the reply, which is thenable: awaited, it became undefined.
        if (result === reply || reply.sent) return reply;
        check(op, request, result);
        return result;
      },
    });
  }

  return {
    route<P extends z.ZodObject, R extends z.ZodType>(
      op: Operation<P, R>,
      handler: (ctx: AuthedContext<P>) => Answer<R>,
      options: RouteOptions<z.infer<P>, z.output<R>> = {},
    ) {
      register(op, async (request, reply) => {
        const auth = await callerOf(deps, request);
        // Deny by default: a role with a list of its own (a client's) calls only what is on it.
        requireAllowed(auth.role, op.path);
        const params = readParams(op, request);
        const touched: { channelIds?: number[]; drafts: boolean } = { drafts: false };
        const ctx = {
          params,
          auth,
          request,
          reply,
          changed: (ids: number[], also: { drafts?: boolean } = {}) => {
            touched.channelIds = [...(touched.channelIds ?? []), ...ids];
            touched.drafts ||= also.drafts ?? false;
          },
        };
        const rule = options.cache;
        if (rule && request.cachesTrusted) {
          const perCaller = typeof rule.perCaller === 'function' ? rule.perCaller(params, auth) : rule.perCaller;
          const caller = perCaller ? `|${auth.userId}` : '';
          const key = `${op.operationId}|${auth.workspaceId}${caller}|${JSON.stringify(params)}`;
          const body = await deps.answers.compute(key, auth.workspaceId, rule.family(params), async () => {
            const result = await handler(ctx);
            if (result === reply) return undefined;
            check(op, request, result);
            return { body: Buffer.from(JSON.stringify(result)), scope: rule.scope(params, result as z.output<R>) };
          });
          return body === undefined ? reply : reply.type(JSON_TYPE).send(body);
        }
        const result = await handler(ctx);
        announceChange(deps, op, auth, touched);
        return result;
      });
    },
    /** `refuse` runs before the parameters are read, for what must be answered before their own checks. */
    publicRoute<P extends z.ZodObject, R extends z.ZodType>(
      op: Operation<P, R>,
      handler: (ctx: PublicContext<P>) => Answer<R>,
      options: { refuse?: (request: FastifyRequest) => void } = {},
    ) {
      register(op, async (request, reply) => {
        options.refuse?.(request);
        return handler({ params: readParams(op, request), request, reply });
      });
    },
    /** For the HTML pages of the login flow, which answer people rather than programs, and the event stream. */
    rawRoute(op: Operation, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
      register(op, handler, 'page');
    },
    /** Operations of the contract that no issue has built yet answer 501, after the same token check. */
    notImplementedRest(operations: readonly Operation[]) {
      for (const op of operations.filter((o) => !registered.has(o.operationId))) {
        register(op, async (request) => {
          if (op.auth !== false) await callerOf(deps, request);
          throw new ApiError(
            501,
            'not_implemented',
            `${op.method} /api${op.path} is part of the interface but not built yet.`,
          );
        });
      }
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
