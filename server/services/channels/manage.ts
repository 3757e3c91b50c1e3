import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { blueskySignIn } from '../../connectors/bluesky.ts';
import { CONNECTORS, type ConnectorName } from '../../connectors/networks.ts';
import type { ConnectedAccount } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { channels, drafts, posts, workspaces, type ChannelRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { DEFAULT_SCHEDULE } from '../../domain/slots.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { isPaused } from './health.ts';
import { IN_OUTBOX, POST_STATUS } from '../outbox/read.ts';
import { requireManager } from '../workspaces/access.ts';
import { recordAudit, type Actor } from '../workspaces/audit.ts';
import { channelSubject } from '../../domain/audit-subjects.ts';
import { actorOf } from '../workspaces/people.ts';
import { networkOf } from '../../../shared/networks.ts';
import { channelOf, listChannels } from './channels.ts';
import { movePostsComments } from '../outbox/comments.ts';

const when = (at: Date | null, zone: string) => (at ? formatInZone(at, zone) : '');

/** The workspace's channels with their health and how many posts wait on each; never their credentials. */
export async function channelsWithHealth(deps: ServiceDeps, auth: AuthContext) {
  const rows = await listChannels(deps.db, auth.workspaceId);
  // One pass over the outbox gives every count the dashboard shows (cards, the Approvals badge).
  const counts = await deps.db
    .select({
      channelId: posts.channelId,
      waiting: sql<number>`count(*)::int`,
      awaiting: sql<number>`(count(*) filter (where ${posts.status} = ${POST_STATUS.pending} and ${posts.toApprove}))::int`,
      failed: sql<number>`(count(*) filter (where ${posts.status} = ${POST_STATUS.failed}))::int`,
    })
    .from(posts)
    .where(and(eq(posts.workspaceId, auth.workspaceId), inArray(posts.status, IN_OUTBOX)))
    .groupBy(posts.channelId);
  const countsOf = new Map(counts.map((c) => [c.channelId, c]));
  const now = deps.now();
  return rows.map((c) => {
    // A rate limit past its reset is over, whether or not a call has said so yet.
    const limited = c.status === 'rate_limited' && isPaused(c, now);
    const status = c.status === 'rate_limited' && !limited ? 'connected' : c.status;
    return {
      channel_id: String(c.id),
      channel_type: c.channelType,
      network: networkOf(c.channelType).name,
      connector: CONNECTORS.find((name) => name === c.connector) ?? 'sandbox',
      name: c.name,
      screen_name: c.screenName,
      picture: c.picture,
      status,
      status_reason: status === 'connected' ? '' : (c.statusReason ?? ''),
      status_since: when(c.statusAt, auth.timezone),
      rate_limited_until: limited ? when(c.rateLimitedUntil, auth.timezone) : '',
      last_success: when(c.lastSuccessAt, auth.timezone),
      sign_in_ends: when(c.signInEndsAt, auth.timezone),
      waiting_posts: countsOf.get(c.id)?.waiting ?? 0,
      awaiting_approval: countsOf.get(c.id)?.awaiting ?? 0,
      failed_posts: countsOf.get(c.id)?.failed ?? 0,
    };
  });
}

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

async function isDemoWorkspace(tx: Db, workspaceId: number) {
  const [workspace] = await tx
    .select({ isDemo: workspaces.isDemo })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace?.isDemo ?? false;
}

/**
 * A channel on the sandbox network: the simulated network in the same database, where a new workspace tries the
 * product before it connects a real account. It starts with the workspace's default posting schedule, and with
 * practice traffic only in the demo.
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
        // The demo's channels practise from the start; a team's own asks for it (decision 029).
        sandboxPracticeTraffic: await isDemoWorkspace(tx, auth.workspaceId),
      })
      .returning();
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'channel.connected',
      `${row!.name} (${network.name})`,
      { channel_id: row!.id, network: 'sandbox' },
      [channelSubject(row!)],
    );
    return row!;
  });
}

/**
 * Stores a signed-in account as a channel: a new one with the workspace's default schedule, or, when the
 * workspace already has this account (or `channelId` names its channel), that channel, reconnected: same id,
 * queue, history and schedule, new credentials, healthy again. Answers the channel and whether it was there.
 */
export async function storeAccount(
  deps: ServiceDeps,
  owner: { workspaceId: number; actor: Actor },
  connector: Exclude<ConnectorName, 'sandbox'>,
  channelType: number,
  account: ConnectedAccount,
  channelId: number | undefined,
): Promise<{ channel: ChannelRow; reconnected: boolean }> {
  const auth = { workspaceId: owner.workspaceId };
  const sealed = deps.secrets.seal(JSON.stringify(account.credentials));
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(channels)
      .where(
        and(
          eq(channels.workspaceId, auth.workspaceId),
          channelId !== undefined
            ? eq(channels.id, channelId)
            : and(eq(channels.connector, connector), eq(channels.accountId, account.accountId)),
        ),
      )
      .for('update');
    if (channelId !== undefined && !existing) throw notFound('channel', 'channel_id');
    if (existing && (existing.connector !== connector || existing.channelType !== channelType))
      throw conflict(
        'other_network',
        `Channel ${existing.id} is not a ${networkOf(channelType).name} account: connect a new channel instead.`,
      );
    if (existing && existing.accountId !== account.accountId)
      throw conflict(
        'other_account',
        `Channel ${existing.id} is @${existing.screenName}; you signed in as @${account.screenName}. Sign in as @${existing.screenName} to reconnect it, or connect a new channel.`,
      );
    const health = {
      credentials: sealed,
      signInEndsAt: account.signInEndsAt ?? null,
      status: 'connected' as const,
      statusReason: null,
      statusAt: now,
      rateLimitedUntil: null,
      lastSuccessAt: now,
    };
    if (existing) {
      const [row] = await tx
        .update(channels)
        .set({ ...health, screenName: account.screenName, picture: account.picture })
        .where(eq(channels.id, existing.id))
        .returning();
      await recordAudit(
        tx,
        auth.workspaceId,
        owner.actor,
        'channel.reconnected',
        `${row!.name} (@${row!.screenName})`,
        { channel_id: row!.id, network: connector },
        [channelSubject(row!)],
      );
      return { channel: row!, reconnected: true };
    }
    const [row] = await tx
      .insert(channels)
      .values({
        workspaceId: auth.workspaceId,
        channelType,
        name: account.name.slice(0, 100),
        screenName: account.screenName,
        picture: account.picture,
        connector,
        accountId: account.accountId,
        schedule: await defaultScheduleOf(tx, auth.workspaceId),
        ...health,
      })
      .returning();
    await recordAudit(
      tx,
      auth.workspaceId,
      owner.actor,
      'channel.connected',
      `${row!.name} (@${row!.screenName})`,
      { channel_id: row!.id, network: connector },
      [channelSubject(row!)],
    );
    return { channel: row!, reconnected: false };
  });
}

