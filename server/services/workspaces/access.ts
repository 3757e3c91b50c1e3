import type { Role } from '../../db/schema.ts';
import { forbidden } from '../../domain/errors.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Who may do what in a workspace, one row per role: owners and admins manage it; collaborators write, and may wait
 * for approval; clients (decision 057) see the posts waiting for their step, and decide them.
 */
interface RoleRules {
  /** Approves posts, manages channels, people and settings (and is told what concerns that). */
  manages: boolean;
  /** Their posts wait for approval where the workspace asks for it; they act on their own posts and drafts only. */
  ownWorkOnly: boolean;
  /** Sees only the posts waiting for a step they decide (the outbox and the calendar filtered). */
  onlyTheirSteps: boolean;
  /** The operations (by path) the role may call at all; `all` for every one, each then checking its own rules. */
  allowed: 'all' | ReadonlySet<string>;
}

/**
 * A client's operations, by path: everything else is refused where the router resolves the caller (deny by
 * default), so an operation added later is closed to clients until it is put here. `posts/comments` and
 * `posts/comment` are named before they exist, for the comments being built beside this (plan 036).
 */
export const CLIENT_OPERATIONS: ReadonlySet<string> = new Set([
  // The posts at their step: posts/get answers only those, as the calendar does.
  '/posts/get',
  '/posts/calendar',
  '/posts/approvePost',
  '/posts/disapprovePost',
  '/posts/comments',
  '/posts/comment',
  '/notifications/list',
  '/notifications/read',
  // How they hear of them by email (decision 058, which came after this list): every member has their own.
  '/notifications/settings',
  // The dashboard's channel list and the channels' names on a card; a client has no drafts (drafts/get).
  '/drafts/get',
  // Their profile, sessions and workspaces.
  '/account/get',
  '/account/update',
  '/account/changePassword',
  '/sessions/list',
  '/sessions/revoke',
  '/sessions/revokeAll',
  '/workspaces/list',
  '/workspace/get',
  '/oauth/switchWorkspace',
  '/oauth/revoke',
  '/events/stream',
]);

export const ROLE_RULES: Readonly<Record<Role, RoleRules>> = {
  owner: { onlyTheirSteps: false, manages: true, ownWorkOnly: false, allowed: 'all' },
  admin: { onlyTheirSteps: false, manages: true, ownWorkOnly: false, allowed: 'all' },
  collaborator: { onlyTheirSteps: false, manages: false, ownWorkOnly: true, allowed: 'all' },
  client: { onlyTheirSteps: true, manages: false, ownWorkOnly: true, allowed: CLIENT_OPERATIONS },
};

/** The roles that manage a workspace: they approve posts and manage its channels (and are told what concerns that). */
export const MANAGER_ROLES: readonly Role[] = (Object.keys(ROLE_RULES) as Role[]).filter((r) => ROLE_RULES[r].manages);

export const isManager = (role: Role) => ROLE_RULES[role].manages;

/** Owners and admins only: `what` finishes the sentence anyone else is refused with. */
export function requireManager(auth: AuthContext, what: string): void {
  if (!isManager(auth.role)) throw forbidden(`Only owners and admins can ${what}.`);
}

/** Whether the role may call an operation at all (its path, as the contract names it): 403 naming the role if not. */
export function requireAllowed(role: Role, path: string): void {
  const allowed = ROLE_RULES[role].allowed;
  if (allowed !== 'all' && !allowed.has(path))
    throw forbidden(
      `A ${role} cannot use ${path}: clients see and decide the posts waiting for their approval, and comment on them.`,
    );
}

/** A collaborator's posts wait for approval, whatever they asked for. */
export const needsApproval = (auth: AuthContext) => ROLE_RULES[auth.role].ownWorkOnly && auth.approvalRequired;

/** Whether the caller sees only the posts waiting for a step they decide (a client). */
export const onlyTheirSteps = (auth: AuthContext) => ROLE_RULES[auth.role].onlyTheirSteps;
