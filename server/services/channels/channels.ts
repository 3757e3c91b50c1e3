import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { channels, type ChannelRow } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import { uniqueIds } from '../../domain/queue.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';

export type { ChannelRow };

export const listChannels = (db: Db, workspaceId: number) =>
  db
    .select()
    .from(channels)
    .where(eq(channels.workspaceId, workspaceId))
    .orderBy(asc(channels.channelType), asc(channels.id));

/** A channel of the caller's workspace; another workspace's id is as unknown as a missing one (a 404). */
const channelOfWorkspace = prepared('find_channel', (db, name) =>
  db
    .select()
    .from(channels)
    .where(and(eq(channels.id, sql.placeholder('channelId')), eq(channels.workspaceId, sql.placeholder('workspaceId'))))
    .limit(1)
    .prepare(name),
);

/** A channel of the workspace, or undefined. */
export async function channelOf(db: Db, workspaceId: number, channelId: number): Promise<ChannelRow | undefined> {
  const [row] = await channelOfWorkspace(db).execute({ channelId, workspaceId });
  return row;
}

export async function findChannel(db: Db, workspaceId: number, channelId: number): Promise<ChannelRow> {
  const row = await channelOf(db, workspaceId, channelId);
  if (!row) throw notFound('channel', 'channel_id');
  return row;
}

export const channelView = (c: ChannelRow) => ({
  channel_id: String(c.id),
  channel_type: c.channelType,
  name: c.name,
  screen_name: c.screenName,
  picture: c.picture,
});

/** The channels of the caller's workspace that a list names, in its order; any other id is a 404. */
export async function resolveChannels(
  db: Db,
  auth: AuthContext,
  value: number | string,
  field: string,
): Promise<ChannelRow[]> {
  const ids = uniqueIds(value);
  // One channel (most calls): the prepared statement that finds a channel of the workspace.
  if (ids.length === 1) {
    const one = await channelOf(db, auth.workspaceId, ids[0]!);
    if (!one) throw notFound(`channel ${ids[0]}`, field);
    return [one];
  }
  const rows = await db
    .select()
    .from(channels)
    .where(and(inArray(channels.id, ids), eq(channels.workspaceId, auth.workspaceId)));
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`channel ${missing}`, field);
  return ids.map((id) => rows.find((r) => r.id === id)!);
}
