import type { AuditEvent, AuditSubject } from '../../../api/generated/types.gen';
import { roleNames } from '../../../lib/roles';

/** A piece of an event's sentence: words, or one of its subjects (a link while it is still there). */
export type SentencePart = string | { subject: AuditSubject; text: string; quoted?: boolean };

/** Posts a sentence names one by one before it says "and N more posts". */
const POSTS_SHOWN = 3;

const role = (value: unknown) =>
  typeof value === 'string' ? ((roleNames as Record<string, string>)[value] ?? value) : String(value);

const all = (event: AuditEvent, kind: AuditSubject['kind']) => event.subjects.filter((s) => s.kind === kind);
const first = (event: AuditEvent, kind: AuditSubject['kind']) => all(event, kind)[0];

/** A subject by its name, or words when the event kept none (an older event's, gone since). */
const named = (subject: AuditSubject | undefined, otherwise: string): SentencePart =>
  subject?.name ? { subject, text: subject.name } : otherwise;

/** "a, b and c", each item being parts of its own. */
function list(items: SentencePart[][]): SentencePart[] {
  return items.flatMap((item, index) => [
    ...(index === 0 ? [] : [index === items.length - 1 ? ' and ' : ', ']),
    ...item,
  ]);
}

/**
 * The posts of an event with the channels they were on: "“Spring menu…” on Northwind Coffee (X)". Posts of one
 * text (the same post on several channels) are named once, with their channels; past three, "and N more posts".
 */
function postsPhrase(event: AuditEvent): SentencePart[] {
  const posts = all(event, 'post');
  const channels = all(event, 'channel');
  const counted = typeof event.details.posts === 'number' ? event.details.posts : 0;
  const total = Math.max(counted, posts.length, 1);
  const channelNames = (subjects: AuditSubject[]) => subjects.filter((c) => c.name).map((c) => [named(c, '')]);
  const on = (subjects: AuditSubject[]): SentencePart[] =>
    channelNames(subjects).length > 0 ? [' on ', ...list(channelNames(subjects))] : [];
  const groups: { post: AuditSubject; channels: AuditSubject[]; count: number }[] = [];
  for (const post of posts.filter((p) => p.name)) {
    const channel = channels.find((c) => c.id === post.channel_id);
    const group = groups.find((g) => g.post.name === post.name);
    if (!group) groups.push({ post, channels: channel ? [channel] : [], count: 1 });
    else {
      group.count += 1;
      if (channel && !group.channels.includes(channel)) group.channels.push(channel);
    }
  }
  // An older event whose posts are gone knows how many there were, and where.
  if (groups.length === 0) return [total === 1 ? 'a post' : `${total} posts`, ...on(channels)];
  const shown = groups.slice(0, POSTS_SHOWN);
  const rest = total - shown.reduce((sum, group) => sum + group.count, 0);
  return list([
    ...shown.map((g): SentencePart[] => [{ subject: g.post, text: g.post.name, quoted: true }, ...on(g.channels)]),
    ...(rest > 0 ? [[`${rest} more ${rest === 1 ? 'post' : 'posts'}`]] : []),
  ]);
}

const asRole = (event: AuditEvent) =>
  typeof event.details.role === 'string' ? [` as ${role(event.details.role)}`] : [];

const person = (event: AuditEvent) => named(first(event, 'person'), event.target || 'someone');
const invitee = (event: AuditEvent) => named(first(event, 'invitation'), event.target || 'someone');
const application = (event: AuditEvent) => named(first(event, 'application'), event.target || 'an application');
const channel = (event: AuditEvent) => named(first(event, 'channel'), event.target || 'a channel');
const workspace = (event: AuditEvent) => named(first(event, 'workspace'), event.target || 'the workspace');
const label = (event: AuditEvent) => named(first(event, 'label'), event.target || 'a label');
const savedReply = (event: AuditEvent) => named(first(event, 'saved_reply'), event.target || 'a saved reply');
/** "the signature Best", "the hashtag group Coffee": a snippet is named with its kind. */
const snippet = (event: AuditEvent): SentencePart[] => [
  event.details.kind === 'signature' ? 'the signature ' : 'the hashtag group ',
  named(first(event, 'snippet'), event.target || 'a snippet'),
];

