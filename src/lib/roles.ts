import type { Member } from '../api/generated/types.gen';

export type Role = Member['role'];

/** The roles as people read them. */
export const roleNames: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  collaborator: 'Collaborator',
  client: 'Client',
};

/** The roles a person may give: only an owner gives (or takes) the owner role. */
export const assignableRoles = (caller: Role): Role[] =>
  caller === 'owner' ? ['owner', 'admin', 'collaborator', 'client'] : ['admin', 'collaborator', 'client'];

/** Whether the caller may change this member's role or remove them (an admin leaves owners alone). */
export const mayManage = (caller: Role, member: Role) =>
  caller === 'owner' || (caller === 'admin' && member !== 'owner');
