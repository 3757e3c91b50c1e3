import formBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import { join } from 'node:path';
import { operations } from './contract/index.ts';
import { errorStatusesOf, OAUTH_ERROR_STATUSES, type Operation } from './contract/operation.ts';
import { buildOpenApi } from './contract/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { isDatabaseAway, RETRY_AFTER_SECONDS } from '../db/availability.ts';
import { DomainError } from '../domain/errors.ts';
import { clientErrorHandler, frameworkErrors } from './edges.ts';
import { ApiError, fromDomain, OAuthError } from './errors.ts';
import { registerLimits } from './limits.ts';
import { registerGate } from './gate.ts';
import { registerRequestMetrics } from './request-metrics.ts';
import { createRouter, markOnArrival } from './route.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { requestIds, requestLoggers, requestLines } from './request-log.ts';
import { accountRoutes } from './routes/account.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { draftsRoutes } from './routes/drafts.ts';
import { eventRoutes } from './routes/events.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { labelRoutes } from './routes/labels.ts';
import { inboxReportRoutes } from './routes/inbox-report.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { reportScheduleRoutes } from './routes/report-schedules.ts';
import { bestTimesRoutes } from './routes/best-times.ts';
import { inboxSnoozeRoutes } from './routes/inbox-snooze.ts';
import { inboxAssignmentRoutes } from './routes/inbox-assignment.ts';
import { inboxNoteRoutes } from './routes/inbox-notes.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { notificationSettingsRoutes } from './routes/notification-settings.ts';
import { mediaRoutes, publicMediaRoutes, registerUploadBodies } from './routes/media.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { oauthTokenRoutes } from './routes/oauth-token.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { commentRoutes } from './routes/comments.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { approvalStepsRoutes } from './routes/approval-steps.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { historyRoutes } from './routes/history.ts';
import { postsQueueRoutes } from './routes/posts-queue.ts';
import { postsRoutes } from './routes/posts.ts';
import { utmRoutes } from './routes/utm.ts';
import { replyRoutes } from './routes/replies.ts';
import { snippetRoutes } from './routes/snippets.ts';
import { channelRoutes } from './routes/channels.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { scheduleRoutes } from './routes/schedule.ts';
import { shortLinkRoutes } from './routes/short-links.ts';
import { workspaceRoutes } from './routes/workspace.ts';

export interface AppOptions {
  /** The built dashboard; served for every path outside /api when present. */
  distDir?: string;
  /** The HTTP server to serve on, already listening (the service listens while it starts); Fastify's own else. */
  server?: Server;
}

/** Fastify's own 4xx errors, in the brief's words. */
function frameworkError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(
        400,
        'malformed_body',
        'The request body is not valid JSON. Send JSON, a form body, or query parameters.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Send application/json or application/x-www-form-urlencoded.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'body_too_large', 'The request body is too large.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'bad_request', 'The request could not be read. Check its format.');
  }
  return undefined;
}

