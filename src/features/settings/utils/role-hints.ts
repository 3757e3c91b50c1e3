import type { Role } from '../../../lib/roles';

/** What each role may do, in one line, where a role is chosen (People: the invitation and the members' roles). */
export const roleHints: Record<Role, string> = {
  owner: 'Everything an admin does, and gives or takes the owner role.',
  admin: 'Manages channels, people and settings, and approves posts.',
  collaborator: 'Writes and schedules posts; where the workspace asks for approval, they wait for it.',
  client:
    'Sees only the posts waiting for their approval (in Approvals and the calendar), approves them or sends them back, and comments; nothing else.',
};
