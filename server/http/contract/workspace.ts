import { z } from 'zod';
import { dateTime, digits, flag, id, statusOnly, success } from './common.ts';
import { clock, schedule, weekdaySlots } from './extension.ts';
import { defineOperation } from './operation.ts';
import { PASSWORD_RULES, password, timezone } from '../../domain/account-rules.ts';
import { SUBJECT_KINDS } from '../../domain/audit-subjects.ts';
import { APPROVAL_DECIDERS } from '../../domain/approval-steps.ts';

/**
 * A workspace's own administration (issue 12): first start, sign-up, people and invitations, settings, the
 * person's profile and sessions, API applications and the audit log. All extensions, in the interface's style.
 */

const email = z
  .string()
  .trim()
  .max(320, 'An email address has at most 320 characters')
  .pipe(z.email('Write an email address such as name@example.com'));
const personName = z.string().trim().min(1, 'Write a name').max(100, 'A name has at most 100 characters');
const workspaceName = z
  .string()
  .trim()
  .min(1, 'Write the workspace’s name')
  .max(100, 'A workspace name has at most 100 characters');
const role = z.enum(['owner', 'admin', 'collaborator', 'client']);
const userId = id.meta({ description: 'a member’s user_id' });

/**
 * The dashboard's own login, asked for in the same call that creates the account (decision 027): with the PKCE
 * challenge and the dashboard's redirect URI, the answer carries an authorization code, traded at the token
 * endpoint exactly as after the login form.
 */
const dashboardLogin = {
  code_challenge: z
    .string()
    .max(43)
    .regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge: the base64url SHA-256 of a PKCE verifier (43 characters)')
    .optional()
    .meta({ description: 'PKCE (RFC 7636, S256) for the dashboard client: asks for login_code in the answer' }),
  redirect_uri: z
    .string()
    .max(2048)
    .optional()
    .meta({ description: 'the dashboard’s callback ({origin}/oauth/callback), with code_challenge' }),
};
const loginCode = z.string().optional().meta({
  description:
    'given code_challenge: an authorization code for the dashboard client (60 s, once), for POST /oauth/access_token with the verifier',
});

const newAccount = z.object({
  name: personName,
  email,
  password,
  workspace_name: workspaceName,
  timezone,
  ...dashboardLogin,
});

const created = z.object({ user_id: digits, workspace_id: digits, login_code: loginCode });

const guideSteps = z
  .object({
    channels: z.boolean().meta({ description: 'a channel is connected (a sandbox channel counts)' }),
    team: z.boolean().meta({ description: 'someone else was invited or has joined' }),
    schedule: z.boolean().meta({ description: 'a posting schedule was saved, or confirmed as it is' }),
    first_post: z
      .boolean()
      .meta({ description: 'a post is in the outbox (queued, scheduled, awaiting approval or sent)' }),
  })
  .meta({ id: 'GuideSteps' });

const guide = z
  .object({
    steps: guideSteps,
    done: z.int().meta({ description: 'how many steps are done' }),
    total: z.int(),
    dismissed: z.boolean().meta({ description: 'the person put the guide away' }),
    show: z.boolean().meta({
      description: 'whether the dashboard offers the guide: an owner or admin, not dismissed, a step left',
    }),
  })
  .meta({ id: 'Guide' });

const workspaceSummary = z
  .object({
    workspace_id: digits,
    name: z.string(),
    role,
    current: z.boolean().meta({ description: 'the workspace of the token that asks' }),
  })
  .meta({ id: 'WorkspaceMembership' });

const workspaceSettings = z
  .object({
    workspace_id: digits,
    name: z.string(),
    timezone: z.string(),
    approval_required: z
      .boolean()
      .meta({ description: 'collaborators’ posts wait for an owner’s or admin’s approval' }),
    default_schedule: schedule,
    clock,
    logo: z.string().meta({
      description: 'the address of the logo on the workspace’s reports (a picture of its media library); empty: none',
    }),
    logo_media_id: z.string().meta({ description: 'the logo’s media_id; empty: none' }),
  })
  .meta({ id: 'WorkspaceSettings' });

const approvalStep = z
  .object({
    position: z.int().meta({ description: '1, 2 or 3' }),
    who: z.enum(APPROVAL_DECIDERS).meta({
      description: 'owners_admins: any owner or admin; member: the member user_id names; client: any client',
    }),
    user_id: z.string().meta({ description: 'the member of a member step; empty for the others' }),
    deciders: z.string().meta({
      description:
        'who decides it now, in words (owners and admins decide a step whose member left, or a client step with no client)',
    }),
    decider_ids: z.string().meta({ description: 'their user_ids, joined by _' }),
  })
  .meta({ id: 'ApprovalStep' });

