import { issueToken, revokeToken } from '../../services/workspaces/tokens.ts';
import { operationById } from '../contract/index.ts';
import { forbidden, invalid } from '../../domain/errors.ts';
import { dashboardOrigins } from '../../config.ts';
import { DASHBOARD_CLIENT_ID, findClient, redirectAllowed } from '../../services/workspaces/clients.ts';
import { issueCode } from '../../services/workspaces/codes.ts';
import { guideState, updateGuide } from '../../services/workspaces/onboarding.ts';
import { WEEKDAYS, type WeekdayName } from '../../domain/slots.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../limits.ts';
import type { Router } from '../route.ts';
import { emailInvitation } from '../../services/mail/invitation.ts';
import { linkOrigin } from '../../services/outbox/links.ts';
import { listAudit } from '../../services/workspaces/audit-list.ts';
import {
  createWorkspace,
  requireOpenSignup,
  roleIn,
  setupFirstWorkspace,
  setupNeeded,
  signUp,
  workspacesOf,
} from '../../services/workspaces/accounts.ts';
import { createApp, deleteApp, listApps, rotateSecret } from '../../services/workspaces/apps.ts';
import {
  acceptInvitation,
  changeRole,
  describeInvitation,
  invitationView,
  invite,
  listInvitations,
  listMembers,
  memberView,
  removeMember,
  revokeInvitation,
} from '../../services/workspaces/people.ts';
import { changePassword, endSessions, listSessions, updateProfile } from '../../services/workspaces/sessions.ts';
import { settingsView, updateSettings, workspaceLogo, workspaceSettings } from '../../services/workspaces/settings.ts';
import { mediaUrl } from '../../services/media/media.ts';
import { requireManager } from '../../services/workspaces/access.ts';

const ok = { status: 'success' as const };

