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

/** Parses `3_5_8` (or a lone integer) into ids; `''`, which empties a list where the contract allows it, names none. */
export const parseIds = (value: number | string): number[] =>
  typeof value === 'number' ? [value] : value === '' ? [] : value.split('_').map(Number);

/** The ids of a list, each once, in the order they first come: a list that names an id twice means it once. */
export const uniqueIds = (value: number | string): number[] => [...new Set(parseIds(value))];

/** The room left between two neighbouring queue positions, so that a post moved between them needs no renumbering. */
export const POSITION_GAP = 1024;
/** Positions are PostgreSQL integers. */
const POSITION_LIMIT = 2 ** 31 - 1;

/**
 * Positions for a queue's posts in their new order, changing as few as it can: the posts that keep their relative
 * order (the longest run of the current positions that still increases) keep their positions, and the others take
 * positions between their neighbours, or past the ends. Where there is no room between two neighbours the whole
 * queue is renumbered, `POSITION_GAP` apart. `current` holds each post's position in the new order (null: it has
 * none yet, as a post just queued). Moving the last of a thousand posts to the top changes one position.
 */
export function queuePositions(current: readonly (number | null)[]): number[] {
  const kept = longestIncreasing(current);
  const result: (number | null)[] = current.map((position, i) => (kept.has(i) ? position : null));
  let i = 0;
  while (i < result.length) {
    if (result[i] !== null) {
      i++;
      continue;
    }
    let j = i;
    while (j < result.length && result[j] === null) j++;
    const count = j - i;
    const before = i > 0 ? result[i - 1]! : null;
    const after = j < result.length ? result[j]! : null;
    for (let k = 0; k < count; k++) {
      if (before === null && after === null) result[i + k] = (k + 1) * POSITION_GAP;
      else if (after === null) result[i + k] = before! + (k + 1) * POSITION_GAP;
      else if (before === null) result[i + k] = after - (count - k) * POSITION_GAP;
      else {
        const step = Math.floor((after - before) / (count + 1));
        if (step < 1) return renumbered(current.length);
        result[i + k] = before + (k + 1) * step;
      }
    }
    i = j;
  }
  const positions = result as number[];
  return positions.every((p) => Math.abs(p) <= POSITION_LIMIT) ? positions : renumbered(current.length);
}

const renumbered = (length: number) => Array.from({ length }, (_, i) => (i + 1) * POSITION_GAP);

/** The indexes of a longest strictly increasing run of the non-null values (patience sorting, n log n). */
function longestIncreasing(values: readonly (number | null)[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    if (value === null) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}