/** What each action says after the name of who did it. */
const sentences: Record<string, (event: AuditEvent) => SentencePart[]> = {
  'workspace.created': (e) => ['created the workspace ', workspace(e)],
  'workspace.updated': (e) => ['changed the settings of ', workspace(e)],
  'workspace.approval_steps_changed': (e) => ['changed who approves posts in ', workspace(e)],
  'workspace.utm_changed': (e) => [
    e.details.enabled ? 'turned on UTM parameters on the links of ' : 'turned off UTM parameters on the links of ',
    workspace(e),
  ],
  'member.invited': (e) => ['invited ', invitee(e), ...asRole(e)],
  'member.joined': (e) => ['joined the workspace', ...asRole(e)],
  'member.left': () => ['left the workspace'],
  'member.removed': (e) => [
    'removed ',
    person(e),
    ...(typeof e.details.role === 'string' ? [` (${role(e.details.role)})`] : []),
  ],
  'member.role_changed': (e) => [
    'changed ',
    person(e),
    `’s role from ${role(e.details.from)} to ${role(e.details.to)}`,
  ],
  'member.password_reset': (e) => ['reset the password of ', person(e)],
  'invitation.revoked': (e) => ['withdrew the invitation of ', invitee(e), ...asRole(e)],
  'app.created': (e) => ['registered the API application ', application(e)],
  'app.secret_rotated': (e) => ['gave the API application ', application(e), ' a new secret'],
  'app.deleted': (e) => ['deleted the API application ', application(e)],
  'post.approved': (e) => ['approved ', ...postsPhrase(e)],
  'post.step_approved': (e) => [
    `approved step ${String(e.details.step)} of ${String(e.details.of)} of `,
    ...postsPhrase(e),
  ],
  'post.sent_back': (e) => {
    const draft = first(e, 'draft');
    return [
      'sent ',
      ...postsPhrase(e),
      ' back to ',
      named(first(e, 'person'), typeof e.details.writer === 'string' ? e.details.writer : 'its writer'),
      ' as ',
      draft ? { subject: draft, text: 'a draft' } : 'a draft',
    ];
  },
  'post.deleted': (e) => ['deleted ', ...postsPhrase(e)],
  'draft.deleted': (e) => {
    const draft = first(e, 'draft');
    return draft?.name
      ? ['deleted the draft ', { subject: draft, text: draft.name, quoted: true }]
      : ['deleted a draft'];
  },
  'comment.deleted': (e) => {
    const draft = first(e, 'draft');
    const author = named(first(e, 'person'), typeof e.details.author === 'string' ? e.details.author : 'someone');
    return [
      'deleted a comment by ',
      author,
      ' on ',
      ...(draft ? ['the draft ', named(draft, 'a draft')] : postsPhrase(e)),
    ];
  },
  'channel.connected': (e) => ['connected ', channel(e)],
  'channel.reconnected': (e) => ['reconnected ', channel(e)],
  'channel.disconnected': (e) => ['disconnected ', channel(e)],
  'channel.schedule_changed': (e) => ['changed the posting schedule of ', channel(e)],
  'channel.sandbox_changed': (e) => ['changed how ', channel(e), ' answers on the sandbox network'],
  'label.created': (e) => ['added the label ', label(e)],
  'label.updated': (e) => ['changed the label ', label(e)],
  'label.deleted': (e) => ['deleted the label ', label(e)],
  'saved_reply.created': (e) => ['added the saved reply ', savedReply(e)],
  'saved_reply.updated': (e) => ['changed the saved reply ', savedReply(e)],
  'saved_reply.deleted': (e) => ['deleted the saved reply ', savedReply(e)],
  'snippet.created': (e) => ['added ', ...snippet(e)],
  'snippet.updated': (e) => ['changed ', ...snippet(e)],
  'snippet.deleted': (e) => ['deleted ', ...snippet(e)],
  'report_schedule.created': (e) => [`scheduled the report “${e.target}”`],
  'report_schedule.updated': (e) => [`changed the scheduled report “${e.target}”`],
  'report_schedule.deleted': (e) => [`deleted the scheduled report “${e.target}”`],
  'report_schedule.unsubscribed': (e) => [`stopped getting the report “${e.target}” (unsubscribe link)`],
  'inbox.routing_changed': (e) => [
    e.details.enabled ? 'set who gets new conversations in turn' : 'stopped handing out new conversations in turn',
  ],
};

/** The event as a sentence: "Maya Chen invited bob@example.com as Collaborator". */
export function sentenceOf(event: AuditEvent): SentencePart[] {
  const rest = sentences[event.action]?.(event) ?? [
    `did ${event.action}`,
    ...(event.target ? [` (${event.target})`] : []),
  ];
  return [`${event.actor} `, ...rest];
}

/** The sentence as plain text, quotes and all. */
export const sentenceText = (parts: SentencePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.quoted ? `“${part.text}”` : part.text)).join('');

/** Details the sentence says already, or that only a program needs. */
const said = new Set(['channel_id', 'channel_ids', 'posts', 'writer', 'role', 'from', 'to']);

const WEEKDAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** What the details add to the sentence, as short phrases ("time zone Europe/London", "Monday 07:30, 12:00"). */
export function detailsInWords(event: AuditEvent): string[] {
  const { details } = event;
  const phrases: string[] = [];
  const rest = Object.fromEntries(Object.entries(details).filter(([key]) => !said.has(key)));
  const take = (key: string) => {
    const value = rest[key];
    delete rest[key];
    return value;
  };
  if (event.action === 'workspace.updated' && typeof rest.name === 'string')
    phrases.push(`renamed to “${take('name')}”`);
  if (event.action === 'label.updated' && typeof rest.name_from === 'string')
    phrases.push(`renamed from “${take('name_from')}” to “${take('name')}”`);
  if (event.action === 'label.updated' && typeof rest.color_from === 'string')
    phrases.push(`colour ${take('color_from')} → ${take('color')}`);
  if (event.action === 'label.deleted' && typeof rest.items === 'number') {
    const items = Number(take('items'));
    if (items > 0) phrases.push(`taken off ${items === 1 ? '1 item' : `${items} items`}`);
  }
  if (event.action === 'inbox.routing_changed') {
    const enabled = take('enabled');
    const count = (key: string, one: string, many: string) => {
      take(key);
      // The ids as the API joins them: "3_4".
      const ids = details[key];
      const n = typeof ids === 'string' && ids !== '' ? ids.split('_').length : 0;
      return n === 1 ? `1 ${one}` : `${n} ${many}`;
    };
    const channels = count('channel_ids', 'channel', 'channels');
    const members = count('member_ids', 'member', 'members');
    if (enabled) phrases.push(`${channels}, ${members}`);
  }
  if (event.action === 'saved_reply.updated' && typeof rest.title_from === 'string')
    phrases.push(`retitled from “${take('title_from')}” to “${take('title')}”`);
  if (take('text_changed') === true) phrases.push('text changed');
  if (event.action.startsWith('snippet.')) {
    // The kind is in the sentence already.
    take('kind');
    if (typeof rest.name_from === 'string') phrases.push(`renamed from “${take('name_from')}” to “${take('name')}”`);
    if (take('body_changed') === true) phrases.push('text changed');
  }
  if ('timezone' in rest) {
    const from = take('timezone_from');
    const zone = take('timezone');
    phrases.push(from ? `time zone ${from} → ${zone}` : `time zone ${zone}`);
  }
  if ('approval_required' in rest)
    phrases.push(take('approval_required') ? 'approval required' : 'approval not required');
  if (take('default_schedule')) phrases.push('default posting schedule changed');
  if (typeof rest.steps === 'string') {
    const count = Number(take('count'));
    phrases.push(`${count === 1 ? '1 step' : `${count} steps`}: ${take('steps')}`);
  }
  // A decision at one step of several: the step approved is in the sentence, the step sent back from here.
  if ('step' in rest) {
    const step = `step ${take('step')} of ${take('of')}`;
    if (event.action !== 'post.step_approved') phrases.push(`at ${step}`);
  }
  if ('public' in rest) phrases.push(take('public') ? 'public client' : 'confidential client');
  if ('network' in rest && take('network') === 'sandbox') phrases.push('on the sandbox network');
  if ('queued' in rest) {
    const queued = take('queued');
    const waiting = Number(take('waiting_posts') ?? 0);
    const posts = waiting === 1 ? 'its waiting post' : `its ${waiting} waiting posts`;
    if (waiting > 0) phrases.push(queued === 'drafts' ? `${posts} became drafts` : `${posts} deleted`);
  }
  for (const day of Object.keys(WEEKDAYS))
    if (typeof rest[day] === 'string') {
      const slots = String(take(day));
      phrases.push(`${WEEKDAYS[day]} ${slots ? slots.replaceAll('_', ', ') : 'no posts'}`);
    }
  if ('behaviour' in rest) {
    const behaviour = take('behaviour');
    const reason = take('reason');
    phrases.push(reason ? `answers: ${behaviour} (“${reason}”)` : `answers: ${behaviour}`);
  }
  if (rest.clock === '12h' || rest.clock === '24h')
    phrases.push(take('clock') === '12h' ? '12-hour clock' : '24-hour clock');
  if (typeof rest.practice_traffic === 'boolean')
    phrases.push(take('practice_traffic') ? 'practice traffic on' : 'practice traffic off');
  if ('latency_ms' in rest) {
    const latency = take('latency_ms');
    const jitter = take('latency_jitter_ms');
    if (latency || jitter)
      phrases.push(jitter ? `latency ${latency} ms, up to ${jitter} ms more` : `latency ${latency} ms`);
  }
  for (const [key, value] of Object.entries(rest)) phrases.push(`${key.replaceAll('_', ' ')}: ${String(value)}`);
  return phrases;
}
