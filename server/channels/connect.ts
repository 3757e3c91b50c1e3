import { eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { channels, workspaces } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { DEFAULT_SCHEDULE } from '../domain/slots.ts';
import { requireManager } from '../outbox/rules.ts';
import { recordAudit } from '../workspaces/audit.ts';
import { actorOf } from '../workspaces/people.ts';
import { networkOf } from '../../shared/networks.ts';

/** The handle a sandbox channel shows: its name in lower case, words joined by dots. */
export const sandboxHandle = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 30) || 'sandbox';

/** The posting schedule a new channel of the workspace starts with: the workspace's default. */
export async function defaultScheduleOf(tx: Db, workspaceId: number) {
  const [workspace] = await tx
    .select({ schedule: workspaces.defaultSchedule })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace?.schedule ?? DEFAULT_SCHEDULE;
}

/**
 * A channel on the sandbox network: the simulated network in the same database, where a new workspace tries the
 * product before it connects a real account. It starts with the workspace's default posting schedule.
 */
export async function connectSandboxChannel(db: Db, auth: AuthContext, channel: { channelType: number; name: string }) {
  requireManager(auth, 'connect channels');
  const network = networkOf(channel.channelType);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({
        workspaceId: auth.workspaceId,
        channelType: channel.channelType,
        name: channel.name,
        screenName: sandboxHandle(channel.name),
        picture: `/avatars/network-${channel.channelType}.svg`,
        connector: 'sandbox',
        schedule: await defaultScheduleOf(tx, auth.workspaceId),
      })
      .returning();
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'channel.connected', `${row!.name} (${network.name})`, {
      channel_id: row!.id,
      network: 'sandbox',
    });
    return row!;
  });
}
