import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, inboxReactions, type PostType } from '../../db/schema.ts';
import { networkOf, type InboxActionName } from '../../../shared/networks.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import type { ActionResult, NetworkAction } from '../../connectors/types.ts';
import type { ItemListing } from './items.ts';

/** The interface's inbox actions (one list, in the network table). */
export type InboxAction = InboxActionName;

const WRITES: Partial<Record<InboxAction, PostType>> = { comment: 'comment', reply: 'reply', dm_reply: 'message' };

/** What the network allows on this item: its rules from the one network table, and the item's own kind. */
export function checkAction(
  row: ItemListing,
  action: InboxAction,
  channelType: number,
  message: string | undefined,
): void {
  const network = networkOf(row.channelType);
  if (channelType !== row.channelType) {
    throw invalid(
      'invalid_parameter',
      `channel_type ${channelType} is not this channel's network (${row.channelType}, ${network.name}).`,
      'channel_type',
    );
  }
  if (!network.inboxActions.includes(action)) {
    throw invalid('action_not_supported', `${network.name} does not support "${action}".`, 'action');
  }
  const { item } = row;
  if (action === 'dm_reply' && !item.isDirect)
    throw invalid('action_not_supported', 'dm_reply answers direct messages; use reply or comment here.', 'action');
  if ((action === 'comment' || action === 'reply') && item.isDirect) {
    throw invalid('action_not_supported', 'This is a direct message: answer it with dm_reply.', 'action');
  }
  if (WRITES[action] && !message?.trim())
    throw invalid('missing_parameter', `${action} needs the text in message.`, 'message');
  if (action === 'delete' && !item.byChannel)
    throw conflict('cannot_delete', 'Only what this channel wrote can be deleted here.');
}

/**
 * Performs an action on the sandbox network and on the item. Answers the ids of the items it changed or
 * created, for the event stream.
 */
export async function performAction(
  tx: Db,
  auth: AuthContext,
  row: ItemListing,
  action: InboxAction,
  message: string | undefined,
  now: Date,
  /** What a real network made of the action (the new reply's id and address); the sandbox's are made here. */
  network: ActionResult = {},
): Promise<{ changed: number[]; created: number[] }> {
  const { item } = row;
  const touch = { actionCounter: sql`${inboxItems.actionCounter} + 1`, serviceActionId: `${action}-${now.getTime()}` };
  const set = (values: Partial<typeof inboxItems.$inferInsert> | Record<string, unknown>) =>
    tx.update(inboxItems).set(values).where(eq(inboxItems.id, item.id));
  const ourReaction = (kind: 'like' | 'retweet') =>
    and(
      eq(inboxReactions.itemId, item.id),
      eq(inboxReactions.kind, kind),
      eq(inboxReactions.byChannelId, item.channelId),
    );
  switch (action) {
    case 'read':
    case 'unread':
      await set({ isUnread: action === 'unread' });
      return { changed: [item.id], created: [] };
    case 'archive':
    case 'unarchive':
      await set({ isArchived: action === 'archive' });
      return { changed: [item.id], created: [] };
    case 'archive_conversation': {
      const archived = await tx
        .update(inboxItems)
        .set({ isArchived: true })
        .where(and(eq(inboxItems.conversationId, item.conversationId), eq(inboxItems.workspaceId, auth.workspaceId)))
        .returning({ id: inboxItems.id });
      return { changed: archived.map((a) => a.id), created: [] };
    }
    case 'like':
    case 'favorite':
    case 'unlike':
    case 'unfavorite': {
      const liking = action === 'like' || action === 'favorite';
      await tx.delete(inboxReactions).where(ourReaction('like'));
      if (liking)
        await tx
          .insert(inboxReactions)
          .values(channelReaction(row, 'like', now))
          .onConflictDoNothing();
      await set({ isLiked: liking, ...touch });
      return { changed: [item.id], created: [] };
    }
    case 'retweet':
      await retweetAs(tx, row, item.channelId, now);
      await set(touch);
      return { changed: [item.id], created: [] };
    case 'delete':
      await tx.delete(inboxItems).where(eq(inboxItems.id, item.id));
      if (item.parentId) {
        await tx
          .update(inboxItems)
          .set({ serviceReplyId: '' })
          .where(and(eq(inboxItems.id, item.parentId), eq(inboxItems.serviceReplyId, String(item.id))));
      }
      return { changed: [item.id], created: [] };
    case 'comment':
    case 'reply':
    case 'dm_reply': {
      const [written] = await tx
        .insert(inboxItems)
        .values({
          workspaceId: auth.workspaceId,
          channelId: item.channelId,
          networkId: network.networkId ?? `sbx-${now.getTime()}-${item.id}`,
          postType: WRITES[action]!,
          parentId: item.id,
          conversationId: item.conversationId,
          isDirect: item.isDirect,
          networkThreadId: item.networkThreadId,
          byChannel: true,
          // Which member wrote it, for the team's response-time report (decision 038).
          writtenBy: auth.userId,
          authorId: `channel-${item.channelId}`,
          authorName: row.channelScreenName,
          authorPicture: row.channelPicture,
          text: message!.trim(),
          permalink: network.permalink ?? `${item.permalink}#reply`,
          isUnread: false,
          createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
        })
        .returning({ id: inboxItems.id });
      await set({ ...touch, isUnread: false, serviceReplyId: String(written!.id) });
      return { changed: [item.id], created: [written!.id] };
    }
  }
}

function channelReaction(row: ItemListing, kind: 'like' | 'retweet', now: Date) {
  return {
    itemId: row.item.id,
    kind,
    profileId: `channel-${row.item.channelId}`,
    name: row.channelScreenName,
    screenName: row.channelScreenName,
    picture: row.channelPicture,
    byChannelId: row.item.channelId,
    createdAt: now,
  };
}

/** A retweet by one of our channels; answers false when that channel had already retweeted the item. */
export async function retweetAs(
  tx: Db,
  row: ItemListing,
  channelId: number,
  now: Date,
  channel?: { screenName: string; picture: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(inboxReactions)
    .values({
      ...channelReaction(row, 'retweet', now),
      profileId: `channel-${channelId}`,
      byChannelId: channelId,
      ...(channel ? { name: channel.screenName, screenName: channel.screenName, picture: channel.picture } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: inboxReactions.id });
  return inserted.length > 0;
}

/** The action as the network takes it, for channels on a real network; undefined for the service's own flags. */
export function networkActionOf(
  row: ItemListing,
  action: InboxAction,
  message: string | undefined,
): NetworkAction | undefined {
  const subject = row.item.networkId;
  switch (action) {
    case 'like':
    case 'favorite':
      return { kind: 'like', subjectNetworkId: subject };
    case 'unlike':
    case 'unfavorite':
      return { kind: 'unlike', subjectNetworkId: subject };
    case 'retweet':
      return { kind: 'repost', subjectNetworkId: subject };
    case 'comment':
    case 'reply':
      return { kind: 'reply', parentNetworkId: subject, text: message!.trim() };
    case 'dm_reply':
      // A message of a real network's conversation goes to that conversation; the sandbox's have none.
      return row.item.networkThreadId
        ? {
            kind: 'message',
            threadNetworkId: row.item.networkThreadId,
            recipientId: row.item.authorId,
            text: message!.trim(),
          }
        : { kind: 'reply', parentNetworkId: subject, text: message!.trim() };
    case 'delete':
      return { kind: 'delete', networkId: subject };
    default:
      return undefined;
  }
}
