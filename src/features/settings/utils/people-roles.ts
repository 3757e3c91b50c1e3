import type { Role } from '../../../lib/roles';

/*
 * Who may give which role, for People: here rather than in lib/roles.ts, which every page's first download carries.
 */

/** What each role may do, in one line, where a role is chosen (People: the invitation and the members' roles). */
export const roleHints: Record<Role, string> = {
  owner: 'Everything an admin does, and gives or takes the owner role.',
  admin: 'Manages channels, people and settings, and approves posts.',
  collaborator: 'Writes and schedules posts; where the workspace asks for approval, they wait for it.',
  client:
    'Sees only the posts waiting for their approval (in Approvals and the calendar), approves them or sends them back, and comments; nothing else.',
};

/** The roles a person may give: only an owner gives (or takes) the owner role. */
export const assignableRoles = (caller: Role): Role[] =>
  caller === 'owner' ? ['owner', 'admin', 'collaborator', 'client'] : ['admin', 'collaborator', 'client'];

/** Whether the caller may change this member's role or remove them (an admin leaves owners alone). */
export const mayManage = (caller: Role, member: Role) =>
  caller === 'owner' || (caller === 'admin' && member !== 'owner');
