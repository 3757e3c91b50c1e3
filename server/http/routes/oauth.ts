import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lockWords } from '../../services/workspaces/login-throttle.ts';
import { attemptLogin, type LoggedIn } from '../../services/workspaces/members.ts';
import { revokeToken } from '../../services/workspaces/tokens.ts';
import { dashboardOrigins } from '../../config.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../errors.ts';
import { clientAddress } from '../limits.ts';
import { csrfHolds, deviceTokens, endSession, issueCsrf, keepDevice, sameOrigin } from '../login-session.ts';
import { collectParams } from '../params.ts';
import type { Router } from '../route.ts';
import {
  clientWorkspaceName,
  findClient,
  isPublic,
  redirectAllowed,
  type OAuthClient,
  DASHBOARD_CLIENT_ID,
} from '../../services/workspaces/clients.ts';
import { issueCode } from '../../services/workspaces/codes.ts';
import { errorPage, loginPage, workspacePage } from '../login-page.ts';
import { issueTicket, redeemTicket } from '../../services/workspaces/tickets.ts';
import { workspacesOf } from '../../services/workspaces/accounts.ts';

const authorizeRequest = z.object({
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(2048),
  response_type: z.string().optional(),
  state: z.string().max(500).optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  login_hint: z.string().max(320).optional(),
});
type AuthorizeRequest = z.infer<typeof authorizeRequest>;

const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  // Not no-referrer: under it a browser posts the form with `Origin: null`, which the Origin check must refuse.
  // same-origin sends the origin to the service itself and nothing to other sites (the client's redirect URI).
  'referrer-policy': 'same-origin',
};

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(htmlHeaders).send(body);

function redirectWith(reply: FastifyReply, redirectUri: string, query: Record<string, string | undefined>) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) target.searchParams.set(key, value);
  return reply.code(302).header('cache-control', 'no-store').header('location', target.toString()).send();
}

type Checked =
  | { ok: true; client: OAuthClient; clientWorkspace?: string; req: AuthorizeRequest }
  | { ok: false; reply: FastifyReply };

/**
 * RFC 6749 §4.1.2.1: while the client or the redirect URI is in doubt, the person is told on the page and never
 * redirected; once both are sound, the remaining problems go back to the client on its redirect URI.
 */
