import type { InboxAssignee } from '../../../api/generated/types.gen';

/** A teammate a note can name: their user_id and the name the service matches (decision 042). */
export type Teammate = Pick<InboxAssignee, 'user_id' | 'name'>;

/** What is being typed after an `@` at the cursor: where the @ is and the words after it, or null when none. */
export interface MentionQuery {
  at: number;
  words: string;
}

const WORD = /[\p{L}\p{N}]/u;
/** How far back from the cursor an @ still starts a mention: a whole name of a few words. */
const REACH = 40;

/**
 * The mention being typed at `cursor`: an `@` at the start of a word (not inside an email address), followed by at
 * most two words and no line break. The suggestion list follows it as the person types "@ma", "@maya c".
 */
export function mentionAt(text: string, cursor: number): MentionQuery | null {
  const before = text.slice(Math.max(0, cursor - REACH), cursor);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  const start = cursor - before.length + at;
  if (start > 0 && WORD.test(text[start - 1]!)) return null;
  const words = text.slice(start + 1, cursor);
  if (/[\n@]/.test(words) || /\s\S*\s/.test(words) || /^\s/.test(words)) return null;
  return { at: start, words };
}

/** The teammates whose name has a word starting with what was typed (any case), whole-name matches first. */
export function suggestTeammates(teammates: readonly Teammate[], words: string): Teammate[] {
  const typed = words.trim().toLowerCase();
  if (!typed) return [...teammates];
  const starts = (t: Teammate) => t.name.toLowerCase().startsWith(typed);
  const wordStarts = (t: Teammate) =>
    t.name
      .toLowerCase()
      .split(/\s+/)
      .some((_, i, parts) => parts.slice(i).join(' ').startsWith(typed));
  return [...teammates.filter(starts), ...teammates.filter((t) => !starts(t) && wordStarts(t))];
}

/** The text with the mention typed at `query` replaced by `@Full Name ` and where the cursor goes after it. */
export function insertMention(text: string, query: MentionQuery, cursor: number, name: string) {
  const inserted = `@${name} `;
  const after = text.slice(cursor).replace(/^ /, '');
  return { text: text.slice(0, query.at) + inserted + after, cursor: query.at + inserted.length };
}

/**
 * A note's text in parts, each `@Name` of a teammate marked, to emphasise it: whole names, and first names that
 * only one teammate has, as the service's rule names them. Only for showing: the service decides who is told.
 */
export function mentionParts(text: string, teammates: readonly Teammate[]): { text: string; mention: boolean }[] {
  const firsts = new Map<string, number>();
  for (const t of teammates) {
    const first = t.name.split(/\s+/)[0]!.toLowerCase();
    firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  const names = [
    ...teammates.map((t) => t.name.toLowerCase()),
    ...[...firsts].filter(([, count]) => count === 1).map(([first]) => first),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const parts: { text: string; mention: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (at < from || (at > 0 && WORD.test(lower[at - 1]!))) continue;
    const rest = lower.slice(at + 1);
    const name = names.find((n) => rest.startsWith(n) && !WORD.test(rest[n.length] ?? ' '));
    if (name === undefined) continue;
    if (at > from) parts.push({ text: text.slice(from, at), mention: false });
    parts.push({ text: text.slice(at, at + 1 + name.length), mention: true });
    from = at + 1 + name.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mention: false });
  return parts;
}
