import type { OutboxPost } from '../../api/generated/types.gen';

/** "every 2 weeks", "every day", from a series' `repeat_every` (`2w`, `1d`). */
export function everyInWords(repeatEvery: string): string {
  const n = Number(repeatEvery.slice(0, -1));
  const unit = repeatEvery.endsWith('w') ? 'week' : 'day';
  return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
}

/** "Repeats every 2 weeks · 3 of 12" for an occurrence of a series (decision 069); null for a post of none. */
export function seriesInWords(post: Pick<OutboxPost, 'series_id' | 'repeat_every' | 'occurrence' | 'occurrences'>) {
  if (!post.series_id || !post.repeat_every) return null;
  return `Repeats ${everyInWords(post.repeat_every)} · ${post.occurrence ?? 1} of ${post.occurrences ?? '?'}`;
}

/** "Repeats every 2 weeks, 5 times" for a draft that will repeat once scheduled (decision 070); null for one that won't. */
export function repeatInWords(draft: { repeat_every?: string; repeat_until?: string; repeat_count?: number }) {
  if (!draft.repeat_every) return null;
  const end = draft.repeat_count
    ? `, ${draft.repeat_count} times`
    : draft.repeat_until
      ? `, until ${draft.repeat_until}`
      : ', with no end yet';
  return `Repeats ${everyInWords(draft.repeat_every)}${end}`;
}
