import type { ChannelRow } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { occurrenceTimes } from '../../domain/repeat.ts';
import { networkOf } from '../../../shared/networks.ts';
import { checkLengths, checkPicture, lengthsProblem, pictureProblem } from './rules.ts';

// What posts/create reads beyond the interface's parameters: a version per network (decision 063) and a series of
// occurrences (decision 069).

/** A channel's own text and picture as `posts/create` takes them (decision 063). */
export interface VersionParam {
  channel_id: number;
  message: string;
  picture?: string | undefined;
}

/**
 * The versions of a new group by channel: each names one of the chosen channels, once. A version without a
 * picture takes the post's; an empty one means none.
 */
export function readVersions(
  versions: readonly VersionParam[] | undefined,
  targets: readonly Pick<ChannelRow, 'id'>[],
  shared: { picture: string | null },
): Map<number, { message: string; picture: string | null }> {
  const read = new Map<number, { message: string; picture: string | null }>();
  for (const [i, v] of (versions ?? []).entries()) {
    if (!targets.some((t) => t.id === v.channel_id))
      throw invalid(
        'invalid_parameter',
        `versions[${i}].channel_id: channel ${v.channel_id} is not one of channel_ids; add it there or drop its version.`,
        'versions',
      );
    if (read.has(v.channel_id))
      throw invalid(
        'invalid_parameter',
        `versions[${i}].channel_id: channel ${v.channel_id} has two versions; give each channel one.`,
        'versions',
      );
    read.set(v.channel_id, {
      message: v.message,
      picture: v.picture === undefined ? shared.picture : v.picture || null,
    });
  }
  return read;
}

/**
 * Every rule on each channel's own text and picture (its version, or the post's): a refusal names the network, and
 * `versions` when a version breaks it.
 */
export function checkEachChannel(
  targets: readonly Pick<ChannelRow, 'id' | 'channelType'>[],
  shared: { message: string; picture: string | null },
  versions: ReadonlyMap<number, { message: string; picture: string | null }>,
): void {
  // The channels taking the post's text are checked together, so that one refusal names every network at fault.
  const plain = targets.filter((t) => !versions.has(t.id));
  checkLengths(shared.message, plain);
  checkPicture(shared.picture, plain);
  for (const target of targets) {
    const version = versions.get(target.id);
    const problem = version && (lengthsProblem(version.message, [target]) ?? pictureProblem(version.picture, [target]));
    if (problem)
      throw invalid(
        problem.code,
        `The version for ${networkOf(target.channelType).name}: ${problem.message}`,
        'versions',
      );
  }
}

/**
 * When a series' first occurrence goes out: at its custom time, or, shared now, this second (decision 072); null
 * when queued, which a series cannot be (a queued post's time moves with its queue).
 */
export const seriesStart = (placement: { customTime: Date | null; shareNow: boolean }, now: Date): Date | null =>
  placement.shareNow ? new Date(Math.floor(now.getTime() / 1000) * 1000) : placement.customTime;

/**
 * A recurring post's occurrences (decision 069), or none when it does not repeat: `repeat_every` with exactly one of
 * `repeat_until` and `repeat_count`, and the first occurrence's time (seriesStart).
 */
export function readSeries(
  params: { repeat_every?: string | undefined; repeat_until?: string | undefined; repeat_count?: number | undefined },
  first: Date | null,
  zone: string,
): { every: string; times: Date[] } | undefined {
  const { repeat_every: every, repeat_until: until, repeat_count: count } = params;
  if (every === undefined) {
    const stray = until !== undefined ? 'repeat_until' : count !== undefined ? 'repeat_count' : null;
    if (stray) throw invalid('invalid_parameter', `${stray} goes with repeat_every (such as 1w).`, 'repeat_every');
    return undefined;
  }
  if (until !== undefined && count !== undefined)
    throw invalid('invalid_parameter', 'Send either repeat_until or repeat_count, not both.', 'repeat_count');
  if (until === undefined && count === undefined)
    throw invalid(
      'missing_parameter',
      'Say when the series ends: repeat_until (a day) or repeat_count (how many times).',
      'repeat_count',
    );
  if (!first)
    throw invalid(
      'missing_parameter',
      'A recurring post goes out at a time its next occurrences follow: send custom_time (its first occurrence, repeated at the same local time) or share_now=1 (the first now).',
      'custom_time',
    );
  const read = occurrenceTimes(first, zone, { every, until, count });
  if (read.problem) throw invalid(read.problem.code, read.problem.message, read.problem.field);
  return { every, times: read.times };
}
