import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import type { ChannelRow } from '../db/channels.ts';
import type { Db } from '../db/client.ts';
import { channels } from '../db/schema.ts';
import { parseIds } from '../domain/queue.ts';
import { lengthProblem } from '../domain/text-length.ts';
import { parseInZone } from '../domain/time.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';

export function requireManager(auth: AuthContext, what: string): void {
  if (auth.role === 'collaborator') throw forbidden(`Only owners and admins can ${what}.`);
}

/** The channels of the caller's workspace that a list names, in its order; any other id is a 404. */
export async function resolveChannels(
  db: Db,
  auth: AuthContext,
  value: number | string,
  field: string,
): Promise<ChannelRow[]> {
  const ids = [...new Set(parseIds(value))];
  const rows = await db
    .select()
    .from(channels)
    .where(and(inArray(channels.id, ids), eq(channels.workspaceId, auth.workspaceId)));
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`channel ${missing}`, field);
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** A custom time is read in the workspace's zone and must lie ahead. */
export function readCustomTime(value: string | undefined, zone: string, now: Date): Date | null {
  if (value === undefined) return null;
  const parsed = parseInZone(value, zone);
  if (!parsed.ok) {
    throw badRequest(
      'invalid_parameter',
      parsed.reason === 'nonexistent'
        ? `${value} does not exist in ${zone}: the clocks skip it for daylight saving time. Pick another time.`
        : `${value} is not a date and time that exists.`,
      'custom_time',
    );
  }
  if (parsed.instant.getTime() <= now.getTime()) {
    throw badRequest(
      'custom_time_in_past',
      `${value} (${zone}) has already passed. Pick a time ahead, or share now.`,
      'custom_time',
    );
  }
  return parsed.instant;
}

/** Every network must take the message: a message too long for one is refused whole, naming each. */
export function checkLengths(message: string, targets: readonly ChannelRow[]): void {
  const problems = [
    ...new Set(targets.map((c) => lengthProblem(message, c.channelType)).filter((p): p is string => p !== null)),
  ];
  if (problems.length) throw badRequest('message_too_long', problems.join(' '), 'message');
}

export function exclusive(shareNow: boolean, customTime: string | undefined): void {
  if (shareNow && customTime !== undefined) {
    throw badRequest('invalid_parameter', 'Send either share_now=1 or custom_time, not both.', 'custom_time');
  }
}
