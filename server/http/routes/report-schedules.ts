import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  readReportUnsubscribeToken,
  reportUnsubscribeUrl,
  unsubscribeAddress,
  unsubscribeTarget,
  updateSchedule,
} from '../../services/analytics/report-schedules.ts';
import { linkOrigin } from '../../services/outbox/links.ts';
import { operationById } from '../contract/index.ts';
import { errorPage, reportUnsubscribeAskPage, reportUnsubscribedPage } from '../login-page.ts';
import { readParams } from '../params.ts';
import type { Router } from '../route.ts';

const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  // The token is in the address: it goes to no other site.
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};
const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(htmlHeaders).send(body);

/**
 * Results reports mailed on a schedule (decision 079): owners and admins keep them; each mail's signed link takes
 * its address off the report without logging in (as decision 058's do for notifications).
 */
export function reportScheduleRoutes(router: Router, deps: AppDeps) {
  const ok = { status: 'success' as const };

  router.route(operationById('reportSchedulesList'), async ({ auth }) => ({
    ...ok,
    data: { mail_enabled: deps.mailer.enabled ? 1 : 0, schedules: await listSchedules(deps.db, auth) },
  }));

  router.route(operationById('reportSchedulesCreate'), async ({ params, auth }) => ({
    ...ok,
    data: await createSchedule(deps, auth, params, deps.now()),
  }));

  router.route(operationById('reportSchedulesUpdate'), async ({ params, auth }) => {
    const { schedule_id, ...change } = params;
    return { ...ok, data: await updateSchedule(deps, auth, schedule_id, change, deps.now()) };
  });

  router.route(operationById('reportSchedulesDelete'), async ({ params, auth }) => {
    await deleteSchedule(deps.db, auth, params.schedule_id);
    return ok;
  });

  /** The link's address and report, while the address is on it; else the 404 page. */
  async function linked(request: FastifyRequest, reply: FastifyReply, operation: 'GET' | 'POST') {
    const { token } = readParams(
      operationById(operation === 'GET' ? 'reportsUnsubscribePage' : 'reportsUnsubscribe'),
      request,
    );
    const what = readReportUnsubscribeToken(deps.secrets, token);
    const target = what && (await unsubscribeTarget(deps.db, what));
    if (!what || !target) {
      html(
        reply,
        404,
        errorPage(
          'This link does not work',
          'It may have been cut short by your mail program, the report was deleted, or this address no longer gets it.',
        ),
      );
      return null;
    }
    return { what, target, token };
  }

  router.rawRoute(operationById('reportsUnsubscribePage'), async (request, reply) => {
    const found = await linked(request, reply, 'GET');
    if (!found) return reply;
    const { what, target, token } = found;
    return html(
      reply,
      200,
      reportUnsubscribeAskPage({
        email: what.email,
        workspace: target.workspace,
        report: target.name,
        action: reportUnsubscribeUrl(linkOrigin(deps.config), token),
      }),
    );
  });

  // A mail program's one-click POST comes from its own servers, with no page and no origin: the token is the authority.
  router.rawRoute(operationById('reportsUnsubscribe'), async (request, reply) => {
    const found = await linked(request, reply, 'POST');
    if (!found) return reply;
    const { what, target } = found;
    await unsubscribeAddress(deps.db, what);
    return html(
      reply,
      200,
      reportUnsubscribedPage({ email: what.email, workspace: target.workspace, report: target.name }),
    );
  });
}