export function workspaceRoutes(router: Router, deps: AppDeps) {
  const { db } = deps;
  const signup = deps.config.SIGNUP;

  router.publicRoute(operationById('setupGet'), async () => ({
    ...ok,
    data: { setup_needed: await setupNeeded(db), signup },
  }));

  const account = (params: {
    name: string;
    email: string;
    password: string;
    workspace_name: string;
    timezone: string;
  }) => ({
    name: params.name,
    email: params.email,
    password: params.password,
    workspaceName: params.workspace_name,
    timezone: params.timezone,
  });
  /**
   * The dashboard's login asked for with the call that creates the account (decision 027): checked before anything
   * is created, then an authorization code for the dashboard client, bound to the challenge and redirect URI.
   */
  const dashboardLogin = async (params: { code_challenge?: string; redirect_uri?: string }) => {
    const { code_challenge: challenge, redirect_uri: redirectUri } = params;
    if (challenge === undefined && redirectUri === undefined) return null;
    if (challenge === undefined || redirectUri === undefined)
      throw invalid(
        'missing_parameter',
        `${challenge === undefined ? 'code_challenge' : 'redirect_uri'} is required with ${challenge === undefined ? 'redirect_uri' : 'code_challenge'}.`,
        challenge === undefined ? 'code_challenge' : 'redirect_uri',
      );
    const client = await findClient(db, DASHBOARD_CLIENT_ID);
    if (!client || !redirectAllowed(client, redirectUri, dashboardOrigins(deps.config)))
      throw invalid(
        'invalid_parameter',
        'redirect_uri: not the dashboard’s login callback on this server.',
        'redirect_uri',
      );
    return (userId: number, workspaceId: number) =>
      issueCode(db, { clientId: client.id, userId, workspaceId, redirectUri, codeChallenge: challenge });
  };
  const createdView = async (
    created: { userId: number; workspaceId: number },
    login: Awaited<ReturnType<typeof dashboardLogin>>,
  ) => ({
    ...ok,
    data: {
      user_id: String(created.userId),
      workspace_id: String(created.workspaceId),
      ...(login && { login_code: await login(created.userId, created.workspaceId) }),
    },
  });

  router.publicRoute(operationById('setup'), async ({ params, request }) => {
    const login = await dashboardLogin(params);
    const created = await setupFirstWorkspace(db, account(params));
    request.log.info({ workspaceId: created.workspaceId }, 'first workspace created');
    return createdView(created, login);
  });

  router.publicRoute(operationById('signup'), async ({ params }) => {
    requireOpenSignup(signup, 'sign up without an invitation');
    const login = await dashboardLogin(params);
    return createdView(await signUp(db, account(params)), login);
  });

  router.publicRoute(operationById('invitationsGet'), async ({ params }) => ({
    ...ok,
    data: await describeInvitation(db, params.token, deps.now()),
  }));

  router.publicRoute(operationById('invitationsAccept'), async ({ params, request }) => {
    const login = await dashboardLogin(params);
    const joined = await acceptInvitation(db, params, deps.now(), clientAddress(request));
    // A client who joins decides the client step from now on (decision 057).
    deps.events.publish(Number(joined.view.workspace_id), { type: 'outbox', channelIds: [] });
    return {
      ...ok,
      data: {
        ...joined.view,
        ...(login && { login_code: await login(joined.userId, Number(joined.view.workspace_id)) }),
      },
    };
  });

  router.route(operationById('onboardingGet'), async ({ auth }) => ({ ...ok, data: await guideState(db, auth) }));

  router.route(operationById('onboardingUpdate'), async ({ params, auth }) => ({
    ...ok,
    data: await updateGuide(
      db,
      auth,
      {
        dismissed: params.dismissed === undefined ? undefined : params.dismissed === 1,
        scheduleChecked: params.schedule_checked === 1,
      },
      deps.now(),
    ),
  }));

  router.route(operationById('workspacesList'), async ({ auth }) => {
    const rows = await workspacesOf(db, auth.userId);
    return {
      ...ok,
      data: {
        workspaces: rows.map((row) => ({
          workspace_id: String(row.workspaceId),
          name: row.name,
          role: row.role,
          current: row.workspaceId === auth.workspaceId,
        })),
        can_create: signup === 'open',
      },
    };
  });

  router.route(operationById('workspacesCreate'), async ({ params, auth }) => {
    requireOpenSignup(signup, 'create a workspace');
    const workspace = await createWorkspace(
      db,
      { userId: auth.userId, name: auth.userName },
      { workspaceName: params.name, timezone: params.timezone },
    );
    return {
      ...ok,
      data: { workspace_id: String(workspace.id), name: workspace.name, role: 'owner' as const, current: false },
    };
  });

  router.route(operationById('oauthSwitchWorkspace'), async ({ params, auth, reply }) => {
    if (auth.clientId !== DASHBOARD_CLIENT_ID)
      throw forbidden('Only the dashboard switches workspaces; an application logs in again for another workspace.');
    await roleIn(db, auth.userId, params.workspace_id);
    const ttl = deps.config.TOKEN_TTL_SECONDS;
    const token = await issueToken(
      db,
      { clientId: auth.clientId, userId: auth.userId, workspaceId: params.workspace_id, codeId: null },
      ttl,
    );
    await revokeToken(db, auth.tokenId);
    deps.events.revokeTokens([auth.tokenId]);
    reply.header('cache-control', 'no-store');
    return { ...ok, access_token: token, token_type: 'Bearer' as const, expires_in: ttl };
  });

  /** The settings as they answer them, the logo's address with them. */
  const settingsOf = async (row: Awaited<ReturnType<typeof workspaceSettings>>) => {
    const logo = await workspaceLogo(db, row);
    return settingsView(row, logo ? mediaUrl(deps, logo) : '');
  };

  router.route(operationById('workspaceGet'), async ({ auth }) => ({
    ...ok,
    data: await settingsOf(await workspaceSettings(db, auth.workspaceId)),
  }));

  router.route(operationById('workspaceUpdate'), async ({ params, auth }) => {
    const schedule = Object.fromEntries(
      WEEKDAYS.filter((day) => params[day] !== undefined).map((day) => [day, params[day]!]),
    ) as Partial<Record<WeekdayName, string>>;
    const result = await updateSettings(
      db,
      auth,
      {
        name: params.name,
        timezone: params.timezone,
        approvalRequired: params.approval_required === undefined ? undefined : params.approval_required === 1,
        clock: params.clock,
        schedule,
        logo: params.logo,
      },
      deps.now(),
    );
    deps.events.callersChanged({ workspaceId: auth.workspaceId });
    if (result.zoneChanged) {
      // Every time the workspace shows is written in its zone: every list is stale.
      deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
      deps.events.publish(auth.workspaceId, { type: 'drafts' });
      deps.events.publish(auth.workspaceId, { type: 'inbox', itemIds: [], conversationIds: [], reason: 'changed' });
    }
    return { ...ok, data: { ...(await settingsOf(result.row)), requeued_posts: result.requeued } };
  });

  router.route(operationById('membersList'), async ({ auth }) => ({ ...ok, data: await listMembers(db, auth) }));

  router.route(operationById('membersUpdateRole'), async ({ params, auth }) => {
    const member = await changeRole(db, auth, params.user_id, params.role);
    deps.events.callersChanged({ userId: params.user_id });
    // Who decides an approval step follows roles (decision 057): the listings of posts awaiting it are stale.
    deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
    return { ...ok, data: memberView(member, auth.timezone) };
  });

  router.route(operationById('membersRemove'), async ({ params, auth }) => {
    deps.events.revokeTokens(await removeMember(db, auth, params.user_id));
    deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
    return ok;
  });

  router.route(operationById('invitationsList'), async ({ auth }) => ({
    ...ok,
    data: await listInvitations(db, auth, deps.now()),
  }));

  router.route(operationById('invitationsCreate'), async ({ params, auth, request }) => {
    const { token, invitation } = await invite(db, auth, params.email, params.role, deps.now());
    const link = `${linkOrigin(deps.config)}/invite/${token}`;
    const emailed = await emailInvitation(deps.mailer, request.log, {
      inviter: auth.userName,
      workspace: auth.workspaceName,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      link,
    });
    return { ...ok, data: { ...invitationView(invitation, auth.timezone), link, emailed } };
  });

  router.route(operationById('invitationsRevoke'), async ({ params, auth }) => {
    await revokeInvitation(db, auth, params.invitation_id, deps.now());
    return ok;
  });

  router.route(operationById('accountUpdate'), async ({ params, auth }) => {
    const data = await updateProfile(db, auth, params);
    deps.events.callersChanged({ userId: auth.userId });
    return { ...ok, data };
  });

  router.route(operationById('accountChangePassword'), async ({ params, auth }) => {
    const revoked = await changePassword(
      db,
      auth,
      { current: params.current_password, next: params.new_password },
      deps.now(),
    );
    deps.events.revokeTokens(revoked);
    return { ...ok, data: { ended_sessions: revoked.length } };
  });

  router.route(operationById('sessionsList'), async ({ auth }) => ({
    ...ok,
    data: await listSessions(db, auth, deps.now()),
  }));

  router.route(operationById('sessionsRevoke'), async ({ params, auth }) => {
    deps.events.revokeTokens(await endSessions(db, auth, { sessionId: params.session_id }, deps.now()));
    return ok;
  });

  router.route(operationById('sessionsRevokeAll'), async ({ auth }) => {
    const revoked = await endSessions(db, auth, 'all', deps.now());
    deps.events.revokeTokens(revoked);
    return { ...ok, data: { ended_sessions: revoked.length } };
  });

  router.route(operationById('appsList'), async ({ auth }) => ({ ...ok, data: await listApps(db, auth, deps.now()) }));

  router.route(operationById('appsCreate'), async ({ params, auth }) => ({
    ...ok,
    data: await createApp(db, auth, {
      name: params.name,
      redirectUris: params.redirect_uris,
      isPublic: params.public === 1,
    }),
  }));

  router.route(operationById('appsRotateSecret'), async ({ params, auth }) => ({
    ...ok,
    data: await rotateSecret(db, auth, params.client_id),
  }));

  router.route(operationById('appsDelete'), async ({ params, auth }) => {
    deps.events.revokeTokens(await deleteApp(db, auth, params.client_id, deps.now()));
    return ok;
  });

  router.route(operationById('auditList'), async ({ params, auth }) => {
    requireManager(auth, 'read the audit log');
    return {
      ...ok,
      data: await listAudit(
        db,
        auth.workspaceId,
        auth.timezone,
        {
          beforeId: params.before_id,
          limit: params.limit ?? 50,
        },
        deps.now(),
      ),
    };
  });
}