/** A call that met the database away: 503, to be made again shortly (logged as a warning, not a failure). */
function databaseAway(log: FastifyBaseLogger, error: Error): ApiError {
  log.warn({ cause: error.message }, 'the database is away; answered 503');
  return new ApiError(
    503,
    'database_unavailable',
    `The service cannot reach its database just now. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}

/** TRUST_PROXY as Fastify takes it: nobody, the nearest `hops` proxies, or proxies at these addresses. */
function trustedProxies(setting: number | string[] | undefined) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Caching of the dashboard's files, by what may change under the same name. */
function setStaticHeaders(res: { setHeader: (name: string, value: string) => unknown }, path: string) {
  // The same address answers compressed or not, by Accept-Encoding: caches must keep them apart.
  res.setHeader('vary', 'accept-encoding');
  const file = path.replace(/\.(?:br|gz)$/, '');
  if (file.endsWith('/index.html') || file.endsWith('/review.html')) {
    // The page names the current assets: always asked again (a 304 while it is unchanged).
    res.setHeader('cache-control', 'no-cache');
  } else if (file.includes('/assets/')) {
    // Vite names built assets by content hash, so they never change under their name.
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  } else {
    // public/ files keep their names (favicon, avatars): kept a week, then revalidated.
    res.setHeader('cache-control', 'public, max-age=604800');
  }
}

/**
 * Serves on a server that already listens: what it answered while the service started is replaced by the app's
 * routing once the app is ready (a request that reached Fastify's handler before would find no routes). Closing the
 * app does not close that server (Fastify leaves servers it did not start alone): whoever made it closes it.
 */
function adoptServer(server: Server) {
  let routing: RequestListener | undefined;
  return {
    serverFactory: (handler: RequestListener) => {
      routing = handler;
      return server;
    },
    takeOver: () => {
      server.removeAllListeners('request');
      server.on('request', routing!);
    },
  };
}

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const adopted = options.server ? adoptServer(options.server) : undefined;
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // One line per request at most, and only when asked for (LOG_REQUESTS=1, or LOG_LEVEL=debug): Fastify's own
    // are two lines per request at info.
    ...requestLines(deps.config, deps.log),
    ...requestIds(),
    ...requestLoggers(),
    ...(adopted ? { serverFactory: adopted.serverFactory } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
    // Event streams stay open; closing the server must not wait for them.
    forceCloseConnections: true,
  });
  if (deps.events.heard) app.addHook('onRequest', markOnArrival(deps));
  registerGate(app, deps.config.REQUEST_CONCURRENCY);
  registerRequestMetrics(app, deps.metrics);
  await app.register(formBody);
  registerUploadBodies(app, deps);
  const securityHeaders = registerSecurityHeaders(app, deps.config);
  await registerLimits(app, deps.config.RATE_LIMIT_PER_MINUTE);
  const openApi = buildOpenApi(operations);
  if (deps.validateResponses) {
    // Tests check every answer against the document; the checker (and its JSON Schema validator) stays out of
    // production.
    const { registerAnswerCheck } = await import('./answer-contract.ts');
    registerAnswerCheck(app, openApi);
  }

  // Several instances: a write is answered once the other instances have been told of it, so that the caller's
  // next read, wherever it lands, shows it (decision 019).
  const sent = deps.events.sent?.bind(deps.events);
  if (sent) app.addHook('onSend', async (request) => (request.method === 'GET' ? undefined : sent()));

  app.setErrorHandler((error: FastifyError | ApiError | DomainError, request, reply) => {
    // A failure before the route's own hooks ran (in a hook every call goes through) has no security headers yet.
    if (!reply.hasHeader('x-content-type-options')) securityHeaders.give(reply, 'json');
    const operation = (request.routeOptions.config as { operation?: Operation } | undefined)?.operation;
    const found =
      error instanceof ApiError
        ? error
        : error instanceof DomainError
          ? fromDomain(error)
          : isDatabaseAway(error)
            ? databaseAway(request.log, error)
            : frameworkError(error);
    // The token endpoint answers as RFC 6749 §5.2 asks besides (the rate limit's 429 has no RFC 6749 code).
    const known =
      found && operation?.oauthErrors && OAUTH_ERROR_STATUSES.includes(found.httpStatus)
        ? new OAuthError(found)
        : found;
    if (!known) {
      request.log.error({ err: error }, 'unexpected failure');
      // The id names this call's log lines: the administrator finds them by it.
      return reply.code(500).header('x-request-id', request.id).send({
        status: 'error',
        code: 'internal_error',
        message: 'Something went wrong on our side. Try again; if it persists, tell the administrator.',
      });
    }
    if (deps.validateResponses && operation && !errorStatusesOf(operation).includes(known.httpStatus)) {
      // In tests, a failure the contract does not document for its operation fails the test.
      request.log.error({ operation: operation.operationId, status: known.httpStatus }, 'undocumented failure');
      return reply.code(500).send({
        status: 'error',
        code: 'undocumented_failure',
        message: `${operation.operationId} answered ${known.httpStatus}, which its contract does not list`,
      });
    }
    return reply.code(known.httpStatus).headers(known.headers).send(known.body());
  });

  const router = createRouter(app, deps);
  oauthRoutes(router, deps);
  oauthTokenRoutes(router, deps);
  accountRoutes(router, deps);
  draftsRoutes(router, deps);
  inboxRoutes(router, deps);
  labelRoutes(router, deps);
  replyRoutes(router, deps);
  snippetRoutes(router, deps);
  inboxSnoozeRoutes(router, deps);
  inboxAssignmentRoutes(router, deps);
  inboxNoteRoutes(router, deps);
  inboxReportRoutes(router, deps);
  analyticsRoutes(router, deps);
  bestTimesRoutes(router, deps);
  reportScheduleRoutes(router, deps);
  notificationRoutes(router, deps);
  notificationSettingsRoutes(router, deps);
  eventRoutes(router, deps);
  postsRoutes(router, deps);
  postsQueueRoutes(router, deps);
  approvalRoutes(router, deps);
  commentRoutes(router, deps);
  reviewRoutes(router, deps);
  approvalStepsRoutes(router, deps);
  calendarRoutes(router, deps);
  historyRoutes(router, deps);
  scheduleRoutes(router, deps);
  channelRoutes(router, deps);
  sandboxRoutes(router, deps);
  workspaceRoutes(router, deps);
  utmRoutes(router, deps);
  mediaRoutes(router, deps);
  shortLinkRoutes(app, deps);
  publicMediaRoutes(app, deps);
  router.notImplementedRest(operations);
  app.get('/api/openapi.json', async () => openApi);
  apiDocsRoutes(app);
  metricsRoutes(app, deps);

  const dist = options.distDir;
  const index = dist ? join(dist, 'index.html') : undefined;
  if (dist && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // scripts/build.ts writes Brotli and gzip copies next to the text files (scripts/precompress.ts); a browser
      // that takes one gets it, any other the file itself.
      preCompressed: true,
      setHeaders: (res, path) => setStaticHeaders(res, path),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A review link's page (decision 060): a page of its own, kept out of search engines and of Referer headers.
    if (path.startsWith('/review/') && request.method === 'GET' && dist && existsSync(join(dist, 'review.html'))) {
      securityHeaders.give(reply, 'page');
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .sendFile('review.html');
    }
    if (!path.startsWith('/api/') && request.method === 'GET' && index && existsSync(index)) {
      securityHeaders.give(reply, 'page');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    securityHeaders.give(reply, 'json');
    return reply.code(404).send({
      status: 'error',
      code: 'not_found',
      message: `There is no ${request.method} ${path}. See /api/openapi.json for the interface.`,
    });
  });

  if (adopted) {
    await app.ready();
    adopted.takeOver();
  }
  return app;
}
