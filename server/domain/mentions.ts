/** A member who can be named in a note. */
export interface Mentionable {
  userId: number;
  name: string;
  email: string;
}

const WORD = /[\p{L}\p{N}]/u;
const simple = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The members a note names with `@` (decision 042): `@Maya Chen` (the whole name), `@maya.chen` (the part of the
 * email before the @), or `@Maya` (the first name, when no other member shares it), compared without regard to
 * case and followed by anything but a letter or digit. Where several fit, the longest wins: `@Maya Chen` names
 * Maya Chen even beside a Maya Lopez. An @ inside a word (an email address) names nobody.
 */
export function mentionedIn(text: string, members: readonly Mentionable[]): number[] {
  const names = new Map<string, number>();
  const firstNames = new Map<string, number | null>();
  for (const member of members) {
    const name = simple(member.name);
    if (name) names.set(name, member.userId);
    const local = simple(member.email.split('@')[0] ?? '');
    if (local) names.set(local, member.userId);
    const first = name.split(' ')[0];
    if (first)
      firstNames.set(first, firstNames.has(first) && firstNames.get(first) !== member.userId ? null : member.userId);
  }
  for (const [first, userId] of firstNames) if (userId !== null && !names.has(first)) names.set(first, userId);
  const keys = [...names.keys()].sort((a, b) => b.length - a.length);

  const found = new Set<number>();
  const lower = text.normalize('NFC').toLowerCase();
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (at > 0 && WORD.test(lower[at - 1]!)) continue;
    const rest = lower.slice(at + 1);
    const key = keys.find((k) => rest.startsWith(k) && !WORD.test(rest[k.length] ?? ' '));
    if (key !== undefined) found.add(names.get(key)!);
  }
  return [...found];
}
