import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { isPaused, markNeedsReconnect, markRateLimited, markSuccess } from '../channels/health.ts';
import { NeedsReconnect, RateLimited, type InboxBatch, type NetworkItem } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems, inboxReactions, type ChannelRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ServiceDeps } from '../deps.ts';
import { announceInbox } from './announce.ts';
import { everyInterval } from '../system/rounds.ts';

/**
 * Takes a channel's inbox for reading: a lease on the channel row, so that of several instances one reads it per
 * interval. Answers the channel as it is now, or nothing when another instance read it lately.
 */
async function lease(deps: ServiceDeps, channelId: number, intervalMs: number): Promise<ChannelRow | undefined> {
  const now = deps.now();
  const [taken] = await deps.db
    .update(channels)
    .set({ inboxPolledAt: now })
    .where(
      and(
        eq(channels.id, channelId),
        or(isNull(channels.inboxPolledAt), lt(channels.inboxPolledAt, new Date(now.getTime() - intervalMs * 0.8))),
      ),
    )
    .returning();
  return taken;
}

/** What an inbox row takes from a network's item. */
const itemValues = (channel: ChannelRow, item: NetworkItem) => ({
  workspaceId: channel.workspaceId,
  channelId: channel.id,
  networkId: item.networkId,
  authorId: item.authorId,
  authorName: item.authorName,
  authorPicture: item.authorPicture,
  text: item.text,
  attachment: item.attachment,
  permalink: item.permalink,
  createdAt: new Date(Math.floor(item.createdAt.getTime() / 1000) * 1000),
  // What the channel itself wrote on the network is its own, and no news to it.
  byChannel: item.byChannel ?? false,
  ...(item.byChannel ? { isUnread: false } : {}),
});

/**
 * What a reading brought, into the inbox: each item once (a network id is unique per channel), threaded under
 * what it answers when the inbox has that; each like and repost once, on the item it is about, which turns unread
 * (there is news on it). Answers the new items' ids and the threads that changed.
 */
async function land(tx: Db, channel: ChannelRow, batch: InboxBatch) {
  const created: number[] = [];
  const threads = new Set<number>();
  const touched = new Set<number>();
  const known = async (networkId: string | null) => {
    if (!networkId) return undefined;
    const [found] = await tx
      .select({ id: inboxItems.id, conversationId: inboxItems.conversationId, postType: inboxItems.postType })
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.networkId, networkId)));
    return found;
  };
  /** The conversation a direct message belongs to, by the network's id of it. */
  const thread = async (threadNetworkId: string | undefined) => {
    if (!threadNetworkId) return undefined;
    const [found] = await tx
      .select({ id: inboxItems.id, conversationId: inboxItems.conversationId })
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.networkThreadId, threadNetworkId)))
      .orderBy(inboxItems.id)
      .limit(1);
    return found;
  };
  for (const item of batch.items) {
    if (item.postType === 'message') {
      const conversation = await thread(item.threadNetworkId);
      const [row] = await tx
        .insert(inboxItems)
        .values({
          ...itemValues(channel, item),
          postType: 'message',
          isDirect: true,
          networkThreadId: item.threadNetworkId ?? item.networkId,
          parentId: conversation?.id ?? null,
          conversationId: conversation?.conversationId ?? 0,
        })
        .onConflictDoNothing()
        .returning({ id: inboxItems.id });
      if (!row) continue;
      created.push(row.id);
      if (conversation) threads.add(conversation.conversationId);
      else {
        await tx.update(inboxItems).set({ conversationId: row.id }).where(eq(inboxItems.id, row.id));
        threads.add(row.id);
      }
      continue;
    }
    const parent = (await known(item.parentNetworkId)) ?? (await known(item.rootNetworkId));
    // Under what it answers: a comment on a post, a reply to a comment. What answers something the inbox does not
    // have (a post made outside the service) starts a thread of its own.
    const postType = parent
      ? parent.postType === 'post'
        ? 'comment'
        : 'reply'
      : item.postType === 'mention'
        ? 'mention'
        : 'comment';
    const [row] = await tx
      .insert(inboxItems)
      .values({
        ...itemValues(channel, item),
        postType,
        parentId: parent?.id ?? null,
        conversationId: parent?.conversationId ?? 0,
      })
      .onConflictDoNothing()
      .returning({ id: inboxItems.id });
    if (!row) continue;
    created.push(row.id);
    if (parent) threads.add(parent.conversationId);
    else {
      await tx.update(inboxItems).set({ conversationId: row.id }).where(eq(inboxItems.id, row.id));
      threads.add(row.id);
    }
  }
  for (const reaction of batch.reactions) {
    const subject = await known(reaction.subjectNetworkId);
    if (!subject) continue;
    const [added] = await tx
      .insert(inboxReactions)
      .values({
        itemId: subject.id,
        kind: reaction.kind,
        profileId: reaction.profileId,
        name: reaction.name,
        screenName: reaction.screenName,
        picture: reaction.picture,
        createdAt: reaction.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: inboxReactions.id });
    if (!added) continue;
    touched.add(subject.id);
    threads.add(subject.conversationId);
  }
  if (touched.size)
    await tx
      .update(inboxItems)
      .set({ isUnread: true })
      .where(inArray(inboxItems.id, [...touched]));
  await tx.update(channels).set({ inboxCursor: batch.cursor }).where(eq(channels.id, channel.id));
  return { created, changed: [...touched], threads: [...threads] };
}

