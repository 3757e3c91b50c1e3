import type { AuditEvent } from '../../../api/generated/types.gen';
import { roleNames } from '../../../lib/roles';

const role = (value: unknown) =>
  typeof value === 'string' ? ((roleNames as Record<string, string>)[value] ?? value) : String(value);

/** What an action code means, for people. Codes the dashboard does not know yet are shown as they are. */
const actions: Record<string, string> = {
  'workspace.created': 'Created the workspace',
  'workspace.updated': 'Changed the workspace’s settings',
  'member.invited': 'Invited someone',
  'member.joined': 'Joined the workspace',
  'member.left': 'Left the workspace',
  'member.removed': 'Removed a member',
  'member.role_changed': 'Changed a member’s role',
  'invitation.revoked': 'Withdrew an invitation',
  'app.created': 'Registered an API application',
  'app.secret_rotated': 'Gave an application a new secret',
  'app.deleted': 'Deleted an API application',
  'member.password_reset': 'Reset a password (operator)',
  'post.approved': 'Approved a post',
  'post.sent_back': 'Sent a post back',
  'post.deleted': 'Deleted a post',
  'draft.deleted': 'Deleted a draft',
  'channel.connected': 'Connected a channel',
  'channel.schedule_changed': 'Changed a channel’s posting schedule',
  'channel.sandbox_changed': 'Changed how a sandbox channel answers',
};

export const actionInWords = (action: string) => actions[action] ?? action;

/** The details of an event as short phrases ("from Admin to Collaborator", "time zone Europe/London"). */
export function detailsInWords(event: AuditEvent): string[] {
  const { details } = event;
  const phrases: string[] = [];
  const rest = { ...details };
  if ('from' in details && 'to' in details) {
    phrases.push(`from ${role(details.from)} to ${role(details.to)}`);
    delete rest.from;
    delete rest.to;
  }
  if (typeof details.role === 'string') {
    phrases.push(`as ${role(details.role)}`);
    delete rest.role;
  }
  if ('timezone' in details) {
    phrases.push(
      details.timezone_from
        ? `time zone ${details.timezone_from} → ${details.timezone}`
        : `time zone ${details.timezone}`,
    );
    delete rest.timezone;
    delete rest.timezone_from;
  }
  if ('approval_required' in details) {
    phrases.push(details.approval_required ? 'approval required' : 'approval not required');
    delete rest.approval_required;
  }
  if (details.clock === '12h' || details.clock === '24h') {
    phrases.push(details.clock === '12h' ? '12-hour clock' : '24-hour clock');
    delete rest.clock;
  }
  if (details.default_schedule) {
    phrases.push('default posting schedule changed');
    delete rest.default_schedule;
  }
  if ('public' in details) {
    phrases.push(details.public ? 'public client' : 'confidential client');
    delete rest.public;
  }
  for (const [key, value] of Object.entries(rest)) phrases.push(`${key.replaceAll('_', ' ')}: ${String(value)}`);
  return phrases;
}