const approvalSteps = z
  .object({
    approval_required: z.boolean().meta({ description: 'without it, collaborators’ posts wait at no step' }),
    steps: z.array(approvalStep),
  })
  .meta({ id: 'ApprovalSteps' });

const stepWho = z.enum(APPROVAL_DECIDERS);
const stepParams = Object.fromEntries(
  [1, 2, 3].flatMap((n) => [
    [`step_${n}`, (n === 1 ? stepWho : stepWho.optional()).meta({ description: `who decides step ${n}` })],
    [`step_${n}_user_id`, userId.optional().meta({ description: `with step_${n}=member: the member` })],
  ]),
) as {
  step_1: typeof stepWho;
  step_2: z.ZodOptional<typeof stepWho>;
  step_3: z.ZodOptional<typeof stepWho>;
  step_1_user_id: z.ZodOptional<typeof userId>;
  step_2_user_id: z.ZodOptional<typeof userId>;
  step_3_user_id: z.ZodOptional<typeof userId>;
};

const member = z
  .object({
    user_id: digits,
    name: z.string(),
    email: z.string(),
    picture: z.string(),
    role,
    joined_at: dateTime,
  })
  .meta({ id: 'Member' });

const invitation = z
  .object({
    invitation_id: digits,
    email: z.string(),
    role,
    invited_by: z.string(),
    created_at: dateTime,
    expires_at: dateTime,
  })
  .meta({ id: 'Invitation' });

const application = z
  .object({
    client_id: z.string(),
    name: z.string(),
    redirect_uris: z.array(z.string()),
    public: z.boolean().meta({ description: 'a public client: no secret, PKCE required' }),
    created_at: dateTime,
    active_tokens: z.int().meta({ description: 'live tokens of this client in this workspace' }),
    source: z.enum(['workspace', 'installation', 'demo']).meta({
      description:
        'workspace: registered here (its owners and admins manage it); installation: the server’s own client, which any member may log in to; demo: the demo data’s client (README), an installation client',
    }),
  })
  .meta({ id: 'Application' });

const session = z
  .object({
    session_id: digits,
    application: z.string(),
    workspace_name: z.string(),
    user_agent: z.string(),
    started_at: dateTime,
    expires_at: dateTime,
    current: z.boolean(),
  })
  .meta({ id: 'Session' });

const auditSubject = z
  .object({
    kind: z.enum(SUBJECT_KINDS),
    id: z.string().meta({
      description:
        'its user_id, channel_id, post_id, draft_id, client_id, invitation_id, workspace_id, label_id, reply_id (saved_reply) or snippet_id; empty when an older event did not keep it',
    }),
    name: z.string().meta({
      description:
        'as it was then: a name, the start of a post’s or draft’s text, an invitation’s email; empty when an older event kept none and it is gone',
    }),
    exists: z.boolean().meta({
      description:
        'whether it is in the workspace now: a member, a connected channel, a post in the outbox or published, a draft, an application, a pending invitation, a label, a saved reply, a snippet',
    }),
    channel_id: z.string().optional().meta({ description: 'posts only: the channel it is on (empty when unknown)' }),
    published: z.boolean().optional().meta({ description: 'posts only: it was published (found in the history)' }),
  })
  .meta({ id: 'AuditSubject' });

