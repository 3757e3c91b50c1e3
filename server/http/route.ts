import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate, type AuthContext } from '../auth/tokens.ts';
import type { Operation } from '../contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppDeps } from '../deps.ts';
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
}

type Answer<R extends z.ZodType> = Promise<z.input<R> | FastifyReply>;

/** The token of a call: `Authorization: Bearer`, else the access_token parameter (query or body). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.access_token;
  const token = typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : undefined;
  return token || undefined;
}

/**
 * Resolves the caller before the limits count (they count a valid token for itself, anything else for the client
 * address). A refused token is kept, not thrown, so that the refusal is counted before it is answered.
 */
export async function resolveCaller(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  try {
    request.caller = { auth: await authenticate(deps.db, token, deps.tokens) };
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
 * A successful write tells the workspace's open dashboards what to refresh. Inbox routes that change items say
 * which items themselves (they know them); every outbox or drafts write refreshes the outboxes.
 */
function announceChange(deps: AppDeps, op: Operation, auth: AuthContext): void {
  if (op.method === 'GET') return;
  if (op.tag === 'outbox' || op.tag === 'drafts')
    deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
}

const JSON_TYPE = 'application/json; charset=utf-8';

export interface RouteOptions {
  /**
   * Keep the answer, per user and parameters, until the workspace changes (see answer-cache.ts). Only for reads
   * whose answer depends on nothing but the workspace's data, the caller and the parameters.
   */
  cache?: boolean;
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
  /** Login form submissions get a tighter allowance per address than the API (password guessing). */
  const allowance = (op: Operation) =>
    op.operationId === 'oauthAuthorizeSubmit' ? limited(perMinute, LOGIN_ATTEMPTS_PER_MINUTE) : limited(perMinute);

  function register(op: Operation, run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
    registered.add(op.operationId);
    app.route({
      method: op.method,
      url: `/api${op.path}`,
      config: allowance(op),
      // After the body is read (a token may travel in it), before the limits count.
      preValidation: op.auth === false ? undefined : (request) => resolveCaller(deps, request),
      handler: async (request, reply) => {
        const result = await run(request, reply);
        if (result === reply) return reply;
        check(op, request, result);
        return result;
      },
    });
  }

  return {
    route<P extends z.ZodObject, R extends z.ZodType>(
      op: Operation<P, R>,
      handler: (ctx: AuthedContext<P>) => Answer<R>,
      options: RouteOptions = {},
    ) {
      register(op, async (request, reply) => {
        const auth = await callerOf(deps, request);
        const params = readParams(op, request);
        if (options.cache) {
          const key = `${op.operationId}|${auth.userId}|${JSON.stringify(params)}`;
          const kept = deps.answers.get(key, auth.workspaceId);
          if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
          const generation = deps.answers.generation(auth.workspaceId);
          const result = await handler({ params, auth, request, reply });
          if (result === reply) return reply;
          check(op, request, result);
          const body = JSON.stringify(result);
          deps.answers.set(key, auth.workspaceId, generation, body);
          return reply.type(JSON_TYPE).send(body);
        }
        const result = await handler({ params, auth, request, reply });
        if (op.method !== 'GET') deps.answers.invalidate(auth.workspaceId);
        announceChange(deps, op, auth);
        return result;
      });
    },
    publicRoute<P extends z.ZodObject, R extends z.ZodType>(
      op: Operation<P, R>,
      handler: (ctx: PublicContext<P>) => Answer<R>,
    ) {
      register(op, async (request, reply) => handler({ params: readParams(op, request), request, reply }));
    },
    /** For the HTML pages of the login flow, which answer people rather than programs. */
    rawRoute(op: Operation, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
      register(op, handler);
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