/** Connects (or reconnects) a Bluesky account by handle and app password. */
export async function connectBluesky(
  deps: ServiceDeps,
  auth: AuthContext,
  request: { handle: string; appPassword: string; channelId?: number },
) {
  requireManager(auth, 'connect channels');
  // A channel to reconnect is checked before the network is asked anything.
  if (request.channelId !== undefined && !(await channelOf(deps.db, auth.workspaceId, request.channelId)))
    throw notFound('channel', 'channel_id');
  const account = await blueskySignIn(deps.config, request.handle, request.appPassword);
  return storeAccount(
    deps,
    { workspaceId: auth.workspaceId, actor: actorOf(auth) },
    'bluesky',
    3,
    account,
    request.channelId,
  );
}

/**
 * Disconnects a channel: its credentials, inbox and outbox go with it. Posts still waiting on it become drafts of
 * their authors (`drafts`) or are deleted (`delete`); drafts that named it no longer do. Answers the counts.
 */
export async function disconnectChannel(
  deps: ServiceDeps,
  auth: AuthContext,
  channelId: number,
  queued: 'drafts' | 'delete',
): Promise<{ draftsMade: number; postsDeleted: number; channel: ChannelRow }> {
  requireManager(auth, 'disconnect channels');
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const [channel] = await tx
      .select()
      .from(channels)
      .where(and(eq(channels.id, channelId), eq(channels.workspaceId, auth.workspaceId)))
      .for('update');
    if (!channel) throw notFound('channel', 'channel_id');
    const waiting = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.channelId, channel.id), inArray(posts.status, IN_OUTBOX)));
    if (queued === 'drafts' && waiting.length) {
      const made = await tx
        .insert(drafts)
        .values(
          waiting.map((p) => ({
            workspaceId: p.workspaceId,
            creatorId: p.creatorId,
            message: p.message,
            channelIds: '',
            link: p.link,
            picture: p.picture,
            createAlbum: p.createAlbum,
            albumName: p.albumName,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: drafts.id });
      // Ids are drawn in the order of the rows inserted; each post's comments go to the draft it became.
      const draftIds = made.map((d) => d.id).sort((a, b) => a - b);
      await movePostsComments(
        tx,
        waiting.map((post, i) => ({ postId: post.id, draftId: draftIds[i]! })),
      );
    }
    // Drafts that named this channel among theirs keep the others.
    await tx.execute(sql`
      update drafts set channel_ids = array_to_string(array_remove(string_to_array(channel_ids, '_'), ${String(channel.id)}), '_')
      where workspace_id = ${auth.workspaceId} and ${String(channel.id)} = any(string_to_array(channel_ids, '_'))`);
    await tx.delete(channels).where(eq(channels.id, channel.id));
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'channel.disconnected',
      `${channel.name} (@${channel.screenName})`,
      { channel_id: channel.id, queued, waiting_posts: waiting.length },
      [channelSubject(channel)],
    );
    return {
      channel,
      draftsMade: queued === 'drafts' ? waiting.length : 0,
      postsDeleted: queued === 'delete' ? waiting.length : 0,
    };
  });
}

/** What the connect call asks, checked before anything is tried: which network, and what it needs. */
export function connectRequest(params: {
  network?: 'sandbox';
  channel_type: number;
  name?: string;
  handle?: string;
  app_password?: string;
  channel_id?: number;
}) {
  if (params.network === 'sandbox') {
    if (!params.name) throw invalid('missing_parameter', 'Name the sandbox channel.', 'name');
    if (params.channel_id !== undefined)
      throw invalid('invalid_parameter', 'Sandbox channels are not reconnected: they never sign in.', 'channel_id');
    return { kind: 'sandbox' as const, channelType: params.channel_type, name: params.name };
  }
  const network = networkOf(params.channel_type);
  if (network.connect === 'oauth')
    return { kind: 'oauth' as const, channelType: params.channel_type, channelId: params.channel_id };
  if (!params.handle) throw invalid('missing_parameter', `Write the ${network.name} handle.`, 'handle');
  if (!params.app_password) throw invalid('missing_parameter', `Paste an app password.`, 'app_password');
  return {
    kind: 'bluesky' as const,
    handle: params.handle,
    appPassword: params.app_password,
    channelId: params.channel_id,
  };
}