async function checkAuthorizeRequest(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<Checked> {
  const fail = (status: number, title: string, message: string) => ({
    ok: false as const,
    reply: html(reply, status, errorPage(title, message)),
  });
  let params: Record<string, unknown>;
  try {
    params = collectParams(operationById('oauthAuthorize'), request);
  } catch (error) {
    // A parameter no link could carry (sent twice, or holding a NUL): told on the page, never redirected.
    if (!(error instanceof ApiError)) throw error;
    return fail(400, 'This login link is damaged', `${error.message} Go back to the application and start again.`);
  }
  const parsed = authorizeRequest.safeParse(params);
  if (!parsed.success)
    return fail(
      400,
      'This login link is incomplete',
      'It lacks client_id or redirect_uri. Go back to the application and start the login again.',
    );
  const req = parsed.data;
  const client = await findClient(deps.db, req.client_id);
  if (!client) return fail(400, 'Unknown application', `No application is registered as "${req.client_id}".`);
  if (!redirectAllowed(client, req.redirect_uri, dashboardOrigins(deps.config))) {
    return fail(
      400,
      'Redirect address not allowed',
      `${req.redirect_uri} is not a registered redirect address of ${client.name}.`,
    );
  }
  const back = (error: string, description: string) => ({
    ok: false as const,
    reply: redirectWith(reply, req.redirect_uri, { error, error_description: description, state: req.state }),
  });
  if (req.response_type !== undefined && req.response_type !== 'code')
    return back('unsupported_response_type', 'Only response_type=code is supported.');
  if (req.code_challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(req.code_challenge))
    return back('invalid_request', 'code_challenge must be a base64url SHA-256 digest.');
  if (req.code_challenge !== undefined && req.code_challenge_method !== 'S256')
    return back('invalid_request', 'code_challenge_method must be S256.');
  if (isPublic(client) && !req.code_challenge)
    return back('invalid_request', 'Public clients must send a PKCE code_challenge (S256).');
  const clientWorkspace = await clientWorkspaceName(deps.db, client);
  return { ok: true, client, clientWorkspace, req };
}

const waitText = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

type Authorizing = Extract<Checked, { ok: true }>;

/** The hidden fields every step of the login form carries: the authorization request and the CSRF value. */
const requestFields = (req: AuthorizeRequest, csrf: string) => ({
  csrf,
  client_id: req.client_id,
  redirect_uri: req.redirect_uri,
  response_type: 'code',
  state: req.state,
  code_challenge: req.code_challenge,
  code_challenge_method: req.code_challenge ? 'S256' : undefined,
});

function showForm(
  reply: FastifyReply,
  { client, clientWorkspace, req }: Authorizing,
  status: number,
  extra: { email?: string; error?: string; freshSession?: boolean } = {},
) {
  const { freshSession, ...shown } = extra;
  const csrf = issueCsrf(reply.request, reply, req, freshSession);
  return html(
    reply,
    status,
    loginPage({
      clientName: client.name,
      clientWorkspace,
      firstParty: client.id === DASHBOARD_CLIENT_ID,
      hidden: requestFields(req, csrf),
      ...shown,
    }),
  );
}

export function oauthRoutes(router: Router, deps: AppDeps) {
  router.rawRoute(operationById('oauthAuthorize'), async (request, reply) => {
    const checked = await checkAuthorizeRequest(deps, request, reply);
    if (!checked.ok) return checked.reply;
    return showForm(reply, checked, 200, { email: checked.req.login_hint });
  });

  router.rawRoute(operationById('oauthAuthorizeSubmit'), async (request, reply) => {
    // Before anything else, a page of another site posting here is turned away, told on the page.
    if (!sameOrigin(request, deps.config))
      return html(
        reply,
        403,
        errorPage(
          'This login came from another site',
          'Social Desk accepts its login form only from its own pages. Go back to the application and start again.',
        ),
      );
    const checked = await checkAuthorizeRequest(deps, request, reply);
    if (!checked.ok) return checked.reply;
    const { client, req } = checked;
    const form = collectParams(operationById('oauthAuthorizeSubmit'), request);
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const csrf = text('csrf');
    if (!csrfHolds(request, req, csrf)) {
      return showForm(reply, checked, 400, {
        error: 'The login form expired. Please enter your email and password again.',
        freshSession: true,
      });
    }
    const now = deps.now();
    let member: LoggedIn;
    const ticket = text('login_ticket');
    if (ticket) {
      // The workspace step: the ticket stands for the password checked in the first.
      const userId = await redeemTicket(deps.db, ticket, client.id, now);
      if (userId === undefined)
        return showForm(reply, checked, 400, {
          error: 'That took too long, or the page was sent twice. Please enter your email and password again.',
        });
      const rows = await workspacesOf(deps.db, userId);
      member = { userId, workspaces: rows.map((r) => ({ workspaceId: r.workspaceId, name: r.name })) };
    } else {
      const email = text('email');
      const password = text('password');
      const wrong = 'That email and password do not match an account. Check both and try again.';
      if (!email || !password) return showForm(reply, checked, 401, { email, error: wrong });
      const place = { address: clientAddress(request), devices: deviceTokens(request) };
      const attempt = await attemptLogin(deps.db, { email, password }, place, now);
      if (attempt.outcome === 'locked') {
        const { seconds, whose } = lockWords(attempt, now);
        reply.header('retry-after', String(seconds));
        return showForm(reply, checked, 429, {
          email,
          error: `Too many failed logins ${whose}. For its safety, try again in ${waitText(seconds)}.`,
        });
      }
      if (attempt.outcome === 'wrong') return showForm(reply, checked, 401, { email, error: wrong });
      if (attempt.newDevice) keepDevice(request, reply, attempt.newDevice);
      member = attempt.member;
    }
    // An application registered by a workspace acts for that workspace alone.
    const open =
      client.workspaceId === null
        ? member.workspaces
        : member.workspaces.filter((w) => w.workspaceId === client.workspaceId);
    if (open.length === 0)
      return showForm(reply, checked, 403, {
        error: `${client.name} is an application of ${checked.clientWorkspace ?? 'another workspace'}, which your account does not belong to. Log in with an account of that workspace.`,
      });
    const chosenId = Number(text('workspace_id')) || undefined;
    const chosen =
      chosenId === undefined ? (open.length === 1 ? open[0] : undefined) : open.find((w) => w.workspaceId === chosenId);
    if (!chosen) {
      return html(
        reply,
        chosenId === undefined ? 200 : 400,
        workspacePage({
          clientName: client.name,
          clientWorkspace: checked.clientWorkspace,
          firstParty: client.id === DASHBOARD_CLIENT_ID,
          workspaces: open,
          hidden: {
            ...requestFields(req, issueCsrf(request, reply, req)),
            login_ticket: await issueTicket(deps.db, { userId: member.userId, clientId: client.id }, now),
          },
          error: chosenId === undefined ? undefined : 'Choose one of the workspaces listed.',
        }),
      );
    }
    const code = await issueCode(deps.db, {
      clientId: client.id,
      userId: member.userId,
      workspaceId: chosen.workspaceId,
      redirectUri: req.redirect_uri,
      codeChallenge: req.code_challenge ?? null,
    });
    endSession(reply);
    return redirectWith(reply, req.redirect_uri, { code, state: req.state });
  });

  router.route(operationById('oauthRevoke'), async ({ auth }) => {
    await revokeToken(deps.db, auth.tokenId);
    deps.events.revokeTokens([auth.tokenId]);
    return { status: 'success' as const, data: 'Logged out: the access token is revoked.' };
  });
}
