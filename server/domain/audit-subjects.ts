import { networkName } from '../../shared/networks.ts';

/** What an audit event can be about (decision 028). */
export const SUBJECT_KINDS = [
  'person',
  'channel',
  'post',
  'draft',
  'application',
  'invitation',
  'workspace',
  'label',
  'saved_reply',
  'snippet',
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * One thing an event is about, as it was when the event happened: its id (empty when an older event did not keep
 * one) and its name, a post's or draft's excerpt, an invitation's email. A post keeps its channel.
 */
export interface AuditSubject {
  kind: SubjectKind;
  id: string;
  name: string;
  channelId?: string;
}

/** How much of a post or draft an event keeps: enough to recognise it, not a copy of the text. */
export const EXCERPT_GRAPHEMES = 40;

/** A bulk deletion of up to 200 posts names this many of them; its details say how many there were. */
export const MAX_POSTS_NAMED = 10;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The start of a text on one line, cut at a word where one is near the limit: "Spring menu is here, come and…".
 * Cut by grapheme, so that an emoji or an accented letter is never split.
 */
export function excerpt(text: string, limit = EXCERPT_GRAPHEMES): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const parts = Array.from(graphemes.segment(line), (s) => s.segment);
  if (parts.length <= limit) return line;
  const head = parts.slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  // A word that ends right at the limit is whole; one cut short goes, unless it is most of the excerpt.
  const cut = parts[limit] === ' ' || space < head.length / 2 ? head : head.slice(0, space);
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

export const personSubject = (person: { id: number | null; name: string }): AuditSubject => ({
  kind: 'person',
  id: person.id === null ? '' : String(person.id),
  name: person.name,
});

/** A channel by its name and network, "Northwind Coffee (X)": the demo's channels share a name across networks. */
export const channelName = (channel: { name: string; channelType: number }) =>
  `${channel.name} (${networkName(channel.channelType)})`;

export const channelSubject = (channel: { id: number; name: string; channelType: number }): AuditSubject => ({
  kind: 'channel',
  id: String(channel.id),
  name: channelName(channel),
});

export const postSubject = (post: { id: number; message: string; channelId: number }): AuditSubject => ({
  kind: 'post',
  id: String(post.id),
  name: excerpt(post.message),
  channelId: String(post.channelId),
});

export const draftSubject = (draft: { id: number; message: string }): AuditSubject => ({
  kind: 'draft',
  id: String(draft.id),
  name: excerpt(draft.message),
});

export const applicationSubject = (app: { id: string; name: string }): AuditSubject => ({
  kind: 'application',
  id: app.id,
  name: app.name,
});

export const invitationSubject = (invitation: { id: number; email: string }): AuditSubject => ({
  kind: 'invitation',
  id: String(invitation.id),
  name: invitation.email,
});

export const workspaceSubject = (workspace: { id: number; name: string }): AuditSubject => ({
  kind: 'workspace',
  id: String(workspace.id),
  name: workspace.name,
});

export const labelSubject = (label: { id: number; name: string }): AuditSubject => ({
  kind: 'label',
  id: String(label.id),
  name: label.name,
});

export const savedReplySubject = (reply: { id: number; title: string }): AuditSubject => ({
  kind: 'saved_reply',
  id: String(reply.id),
  name: reply.title,
});

export const snippetSubject = (snippet: { id: number; name: string }): AuditSubject => ({
  kind: 'snippet',
  id: String(snippet.id),
  name: snippet.name,
});
