import { MAX_POSTS_NAMED, type AuditSubject } from './audit-subjects.ts';

type Details = Record<string, string | number | boolean | null>;

/** An event written before events kept their subjects: its target was a sentence's object in words, or an id. */
export interface LegacyEvent {
  workspaceId: number;
  actorId: number | null;
  action: string;
  target: string;
  details: Details;
}

const idText = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
  (typeof value === 'string' && /^[1-9]\d*$/.test(value))
    ? String(value)
    : '';

const idsIn = (text: string) => text.split('_').filter((part) => /^[1-9]\d*$/.test(part));

const channels = (details: Details): AuditSubject[] =>
  [...new Set([idText(details.channel_id), ...idsIn(String(details.channel_ids ?? ''))])]
    .filter(Boolean)
    .map((id) => ({ kind: 'channel', id, name: '' }));

/**
 * The subjects of an older event, from its target and details: "post 36" and a channel_id become a post and its
 * channel by id (named at listing, if they are still in the workspace), a member's name stays a name. Nothing here
 * is trusted beyond the caller's workspace: the listing looks every id up in it.
 */
export function legacySubjects(event: LegacyEvent): AuditSubject[] {
  const { action, target, details } = event;
  const named = (kind: AuditSubject['kind'], id = ''): AuditSubject[] => [{ kind, id, name: target }];
  if (action.startsWith('post.')) {
    const posts = /^posts? ([\d_]+)$/.exec(target);
    const channelId = idText(details.channel_id);
    const subjects: AuditSubject[] = idsIn(posts?.[1] ?? '')
      .slice(0, MAX_POSTS_NAMED)
      .map((id) => ({ kind: 'post', id, name: '', ...(channelId && { channelId }) }));
    subjects.push(...channels(details));
    if (typeof details.writer === 'string') subjects.push({ kind: 'person', id: '', name: details.writer });
    return subjects;
  }
  if (action === 'draft.deleted') {
    const draft = /^draft (\d+)$/.exec(target);
    return draft ? [{ kind: 'draft', id: draft[1]!, name: '' }] : [];
  }
  if (action.startsWith('channel.')) return [{ kind: 'channel', id: idText(details.channel_id), name: target }];
  if (action === 'member.invited' || action === 'invitation.revoked') return named('invitation');
  // Who joined or left is the one who did it.
  if (action === 'member.joined' || action === 'member.left')
    return named('person', event.actorId === null ? '' : String(event.actorId));
  if (action.startsWith('member.')) return named('person');
  if (action.startsWith('app.'))
    return named('application', typeof details.client_id === 'string' ? details.client_id : '');
  if (action.startsWith('workspace.')) return named('workspace', String(event.workspaceId));
  // An action this listing does not know keeps its target in words, and names nothing it cannot be sure of.
  return [];
}
