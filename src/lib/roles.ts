import type { Member } from '../api/generated/types.gen';

export type Role = Member['role'];

/** The roles as people read them. */
export const roleNames: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  collaborator: 'Collaborator',
  client: 'Client',
};

/** Owners and admins: they approve posts and manage channels, people and settings. */
export const manages = (role: Role) => role === 'owner' || role === 'admin';

/**
 * The sections of a role that sees only some (decision 057): a client, the posts waiting for them. The shell shows
 * these alone, and a page outside them (but their profile) says it is not theirs rather than asking the service.
 */
export const roleSections: Partial<Record<Role, readonly string[]>> = { client: ['/approvals', '/calendar'] };
