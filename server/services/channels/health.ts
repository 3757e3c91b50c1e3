import { and, eq, ne } from 'drizzle-orm';
import { channels, type ChannelRow } from '../../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { networkOf } from '../../../shared/networks.ts';
import { NeedsReconnect, PublishError, RateLimited } from '../../connectors/types.ts';
import { conflict, DomainError, tooMany, unavailable } from '../../domain/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { channelNeedsReconnect } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';

/** What a channel that needs reconnecting tells the person whose post could not go out. */
export function reconnectReason(channel: Pick<ChannelRow, 'channelType' | 'statusReason'>): string {
  const network = networkOf(channel.channelType).name;
  return `${network} refused this channel's sign-in${channel.statusReason ? ` (${channel.statusReason})` : ''}. An owner or admin reconnects it on the Channels page; then retry.`;
}

const told = (deps: ServiceDeps, channel: Pick<ChannelRow, 'id' | 'workspaceId'>) =>
  deps.events.publish(channel.workspaceId, { type: 'channels', channelIds: [channel.id] });

/**
 * The network refused the channel's credentials (a revoked app password, an expired refresh): the channel needs
 * reconnecting. Its owners and admins hear of it at once (the event; the dashboard shows a banner; a notification,
 * written with the change), and nothing more is tried on it until they reconnect.
 */
export async function markNeedsReconnect(deps: ServiceDeps, channel: ChannelRow, reason: string): Promise<void> {
  const now = deps.now();
  const notified = await inTransaction(deps.db, async (tx) => {
    const changed = await tx
      .update(channels)
      .set({ status: 'needs_reconnect', statusReason: reason, statusAt: now, rateLimitedUntil: null })
      .where(and(eq(channels.id, channel.id), ne(channels.status, 'needs_reconnect')))
      .returning({ id: channels.id });
    return changed.length ? channelNeedsReconnect(tx, channel, reason, now) : undefined;
  });
  if (notified) {
    deps.log.warn(
      { channel: channel.id, network: channel.connector, reason },
      'a channel needs reconnecting: its network refused its credentials',
    );
    told(deps, channel);
    announceNotifications(deps.events, channel.workspaceId, notified);
  }
}

/** The network asked to wait: nothing is tried on the channel until then (its due posts wait, reading pauses). */
export async function markRateLimited(deps: ServiceDeps, channel: ChannelRow, until: Date): Promise<void> {
  await deps.db
    .update(channels)
    .set({
      status: 'rate_limited',
      statusReason: `Rate limited by ${networkOf(channel.channelType).name}`,
      statusAt: deps.now(),
      rateLimitedUntil: until,
    })
    .where(and(eq(channels.id, channel.id), ne(channels.status, 'needs_reconnect')));
  deps.metrics.rateLimitPause(channel.connector, 'channel');
  told(deps, channel);
}

/** The least a network's limit makes its calls wait. */
const MIN_LIMIT_WAIT_MS = 1000;

/**
 * A limit the network answered with: the channel's own (recorded on its row, for every instance), or, with scope
 * `app`, the app's, which pauses every channel of that connector in this instance until the reset, leaving the
 * channel's own state alone (its account did nothing wrong).
 */
export async function noteRateLimit(deps: ServiceDeps, channel: ChannelRow, limit: RateLimited): Promise<void> {
  // A reset already past (a network's clock behind ours) still waits a moment: calling again at once would spin.
  const until = new Date(Math.max(limit.until.getTime(), deps.now().getTime() + MIN_LIMIT_WAIT_MS));
  deps.log.warn(
    {
      network: channel.connector,
      ...(limit.scope === 'app' ? {} : { channel: channel.id }),
      until: until.toISOString(),
    },
    limit.scope === 'app' ? 'a network asked this server to wait' : 'a network asked a channel to wait',
  );
  if (limit.scope === 'app') {
    deps.networkLimits.pause(channel.connector, until);
    deps.metrics.rateLimitPause(channel.connector, 'app');
  } else await markRateLimited(deps, channel, until);
}

/** A call the network answered well: recorded, and the channel is healthy again if it was rate limited. */
export async function markSuccess(deps: ServiceDeps, channel: ChannelRow): Promise<void> {
  const now = deps.now();
  // The caller's row (read for this call) says whether a rate limit is to be lifted; the update says it only if
  // that is still so, so that a refusal recorded meanwhile stands.
  const recovering = channel.status === 'rate_limited';
  const changed = await deps.db
    .update(channels)
    .set(
      recovering
        ? { lastSuccessAt: now, status: 'connected', statusReason: null, statusAt: now, rateLimitedUntil: null }
        : { lastSuccessAt: now },
    )
    .where(and(eq(channels.id, channel.id), recovering ? eq(channels.status, 'rate_limited') : undefined))
    .returning({ id: channels.id });
  if (recovering && changed.length) told(deps, channel);
}

/** Whether calls on the channel wait: it needs reconnecting, or the network's rate limit has not reset yet. */
export function isPaused(channel: ChannelRow, now: Date): boolean {
  return (
    channel.status === 'needs_reconnect' ||
    (channel.status === 'rate_limited' && channel.rateLimitedUntil !== null && channel.rateLimitedUntil > now)
  );
}

/**
 * A call on the network made for a person (an inbox action): refused at once when the channel needs reconnecting
 * or waits out a rate limit; otherwise made, the channel's health kept up to date, and the network's answer given
 * in the service's terms: its refusal (409), its rate limit (429 with Retry-After), or its silence (503).
 */
export async function onNetwork<T>(deps: ServiceDeps, channel: ChannelRow, call: () => Promise<T>): Promise<T> {
  const network = networkOf(channel.channelType).name;
  const now = deps.now();
  const waitFor = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  if (channel.status === 'needs_reconnect') throw conflict('channel_needs_reconnect', reconnectReason(channel));
  if (isPaused(channel, now) && channel.rateLimitedUntil)
    throw tooMany(
      'network_rate_limited',
      `${network} asks to wait until ${channel.rateLimitedUntil.toISOString()}; try again then.`,
      waitFor(channel.rateLimitedUntil),
    );
  const appPause = deps.networkLimits.pausedUntil(channel.connector, now);
  if (appPause)
    throw tooMany(
      'network_rate_limited',
      `${network} limits the app's calls until ${appPause.toISOString()}; try again then.`,
      waitFor(appPause),
    );
  try {
    const answer = await call();
    await markSuccess(deps, channel);
    return answer;
  } catch (error) {
    if (error instanceof NeedsReconnect) {
      await markNeedsReconnect(deps, channel, error.message);
      throw conflict('channel_needs_reconnect', reconnectReason({ ...channel, statusReason: error.message }));
    }
    if (error instanceof RateLimited) {
      await noteRateLimit(deps, channel, error);
      throw tooMany('network_rate_limited', error.message, waitFor(error.until));
    }
    if (error instanceof PublishError) throw conflict('network_refused', error.message);
    if (error instanceof DomainError) throw error;
    throw unavailable(
      'network_unavailable',
      `${network} did not answer (${(error as Error).message}). Nothing changed; try again shortly.`,
    );
  }
}
