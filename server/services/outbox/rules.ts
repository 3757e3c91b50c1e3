import type { AuthContext } from '../workspaces/auth-context.ts';
import type { ChannelRow } from '../../db/schema.ts';
import { forbidden, invalid } from '../../domain/errors.ts';
import { networkOf } from '../../../shared/networks.ts';
import { lengthProblem } from '../../../shared/text-length.ts';
import { customTimeProblem, dayRange, isDate } from '../../domain/time.ts';
import { addressProblem, type AddressPolicy } from '../../domain/addresses.ts';
import type { ServiceDeps } from '../deps.ts';
import { outOfOutbox, type PostListing } from './read.ts';
import { linkOrigin } from './links.ts';

/** Collaborators may change their own posts only; a change sends the post back for approval. */
export function authorizeChange(auth: AuthContext, row: PostListing): void {
  if (auth.role === 'collaborator' && row.post.creatorId !== auth.userId) {
    throw forbidden('Collaborators can change their own posts only.');
  }
}

/** Published and publishing posts have left the outbox: they cannot be edited, moved or deleted. */
export function requireInOutbox(row: PostListing): void {
  const gone = outOfOutbox(row.post.status);
  if (gone) throw gone;
}

/** A custom time is read in the workspace's zone and must lie ahead (a time that is not one: invalid_parameter). */
export function readCustomTime(value: string | undefined, zone: string, now: Date): Date | null {
  if (value === undefined) return null;
  const read = customTimeProblem(value, zone, now, {
    skipped: 'invalid_parameter',
    invalid: 'invalid_parameter',
    past: 'custom_time_in_past',
    instead: ', or share now',
  });
  if (read.problem) throw invalid(read.problem.code, read.problem.message, 'custom_time');
  return read.instant;
}

/** Every network must take the message: a message too long for one is refused whole, naming each. */
export function checkLengths(message: string, targets: readonly Pick<ChannelRow, 'channelType'>[]): void {
  const problem = lengthsProblem(message, targets);
  if (problem) throw invalid(problem.code, problem.message, 'message');
}

/**
 * Instagram and Pinterest publish nothing without an image (`pictureRequired`): a post for one of them without a
 * picture is refused where it is made, moved into the outbox or edited, naming the networks, rather than failing
 * at its time.
 */
export function checkPicture(
  picture: string | null | undefined,
  targets: readonly Pick<ChannelRow, 'channelType'>[],
): void {
  const problem = pictureProblem(picture, targets);
  if (problem) throw invalid(problem.code, problem.message, 'picture');
}

export function exclusive(shareNow: boolean, customTime: string | undefined): void {
  if (shareNow && customTime !== undefined) {
    throw invalid('invalid_parameter', 'Send either share_now=1 or custom_time, not both.', 'custom_time');
  }
}

// The rules above without throwing, for a check that collects every problem before answering (a CSV import): the
// throwing checks use them, so both say the same.

/** A rule a value breaks: a stable code and what to do, for a person. */
export interface RuleProblem {
  code: string;
  message: string;
}

/** What `checkLengths` refuses: the message is too long for one of the networks (each named), or null. */
export function lengthsProblem(
  message: string,
  targets: readonly Pick<ChannelRow, 'channelType'>[],
): RuleProblem | null {
  const problems = [
    ...new Set(targets.map((c) => lengthProblem(message, c.channelType)).filter((p): p is string => p !== null)),
  ];
  return problems.length ? { code: 'message_too_long', message: problems.join(' ') } : null;
}

/** What `checkPicture` refuses: no picture for a network that needs one (each named), or null. */
export function pictureProblem(
  picture: string | null | undefined,
  targets: readonly Pick<ChannelRow, 'channelType'>[],
): RuleProblem | null {
  if (picture?.trim()) return null;
  const needing = [
    ...new Set(
      targets
        .map((c) => networkOf(c.channelType))
        .filter((n) => n.pictureRequired)
        .map((n) => n.name),
    ),
  ];
  if (needing.length === 0) return null;
  const names = needing.length === 1 ? needing[0]! : `${needing.slice(0, -1).join(', ')} and ${needing.at(-1)}`;
  return {
    code: 'picture_required',
    message: `${names} ${needing.length === 1 ? 'needs' : 'need'} an image: add a picture.`,
  };
}

/** What addresses a post may name here: public ones, this service's own pictures, private ones if allowed. */
export function addressPolicy(deps: Pick<ServiceDeps, 'config' | 'media'>): AddressPolicy {
  const bucket = deps.media.publicBase;
  return {
    allowPrivate: deps.config.FETCH_PRIVATE_ADDRESSES,
    ownOrigins: [new URL(linkOrigin(deps.config)).origin, ...(bucket ? [new URL(bucket).origin] : [])],
  };
}

/**
 * A post's or draft's link and picture, where they are given (created, edited, copied, imported, moved from a
 * draft): refused whole, naming the parameter, before anything is written. An empty value (none) is taken.
 */
export function checkAddresses(
  policy: AddressPolicy,
  fields: { link?: string | null | undefined; picture?: string | null | undefined },
): void {
  for (const field of ['link', 'picture'] as const) {
    const problem = addressProblem(fields[field] ?? '', field, policy);
    if (problem) throw invalid(problem.code, problem.message, field);
  }
}

/**
 * The instants from the start of `from` to the end of `to` (days in the workspace zone, `to` included), either
 * open when not given. `to` before `from`, or a span longer than `maxDays`, is refused on `to`. For the calendar,
 * the history and exports alike.
 */
export function daysBetween(
  from: string | undefined,
  to: string | undefined,
  zone: string,
  maxDays = Infinity,
): { start?: Date; end?: Date } {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    // The contract's pattern lets a day 31 through in any month.
    if (day !== undefined && !isDate(day))
      throw invalid('invalid_parameter', `${field}: ${day} is not a day of the calendar.`, field);
  }
  if (from !== undefined && to !== undefined) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) throw invalid('invalid_parameter', `to (${to}) comes before from (${from}): swap them.`, 'to');
    if (days > maxDays)
      throw invalid('invalid_parameter', `From ${from} to ${to} is ${days} days; ask for ${maxDays} at most.`, 'to');
  }
  return {
    start: from === undefined ? undefined : dayRange(from, from, zone).start,
    end: to === undefined ? undefined : dayRange(to, to, zone).end,
  };
}