/**
 * Reads one channel's inbox on its network, since where the last reading stopped, and lands what came. A
 * channel that needs reconnecting or waits out a rate limit is skipped; a refusal of its credentials or a rate
 * limit is recorded on the channel (its owners and admins hear of it). Answers how many items and reactions came.
 */
export async function pollChannel(
  deps: ServiceDeps,
  channel: ChannelRow,
): Promise<{ items: number; reactions: number } | undefined> {
  const connector = deps.connectorFor(channel);
  if (!connector.readInbox || isPaused(channel, deps.now())) return undefined;
  let batch: InboxBatch;
  try {
    batch = await connector.readInbox(channel, channel.inboxCursor);
  } catch (error) {
    if (error instanceof NeedsReconnect) await markNeedsReconnect(deps, channel, error.message);
    else if (error instanceof RateLimited) await markRateLimited(deps, channel, error.until);
    else throw error;
    deps.metrics.inboxPoll(channel.connector, error instanceof NeedsReconnect ? 'needs_reconnect' : 'rate_limited');
    return undefined;
  }
  await markSuccess(deps, channel);
  const landed = await inTransaction(deps.db, (tx) => land(tx, channel, batch));
  deps.metrics.inboxPoll(channel.connector, 'ok');
  for (const [reason, itemIds] of [
    ['new', landed.created],
    ['changed', landed.changed],
  ] as const)
    announceInbox(deps.events, channel.workspaceId, { itemIds, conversationIds: landed.threads }, reason);
  return { items: landed.created.length, reactions: landed.changed.length };
}

/** One round: every channel on a real network that is due, read by whichever instance leases it. */
export async function pollRound(deps: ServiceDeps, intervalMs: number) {
  const due = await deps.db
    .select({ id: channels.id })
    .from(channels)
    .where(and(ne(channels.connector, 'sandbox'), ne(channels.status, 'needs_reconnect')))
    .orderBy(sql`${channels.inboxPolledAt} nulls first`);
  let read = 0;
  for (const { id } of due) {
    const channel = await lease(deps, id, intervalMs);
    if (!channel) continue;
    try {
      if (await pollChannel(deps, channel)) read += 1;
    } catch (error) {
      deps.metrics.inboxPoll(channel.connector, 'error');
      // The network failed or did not answer: the next round tries again. Never the credentials in the log.
      deps.log.warn({ channel: id, reason: (error as Error).message }, 'reading a channel’s inbox failed');
    }
  }
  return read;
}

/**
 * Reads the real networks' inboxes every `intervalMs` (INBOX_POLL_SECONDS), never two rounds at once; each round is
 * a job, whose log lines carry its id.
 */
export function startInboxPoller(deps: ServiceDeps, intervalMs: number) {
  const failed = 'an inbox reading round failed; the next one retries';
  return everyInterval({ log: deps.log, job: 'inbox-poll', intervalMs, failed }, (log) =>
    pollRound({ ...deps, log }, intervalMs),
  );
}
