import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { channels, inboxItems, inboxReactions, type ChannelRow } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findChannel } from '../channels/channels.ts';
import { onNetwork } from '../channels/health.ts';
import type { ActionResult, NetworkAction } from '../../connectors/types.ts';
import { conflict, DomainError, invalid } from '../../domain/errors.ts';
import { networkOf } from '../../../shared/networks.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireManager } from '../workspaces/access.ts';
import { checkAction, networkActionOf, performAction, retweetAs, type InboxAction } from './actions.ts';
import type { ItemListing } from './items.ts';
import { lockUnit, refuseIfAnswered } from './answer-guard.ts';

/** Who liked or retweeted an item, in the order they did. */
export const reactionsOf = (deps: ServiceDeps, itemId: number, kind: 'like' | 'retweet') =>
  deps.db
    .select()
    .from(inboxReactions)
    .where(and(eq(inboxReactions.itemId, itemId), eq(inboxReactions.kind, kind)))
    .orderBy(asc(inboxReactions.createdAt), asc(inboxReactions.id));

const FLAGS = {
  read: { isUnread: false },
  unread: { isUnread: true },
  archive: { isArchived: true },
  unarchive: { isArchived: false },
} as const;
type FlagAction = keyof typeof FLAGS;

const flagStatement = (action: FlagAction) =>
  prepared(`inbox_${action}`, (db, name) =>
    db
      .update(inboxItems)
      .set(FLAGS[action])
      .where(
        and(
          eq(inboxItems.id, sql.placeholder('itemId')),
          eq(inboxItems.workspaceId, sql.placeholder('workspaceId')),
          eq(inboxItems.channelId, sql.placeholder('channelId')),
          sql`exists (select 1 from ${channels} where ${channels.id} = ${inboxItems.channelId} and ${channels.channelType} = ${sql.placeholder('channelType')})`,
        ),
      )
      .returning({ id: inboxItems.id, conversationId: inboxItems.conversationId })
      .prepare(name),
  );
const flagStatements = Object.fromEntries(
  Object.keys(FLAGS).map((action) => [action, flagStatement(action as FlagAction)]),
) as Record<FlagAction, ReturnType<typeof flagStatement>>;
export const isFlagAction = (action: string): action is FlagAction => action in FLAGS;

/**
 * Read, unread, archive, unarchive (every network has them): one conditional write naming the item, its channel
 * and the channel's network, the triage keys' hot path. Answers the item's id and thread, or undefined when the
 * item is not what the call says (then the full path tells why).
 */
export async function setItemFlag(
  deps: ServiceDeps,
  auth: AuthContext,
  call: { itemId: number; channelId: number; channelType: number; action: FlagAction },
): Promise<{ id: number; conversationId: number } | undefined> {
  const [done] = await flagStatements[call.action](deps.db).execute({
    itemId: call.itemId,
    workspaceId: auth.workspaceId,
    channelId: call.channelId,
    channelType: call.channelType,
  });
  return done;
}

/**
 * Does an action on a real network first, when the item's channel is on one and the action reaches the network
 * (likes, reposts, replies, deletes): only what the network took is then recorded. Answers what it made.
 */
/** What each network action is, for the refusal of one a network does not let apps do. */
const VERBS: Record<NetworkAction['kind'], string> = {
  reply: 'reply',
  like: 'like',
  unlike: 'unlike',
  repost: 'repost',
  delete: 'delete',
  message: 'send direct messages',
};

async function onItsNetwork(
  deps: ServiceDeps,
  auth: AuthContext,
  row: ItemListing,
  action: NetworkAction | undefined,
  /** Hears that the action goes out to a real network (nothing can be taken back after). */
  sending?: () => void,
): Promise<ActionResult> {
  if (!action) return {};
  const channel = await findChannel(deps.db, auth.workspaceId, row.item.channelId);
  const connector = deps.connectorFor(channel);
  if (connector.actions && !connector.actions.includes(action.kind)) {
    const name = networkOf(channel.channelType).name;
    throw invalid(
      'action_not_supported',
      `${name} does not let apps ${VERBS[action.kind]} through its API: do it on ${name} itself.`,
      'action',
    );
  }
  if (!connector.act) {
    // The sandbox keeps its inbox in the service's tables; a real network's connector that cannot act yet must
    // not pretend: nothing is recorded that the network did not do.
    if (channel.connector !== 'sandbox')
      throw invalid(
        'action_not_supported',
        `Acting on ${networkOf(channel.channelType).name} items from the inbox is not built yet: do it on ${networkOf(channel.channelType).name} itself.`,
        'action',
      );
    return {};
  }
  sending?.();
  return onNetwork(deps, channel, () => connector.act!(channel, action));
}

/**
 * Deleting what a channel published takes it off the network for good, whoever wrote it: owners and admins only
 * (decision 023). Likes, reposts and answers stay every member's work in the inbox.
 */
const requireDeleter = (auth: AuthContext) =>
  requireManager(auth, 'delete what a channel published on its network (posts, comments, messages)');

