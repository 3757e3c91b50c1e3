/** Why a reorder is refused: it must name exactly the channel's queued posts, each once. */
export type ReorderProblem =
  { kind: 'duplicate'; id: number } | { kind: 'unknown'; id: number } | { kind: 'missing'; ids: number[] };

export function checkReorder(queued: readonly number[], order: readonly number[]): ReorderProblem | null {
  const queuedSet = new Set(queued);
  const seen = new Set<number>();
  for (const id of order) {
    if (seen.has(id)) return { kind: 'duplicate', id };
    if (!queuedSet.has(id)) return { kind: 'unknown', id };
    seen.add(id);
  }
  const missing = queued.filter((id) => !seen.has(id));
  return missing.length ? { kind: 'missing', ids: missing } : null;
}

/** An order naming a post that left the queue, or leaving out one that joined it, was read before a change. */
const READ_AGAIN = 'The queue may have changed since it was read: load it again and send the new order.';

export function describeReorderProblem(problem: ReorderProblem): string {
  switch (problem.kind) {
    case 'duplicate':
      return `order names post ${problem.id} twice.`;
    case 'unknown':
      return `Post ${problem.id} is not in this channel's queue (pinned, failed, awaiting approval or unknown posts cannot be reordered). ${READ_AGAIN}`;
    case 'missing':
      return `order must name every queued post of the channel; it leaves out ${problem.ids.join(', ')}. ${READ_AGAIN}`;
  }
}

/** Parses `3_5_8` (or a lone integer) into ids. */
export const parseIds = (value: number | string): number[] =>
  typeof value === 'number' ? [value] : value.split('_').map(Number);