const auditEvent = z
  .object({
    event_id: digits,
    at: dateTime,
    actor: z.string(),
    action: z.string().meta({ description: 'what was done, such as member.role_changed or app.created' }),
    target: z.string().meta({ description: 'what it was done to, in words or as ids (older form: see subjects)' }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    subjects: z.array(auditSubject).meta({
      description: 'what the event is about, in the order a sentence names them, looked up in this workspace only',
    }),
  })
  .meta({ id: 'AuditEvent' });

const redirectUris = z
  .string()
  .trim()
  .min(1, 'Give at least one redirect URI')
  .max(8192)
  .meta({ description: 'exact redirect URIs separated by spaces (https, or http on localhost)' });

export const workspaceOperations = [
  defineOperation({
    operationId: 'setupGet',
    method: 'GET',
    path: '/setup/get',
    tag: 'extension',
    summary: 'Whether the service still needs its first workspace, and who may sign up',
    paramsIn: 'query',
    auth: false,
    params: z.object({}),
    response: success(
      z.object({
        setup_needed: z.boolean().meta({ description: 'no one has an account yet: POST /setup creates the first' }),
        signup: z.enum(['invite', 'open']).meta({ description: 'invite: by invitation only; open: anyone' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'setup',
    errors: [409],
    method: 'POST',
    path: '/setup',
    tag: 'extension',
    summary: 'First start: create the first owner and their workspace (allowed once, on an empty database)',
    description:
      'Answers 409 once anyone has an account. With code_challenge and redirect_uri (the dashboard’s PKCE login), the answer’s login_code logs the owner in: no second login with what was just typed.',
    paramsIn: 'body',
    auth: false,
    params: newAccount,
    response: success(created),
  }),
  defineOperation({
    operationId: 'signup',
    errors: [403, 409],
    method: 'POST',
    path: '/signup',
    tag: 'extension',
    summary: 'Create an account and its workspace, where sign-up is open (SIGNUP=open)',
    description: 'Answers 403 when sign-up is by invitation only, 409 when the email has an account already.',
    paramsIn: 'body',
    auth: false,
    params: newAccount,
    response: success(created),
  }),
  defineOperation({
    operationId: 'invitationsGet',
    errors: [404, 409],
    method: 'GET',
    path: '/invitations/get',
    tag: 'extension',
    summary: 'What an invitation link offers: the workspace, the role, and whether its email has an account',
    paramsIn: 'query',
    auth: false,
    params: z.object({ token: z.string().min(1).max(200) }),
    response: success(
      z.object({
        workspace_name: z.string(),
        email: z.string(),
        role,
        invited_by: z.string(),
        expires_at: z.string().meta({ description: 'ISO 8601 instant' }),
        account_exists: z.boolean().meta({ description: 'accepting then asks that account’s password' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'invitationsAccept',
    errors: [401, 404, 409],
    method: 'POST',
    path: '/invitations/accept',
    tag: 'extension',
    summary: 'Accept an invitation: join with the existing account (its password) or a new one (name and password)',
    description:
      'The link works once and until it expires (409 after). An email that has an account proves it with that password (401 when wrong).',
    paramsIn: 'body',
    auth: false,
    params: z.object({
      token: z.string().min(1).max(200),
      name: personName.optional().meta({ description: 'for a new account' }),
      password: z.string().min(1).max(PASSWORD_RULES.max),
      ...dashboardLogin,
    }),
    response: success(
      z.object({ workspace_id: digits, workspace_name: z.string(), email: z.string(), login_code: loginCode }),
    ),
  }),
  defineOperation({
    operationId: 'workspacesList',
    method: 'GET',
    path: '/workspaces/list',
    tag: 'extension',
    summary: 'The workspaces the caller belongs to, and whether they may create another',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.object({ workspaces: z.array(workspaceSummary), can_create: z.boolean() })),
  }),
  defineOperation({
    operationId: 'workspacesCreate',
    errors: [403],
    method: 'POST',
    path: '/workspaces/create',
    tag: 'extension',
    summary: 'Create another workspace, owned by the caller (where sign-up is open)',
    paramsIn: 'body',
    params: z.object({ name: workspaceName, timezone }),
    response: success(workspaceSummary),
  }),
  defineOperation({
    operationId: 'oauthSwitchWorkspace',
    errors: [403, 404],
    method: 'POST',
    path: '/oauth/switchWorkspace',
    tag: 'extension',
    summary: 'The dashboard’s workspace switcher: trade its token for one of another workspace of the same person',
    description:
      'Only the dashboard’s own tokens can be traded (403 for an application’s: it logs in again). The token sent is revoked.',
    paramsIn: 'body',
    params: z.object({ workspace_id: id }),
    response: z.object({
      status: z.literal('success'),
      access_token: z.string(),
      token_type: z.literal('Bearer'),
      expires_in: z.int(),
    }),
  }),
  defineOperation({
    operationId: 'workspaceGet',
    method: 'GET',
    path: '/workspace/get',
    tag: 'extension',
    summary: 'The workspace’s settings',
    paramsIn: 'query',
    params: z.object({}),
    response: success(workspaceSettings),
  }),
  defineOperation({
    operationId: 'workspaceUpdate',
    errors: [403, 404],
    method: 'POST',
    path: '/workspace/update',
    tag: 'extension',
    summary: 'Change the workspace’s settings (owner or admin)',
    description:
      'A new time zone keeps queued posts on the same local slots (their instants move); posts pinned to a custom time keep their instant. Weekdays (mon…sun) change the default posting schedule of channels connected from now on. clock changes only how the dashboard writes times of day; the API always writes them 24-hour. logo names a picture of the media library for the reports’ cover (its JPEG form is used); deleting the picture removes the logo.',
    paramsIn: 'body',
    params: z.object({
      name: workspaceName.optional(),
      timezone: timezone.optional(),
      approval_required: flag.optional(),
      clock: clock.optional(),
      logo: z
        .string()
        .max(64)
        .optional()
        .meta({ description: 'the media_id of a picture of the workspace’s, for its reports’ cover; "" removes it' }),
      ...weekdaySlots,
    }),
    response: success(workspaceSettings.extend({ requeued_posts: z.int() })),
  }),
  defineOperation({
    operationId: 'workspaceApprovalSteps',
    errors: [403],
    method: 'GET',
    path: '/workspace/approvalSteps',
    tag: 'extension',
    summary: 'Who approves collaborators’ posts, step by step (owner or admin)',
    paramsIn: 'query',
    params: z.object({}),
    response: success(approvalSteps),
  }),
  defineOperation({
    operationId: 'workspaceUpdateApprovalSteps',
    errors: [403],
    method: 'POST',
    path: '/workspace/approvalSteps',
    tag: 'extension',
    summary:
      'Set the approval steps (owner or admin): up to 3, each decided by owners and admins, a member or the client',
    description:
      'step_1 is required; step_3 needs step_2. A member step names a member who is not a client (step_N_user_id). Posts waiting at a step the new list no longer has wait at its last step.',
    paramsIn: 'body',
    params: z.object(stepParams),
    response: success(approvalSteps),
  }),
  defineOperation({
    operationId: 'onboardingGet',
    method: 'GET',
    path: '/onboarding/get',
    tag: 'extension',
    summary: 'The getting-started guide: which of its steps the workspace has done, and whether to offer it',
    description:
      'Each step is done when the workspace holds what it asks for: a channel, someone invited, a posting schedule saved or confirmed, a post. Every member may read it; it is offered to owners and admins.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(guide),
  }),
  defineOperation({
    operationId: 'onboardingUpdate',
    errors: [403],
    method: 'POST',
    path: '/onboarding/update',
    tag: 'extension',
    summary: 'Put the guide away (or back) for the person, or confirm the posting schedule as it is',
    description:
      'dismissed=1 hides the guide for the person who asks (0 shows it again); schedule_checked=1 (owner or admin) ticks the schedule step without changing the times.',
    paramsIn: 'body',
    params: z.object({ dismissed: flag.optional(), schedule_checked: z.literal(1).optional() }),
    response: success(guide),
  }),
  defineOperation({
    operationId: 'membersList',
    errors: [403],
    method: 'GET',
    path: '/members/list',
    tag: 'extension',
    summary: 'The workspace’s members (owner or admin)',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(member)),
  }),
  defineOperation({
    operationId: 'membersUpdateRole',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/members/updateRole',
    tag: 'extension',
    summary: 'Change a member’s role (owner or admin; only an owner gives or takes the owner role)',
    description: 'A workspace always keeps an owner: taking the last owner’s role answers 409.',
    paramsIn: 'body',
    params: z.object({ user_id: userId, role }),
    response: success(member),
  }),
  defineOperation({
    operationId: 'membersRemove',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/members/remove',
    tag: 'extension',
    summary: 'Remove a member (owner or admin), or leave (anyone, their own user_id)',
    description:
      'The member’s tokens for this workspace stop at once. Only an owner removes an owner; the last owner cannot leave (409).',
    paramsIn: 'body',
    params: z.object({ user_id: userId }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'invitationsList',
    errors: [403],
    method: 'GET',
    path: '/invitations/list',
    tag: 'extension',
    summary: 'Invitations waiting to be accepted (owner or admin)',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(invitation)),
  }),
  defineOperation({
    operationId: 'invitationsCreate',
    errors: [403, 409],
    method: 'POST',
    path: '/invitations/create',
    tag: 'extension',
    summary: 'Invite someone by email with a role (owner or admin; only an owner invites an owner)',
    description:
      'Answers a single-use link that expires in 7 days, to copy; it is also emailed when the service has SMTP_URL. A new invitation to the same email replaces the one before. 409 when the email is a member already.',
    paramsIn: 'body',
    params: z.object({ email, role }),
    response: success(
      invitation.extend({
        link: z.string().meta({ description: 'the invitation link: shown once' }),
        emailed: z.boolean(),
      }),
    ),
  }),
  defineOperation({
    operationId: 'invitationsRevoke',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/invitations/revoke',
    tag: 'extension',
    summary: 'Withdraw an invitation (owner or admin): its link stops working',
    paramsIn: 'body',
    params: z.object({ invitation_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'accountUpdate',
    method: 'POST',
    path: '/account/update',
    tag: 'extension',
    summary: 'Change the caller’s name or picture',
    paramsIn: 'body',
    params: z.object({
      name: personName.optional(),
      picture: z
        .string()
        .trim()
        .max(5000, 'A picture URL has at most 5000 characters')
        .refine((value) => value === '' || /^(https:\/\/|\/)/.test(value), 'Use an https:// address, or nothing')
        .optional(),
    }),
    response: success(z.object({ user_id: digits, name: z.string(), email: z.string(), picture: z.string() })),
  }),
  defineOperation({
    operationId: 'accountChangePassword',
    method: 'POST',
    path: '/account/changePassword',
    tag: 'extension',
    summary: 'Change the caller’s password: every other session ends',
    paramsIn: 'body',
    params: z.object({ current_password: z.string().min(1).max(PASSWORD_RULES.max), new_password: password }),
    response: success(z.object({ ended_sessions: z.int() })),
  }),
  defineOperation({
    operationId: 'sessionsList',
    method: 'GET',
    path: '/sessions/list',
    tag: 'extension',
    summary: 'The caller’s active sessions, in every workspace and application',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(session)),
  }),
  defineOperation({
    operationId: 'sessionsRevoke',
    errors: [404],
    method: 'POST',
    path: '/sessions/revoke',
    tag: 'extension',
    summary: 'End one of the caller’s sessions',
    paramsIn: 'body',
    params: z.object({ session_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'sessionsRevokeAll',
    method: 'POST',
    path: '/sessions/revokeAll',
    tag: 'extension',
    summary: 'Log out everywhere: every session of the caller ends, this one too',
    paramsIn: 'body',
    params: z.object({}),
    response: success(z.object({ ended_sessions: z.int() })),
  }),
  defineOperation({
    operationId: 'appsList',
    errors: [403],
    method: 'GET',
    path: '/apps/list',
    tag: 'extension',
    summary: 'The workspace’s API applications (owner or admin)',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(application)),
  }),
  defineOperation({
    operationId: 'appsCreate',
    errors: [403],
    method: 'POST',
    path: '/apps/create',
    tag: 'extension',
    summary: 'Register an API application (owner or admin): its client_id, and a client_secret shown only now',
    description:
      'redirect_uris: exact URIs separated by spaces, https (http only on localhost). public=1 registers a public client (a single-page or mobile app): no secret, PKCE required.',
    paramsIn: 'body',
    params: z.object({
      name: z.string().trim().min(1, 'Name the application').max(100, 'A name has at most 100 characters'),
      redirect_uris: redirectUris,
      public: flag.optional(),
    }),
    response: success(application.extend({ client_secret: z.string().nullable() })),
  }),
  defineOperation({
    operationId: 'appsRotateSecret',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/apps/rotateSecret',
    tag: 'extension',
    summary: 'Give an application a new client_secret (shown only now); the old one stops at once',
    description: 'Tokens already issued keep working until they expire. 409 for a public client, which has none.',
    paramsIn: 'body',
    params: z.object({ client_id: z.string().min(1).max(100) }),
    response: success(z.object({ client_id: z.string(), client_secret: z.string() })),
  }),
  defineOperation({
    operationId: 'appsDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/apps/delete',
    tag: 'extension',
    summary: 'Delete an application (owner or admin): its tokens stop at once',
    paramsIn: 'body',
    params: z.object({ client_id: z.string().min(1).max(100) }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'auditList',
    errors: [403],
    method: 'GET',
    path: '/audit/list',
    tag: 'extension',
    summary: 'Who did what in the workspace, newest first (owner or admin)',
    description: 'Pages of `limit` events; `before_id` (the last event_id of a page) asks for the next.',
    paramsIn: 'query',
    params: z.object({
      before_id: id.optional(),
      limit: z.int().min(1).max(200).optional(),
    }),
    response: success(z.object({ events: z.array(auditEvent), more: z.boolean() })),
  }),
];