/** An action on an item, on the network and on the item (in one transaction). Answers the items it touched. */
export async function actOnItem(
  deps: ServiceDeps,
  auth: AuthContext,
  row: ItemListing,
  action: InboxAction,
  channelType: number,
  message: string | undefined,
  /** The newest item of the conversation the writer had seen: a reply is refused if answered since (042). */
  seenLastId?: number,
) {
  if (action === 'delete') requireDeleter(auth);
  checkAction(row, action, channelType, message);
  const guarded = seenLastId !== undefined && ANSWERS.has(action);
  if (guarded) await refuseIfAnswered(deps.db, auth, row, seenLastId);
  let sent = false;
  const network = await onItsNetwork(deps, auth, row, networkActionOf(row, action, message), () => (sent = true));
  return inTransaction(deps.db, async (tx) => {
    // Checked again under the unit's lock when nothing went out yet (the sandbox): exact across instances.
    if (guarded && !sent) {
      await lockUnit(tx, row);
      await refuseIfAnswered(tx, auth, row, seenLastId);
    }
    return performAction(tx, auth, row, action, message, deps.now(), network);
  });
}

const ANSWERS = new Set<InboxAction>(['comment', 'reply', 'dm_reply']);

/**
 * Retweets an item as each of the given channels; answers per channel what happened. A channel on a real network
 * reposts there first, and only an item of its own network (a Bluesky channel reposts Bluesky posts).
 */
export async function retweetAsChannels(deps: ServiceDeps, row: ItemListing, targets: ChannelRow[]) {
  const reposted = new Map<number, string | true>();
  for (const channel of targets) {
    const connector = deps.connectorFor(channel);
    if (!connector.act || !networkOf(channel.channelType).inboxActions.includes('retweet')) continue;
    if (channel.channelType !== row.channelType) {
      reposted.set(channel.id, 'other_network');
      continue;
    }
    try {
      await onNetwork(deps, channel, () =>
        connector.act!(channel, { kind: 'repost', subjectNetworkId: row.item.networkId }),
      );
      reposted.set(channel.id, true);
    } catch (error) {
      reposted.set(channel.id, error instanceof DomainError ? error.code : 'network_unavailable');
    }
  }
  return inTransaction(deps.db, async (tx) => {
    const results: Record<string, { type: number; status: string; message: string }> = {};
    for (const channel of targets) {
      const onNetworkAnswer = reposted.get(channel.id);
      if (typeof onNetworkAnswer === 'string') {
        results[String(channel.id)] = { type: channel.channelType, status: 'error', message: onNetworkAnswer };
        continue;
      }
      const supported = networkOf(channel.channelType).inboxActions.includes('retweet');
      const done = supported && (await retweetAs(tx, row, channel.id, deps.now(), channel));
      results[String(channel.id)] = {
        type: channel.channelType,
        status: done ? 'success' : 'error',
        message: !supported ? 'not_supported' : done ? 'retweeted' : 'already_retweeted',
      };
    }
    return results;
  });
}

/** Deletes a post the channel published, with its whole thread (on its network too). */
export async function deleteOwnPost(deps: ServiceDeps, auth: AuthContext, row: ItemListing): Promise<void> {
  requireDeleter(auth);
  if (!row.item.byChannel || row.item.postType !== 'post')
    throw conflict('cannot_delete', 'Only a post this channel published can be deleted here.');
  await onItsNetwork(deps, auth, row, { kind: 'delete', networkId: row.item.networkId });
  await deps.db.delete(inboxItems).where(eq(inboxItems.conversationId, row.item.conversationId));
}

/** Deletes a comment or message the channel wrote. */
export async function deleteOwnComment(deps: ServiceDeps, auth: AuthContext, row: ItemListing, isMessage: boolean) {
  requireDeleter(auth);
  const { item } = row;
  if (isMessage && !item.isDirect)
    throw invalid('invalid_parameter', 'is_message=1 deletes a direct message; this item is not one.', 'is_message');
  if (!item.byChannel || item.postType === 'post')
    throw conflict('cannot_delete', 'Only a comment or message this channel wrote can be deleted here.');
  // No network's API deletes a sent direct message as it deletes a comment (X's v2 has no such route yet).
  if (item.networkThreadId) {
    const name = networkOf(row.channelType).name;
    throw invalid(
      'action_not_supported',
      `${name} does not let apps delete a direct message through its API: delete it on ${name} itself.`,
      'action',
    );
  }
  await onItsNetwork(deps, auth, row, { kind: 'delete', networkId: item.networkId });
  await inTransaction(deps.db, (tx) => performAction(tx, auth, row, 'delete', undefined, deps.now()));
}

/** Archives every unarchived item of the workspace, or of one channel. Answers their ids. */
export async function archiveAll(
  deps: ServiceDeps,
  auth: AuthContext,
  channelId: number | undefined,
): Promise<number[]> {
  const archived = await inTransaction(deps.db, (tx) =>
    tx
      .update(inboxItems)
      .set({ isArchived: true })
      .where(
        and(
          eq(inboxItems.workspaceId, auth.workspaceId),
          eq(inboxItems.isArchived, false),
          channelId !== undefined ? eq(inboxItems.channelId, channelId) : undefined,
        ),
      )
      .returning({ id: inboxItems.id }),
  );
  return archived.map((a) => a.id);
}
