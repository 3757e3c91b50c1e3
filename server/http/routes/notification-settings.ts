import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../domain/errors.ts';
import { kindTopic } from '../../domain/notification-words.ts';
import {
  changeMailSettings,
  mailSettingsOf,
  memberInWords,
  memberOf,
  settingsView,
  turnOffMail,
  type MailSettingsChange,
} from '../../services/notifications/settings.ts';
import { readUnsubscribeToken, unsubscribeUrl } from '../../services/notifications/unsubscribe.ts';
import { linkOrigin } from '../../services/outbox/links.ts';
import { operationById } from '../contract/index.ts';
import { errorPage, unsubscribeAskPage, unsubscribedPage } from '../login-page.ts';
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

/** What notifications/settings changes: a kind comes with its mode, or neither; something must change. */
function changeOf(params: { kind?: string; email?: string; digest_hour?: number; timezone?: string }) {
  const { kind, email } = params;
  if ((kind === undefined) !== (email === undefined))
    throw invalid(
      'missing_parameter',
      'Send a kind with its email mode (off, now or digest), or neither.',
      kind === undefined ? 'kind' : 'email',
    );
  const change: MailSettingsChange = {};
  if (kind !== undefined && email !== undefined) change.modes = { [kind]: email };
  if (params.digest_hour !== undefined) change.digestHour = params.digest_hour;
  if (params.timezone !== undefined) change.timezone = params.timezone === '' ? null : params.timezone;
  if (Object.keys(change).length === 0)
    throw invalid('missing_parameter', 'Send kind and email, digest_hour or timezone: nothing was changed.', 'kind');
  return change;
}

/**
 * Email of notifications (decision 058): each member's own choices, and the unsubscribe links that work without
 * logging in. A person's own choices are not in the audit log, as their name, password and theme are not.
 */
export function notificationSettingsRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('notificationsSettings'), async ({ auth }) => ({
    status: 'success' as const,
    data: settingsView(await mailSettingsOf(deps.db, memberOf(auth)), auth.timezone, deps.mailer.enabled),
  }));

  router.route(operationById('notificationsUpdateSettings'), async ({ params, auth }) => {
    const saved = await changeMailSettings(deps.db, memberOf(auth), changeOf(params), deps.now());
    return { status: 'success' as const, data: settingsView(saved, auth.timezone, deps.mailer.enabled) };
  });

  /** The link's member and kinds, in words; or the 404 page when the token is not ours or they left. */
  async function linked(request: FastifyRequest, reply: FastifyReply, operation: 'GET' | 'POST') {
    const { token } = readParams(
      operationById(operation === 'GET' ? 'notificationsUnsubscribePage' : 'notificationsUnsubscribe'),
      request,
    );
    const what = readUnsubscribeToken(deps.secrets, token);
    const member = what && (await memberInWords(deps.db, what));
    if (!what || !member) {
      html(
        reply,
        404,
        errorPage(
          'This link does not work',
          'It may have been cut short by your mail program, or you are no longer a member of the workspace. Change which emails you get in Profile, once logged in.',
        ),
      );
      return null;
    }
    return { what, member, token, topics: what.kinds.map(kindTopic) };
  }

  router.rawRoute(operationById('notificationsUnsubscribePage'), async (request, reply) => {
    const found = await linked(request, reply, 'GET');
    if (!found) return reply;
    const { member, token, topics } = found;
    return html(
      reply,
      200,
      unsubscribeAskPage({ ...member, topics, action: unsubscribeUrl(linkOrigin(deps.config), token) }),
    );
  });

  // A mail program's one-click POST comes from its own servers, with no page and no origin: the token is the authority.
  router.rawRoute(operationById('notificationsUnsubscribe'), async (request, reply) => {
    const found = await linked(request, reply, 'POST');
    if (!found) return reply;
    const { what, member, topics } = found;
    await turnOffMail(deps.db, what, what.kinds, deps.now());
    return html(
      reply,
      200,
      unsubscribedPage({ ...member, topics, profile: `${linkOrigin(deps.config)}/settings/profile` }),
    );
  });
}
