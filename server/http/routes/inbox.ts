import type { AuthContext } from '../../services/workspaces/auth-context.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { networkOf } from '../../../shared/networks.ts';
import { parseInZone } from '../../domain/time.ts';
import { inScope, type Router } from '../route.ts';
import {
  findItem,
  itemView,
  listPage,
  PAGE_SIZE,
  type Cursor,
  type ItemListing,
  type ItemType,
} from '../../services/inbox/items.ts';
import { searchInbox } from '../../services/inbox/search.ts';
import { announceInbox, touchedOf } from '../../services/inbox/announce.ts';
import { labelOf } from '../../services/inbox/labels.ts';
import { requireAssignee } from '../../services/inbox/assignment.ts';
import { moreOfThread, openThread, type ThreadRow } from '../../services/inbox/thread.ts';
import { findNote, isNote, noteView } from '../../services/inbox/notes.ts';
import {
  actOnItem,
  archiveAll,
  isFlagAction,
  setItemFlag,
  deleteOwnComment,
  deleteOwnPost,
  reactionsOf,
  retweetAsChannels,
} from '../../services/inbox/write.ts';
import { resolveChannels } from '../../services/channels/channels.ts';

function readTimestamp(value: string, zone: string, field = 'timestamp'): Date {
  const parsed = parseInZone(value, zone);
  if (!parsed.ok) throw invalid('invalid_parameter', `${value} is not a time that exists in ${zone}.`, field);
  return parsed.instant;
}

/** The item an inbox call names, of the named channel, whose network must be the channel_type sent. */
async function namedItem(
  deps: AppDeps,
  auth: AuthContext,
  itemId: number,
  channelId: number,
  channelType?: number,
): Promise<ItemListing> {
  const row = await findItem(deps.db, auth, itemId, channelId);
  if (channelType !== undefined && channelType !== row.channelType) {
    throw invalid(
      'invalid_parameter',
      `channel_type ${channelType} is not this channel's network (${row.channelType}, ${networkOf(row.channelType).name}).`,
      'channel_type',
    );
  }
  return row;
}

const threadAnswer = (rows: ThreadRow[], more: boolean, zone: string) => ({
  status: 'success' as const,
  data: {
    count: rows.length,
    view_more: more ? 1 : 0,
    posts: rows.map((r) => (isNote(r) ? noteView(r, zone) : itemView(r, zone))),
  },
});

function requireKind(row: ItemListing, isMessage: number | undefined): void {
  if (isMessage === 1 && !row.item.isDirect)
    throw invalid(
      'invalid_parameter',
      'is_message=1 asks for a direct-message conversation; this item is not one.',
      'is_message',
    );
}

/** An assignee view's filter (decision 039): the caller, nobody, or someone who may hold the workspace's items. */
async function assigneeFilter(deps: AppDeps, auth: AuthContext, assignee: string | undefined) {
  if (assignee === undefined) return undefined;
  if (assignee === 'me') return auth.userId;
  if (assignee === 'none') return 'none' as const;
  await requireAssignee(deps.db, auth, Number(assignee));
  return Number(assignee);
}

/**
 * The filters inbox/get and inbox/search share (issue 35 point 7: every filter narrows a search too), each checked
 * against the caller's workspace: another workspace's channel, label or member is a 404.
 */
async function sharedFilters(
  deps: AppDeps,
  auth: AuthContext,
  params: {
    channel_id?: number;
    label_id?: number;
    assignee?: string;
    is_archived?: number;
    is_unread?: number;
    unanswered?: number;
    type?: ItemType;
  },
) {
  if (params.channel_id !== undefined) await resolveChannels(deps.db, auth, params.channel_id, 'channel_id');
  if (params.label_id !== undefined) await labelOf(deps.db, auth, params.label_id);
  return {
    archived: params.is_archived === 1,
    channelId: params.channel_id,
    unreadOnly: params.is_unread === 1,
    labelId: params.label_id,
    assignee: await assigneeFilter(deps, auth, params.assignee),
    unanswered: params.unanswered === 1,
    type: params.type,
  };
}

export function inboxRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('inboxGet'),
    async ({ params, auth }) => {
      const filters = { ...(await sharedFilters(deps, auth, params)), authorId: params.filter_by_user_id };
      const after = params.is_after === 1;
      let cursor: Cursor = { kind: 'none' };
      if (params.last_post_id !== undefined) {
        cursor = { kind: 'item', id: params.last_post_id, after };
      } else if (params.timestamp !== undefined) {
        cursor = { kind: 'second', at: readTimestamp(params.timestamp, auth.timezone), after };
      }
      const page = await listPage(deps.db, auth, filters, cursor);
      // An empty page after an item: the end of the list, or an item that is not the workspace's (404).
      if (cursor.kind === 'item' && page.rows.length === 0) {
        await findItem(deps.db, auth, cursor.id).catch(() => {
          throw notFound('inbox item', 'last_post_id');
        });
      }
      return {
        status: 'success' as const,
        data: {
          count: page.rows.length,
          limit: PAGE_SIZE,
          view_more: page.more ? 1 : 0,
          active: page.count,
          posts: page.rows.map((r) => itemView(r, auth.timezone)),
        },
      };
      // The inbox list is read far more than it changes: kept until the workspace's next change.
    },
    // assignee=me is the caller's own view: kept per caller.
    { cache: { ...inScope(() => 'inbox'), perCaller: (params) => params.assignee === 'me' } },
  );

  // Searches are as varied as the words typed: not kept in the answer cache.
  router.route(operationById('inboxSearch'), async ({ params, auth }) => {
    const filters = { ...(await sharedFilters(deps, auth, params)), text: params.q };
    const page = await searchInbox(deps.db, auth, filters, params.last_post_id);
    return {
      status: 'success' as const,
      data: {
        count: page.rows.length,
        limit: PAGE_SIZE,
        view_more: page.more ? 1 : 0,
        total: page.total,
        active: page.unread,
        terms: page.terms,
        posts: page.rows.map((r) => itemView(r, auth.timezone)),
      },
    };
  });

  router.route(operationById('inboxGetItem'), async ({ params, auth }) => {
    const row = await findItem(deps.db, auth, params.reply_id, params.channel_id).catch(() => {
      throw notFound('inbox item', 'reply_id');
    });
    return { status: 'success' as const, data: itemView(row, auth.timezone) };
  });

  router.route(operationById('inboxLikeInfo'), async ({ params, auth }) => {
    const row = await namedItem(deps, auth, params.item_id, params.channel_id, params.channel_type);
    const likes = await reactionsOf(deps, row.item.id, 'like');
    return {
      status: 'success' as const,
      data: likes.map((like) => ({
        name: like.name,
        profile_id: like.id,
        picture: like.picture,
        picture_small: like.picture,
        is_connected: like.byChannelId ? 1 : 0,
        current_user: like.byChannelId === row.item.channelId ? 1 : 0,
      })),
    };
  });

  router.route(operationById('inboxRetweetInfo'), async ({ params, auth }) => {
    const row = await namedItem(deps, auth, params.item_id, params.channel_id, params.channel_type);
    const retweets = await reactionsOf(deps, row.item.id, 'retweet');
    return {
      status: 'success' as const,
      data: retweets.map((r) => ({
        name: r.name,
        screen_name: r.screenName,
        profile_id: r.profileId,
        picture: r.picture,
        is_connected: r.byChannelId ? 1 : 0,
        current_user: r.byChannelId === row.item.channelId ? 1 : 0,
      })),
    };
  });

  router.route(
    operationById('inboxConversation'),
    async ({ params, auth }) => {
      const row = await namedItem(deps, auth, params.post_id, params.channel_id, params.channel_type);
      requireKind(row, params.is_message);
      const { rows, more } = await openThread(deps.db, row.item.conversationId, params.comment_id);
      return threadAnswer(rows, more, auth.timezone);
    },
    {
      // A thread's answer is kept until an event names its thread; the thread is learnt from the answer.
      cache: {
        family: () => 'thread',
        scope: (_params, answer) => `thread:${Number(answer.data.posts[0]?.get_conversation_id ?? 0)}`,
      },
    },
  );

  router.route(operationById('inboxMoreConversation'), async ({ params, auth }) => {
    const row = await namedItem(deps, auth, params.post_id, params.channel_id, params.channel_type);
    requireKind(row, params.is_message);
    // The last item shown may be a team's note (decision 042): it anchors the page as well.
    const anchor = await findItem(deps.db, auth, params.last_comment_id).then(
      ({ item }) => item,
      () =>
        findNote(deps.db, auth, params.last_comment_id).catch(() => {
          throw notFound('comment', 'last_comment_id');
        }),
    );
    if (anchor.conversationId !== row.item.conversationId)
      throw invalid('invalid_parameter', 'last_comment_id is not in this conversation.', 'last_comment_id');
    const at = params.timestamp !== undefined ? readTimestamp(params.timestamp, auth.timezone) : anchor.createdAt;
    const { rows, more } = await moreOfThread(
      deps.db,
      row.item.conversationId,
      { at, id: params.timestamp !== undefined ? null : anchor.id },
      params.is_next === 1,
    );
    return threadAnswer(rows, more, auth.timezone);
  });

  router.route(operationById('inboxAction'), async ({ params, auth }) => {
    const { action } = params;
    if (isFlagAction(action)) {
      const call = { itemId: params.post_id, channelId: params.channel_id, channelType: params.channel_type, action };
      const done = await setItemFlag(deps, auth, call);
      if (done) {
        announceInbox(deps.events, auth.workspaceId, touchedOf([done]));
        return { status: 'success' as const };
      }
      // Not the item the call names: the full path below says what is wrong.
    }
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const { changed, created } = await actOnItem(
      deps,
      auth,
      row,
      params.action,
      params.channel_type,
      params.message,
      params.seen_last_id,
    );
    const inThread = (ids: number[]) => touchedOf(ids.map((id) => ({ id, conversationId: row.item.conversationId })));
    announceInbox(deps.events, auth.workspaceId, inThread(changed));
    // What the channel itself wrote is not news to the inbox list: its thread changed.
    announceInbox(deps.events, auth.workspaceId, inThread(created));
    return { status: 'success' as const };
  });

  router.route(operationById('inboxRetweet'), async ({ params, auth }) => {
    const row = await findItem(deps.db, auth, params.post_id);
    const targets = await resolveChannels(deps.db, auth, params.channel_ids, 'channel_ids');
    const results = await retweetAsChannels(deps, row, targets);
    announceInbox(deps.events, auth.workspaceId, touchedOf([row.item]));
    return { status: 'success' as const, data: results };
  });

  router.route(operationById('inboxDeletePost'), async ({ params, auth }) => {
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    await deleteOwnPost(deps, auth, row);
    announceInbox(deps.events, auth.workspaceId, touchedOf([row.item]));
    return { status: 'success' as const };
  });

  router.route(operationById('inboxArchive'), async ({ params, auth }) => {
    if (params.channel_id !== undefined) await resolveChannels(deps.db, auth, params.channel_id, 'channel_id');
    const archived = await archiveAll(deps, auth, params.channel_id);
    // Archiving changes no thread's content: no conversation to refresh (touchedOf would name every thread).
    announceInbox(deps.events, auth.workspaceId, { itemIds: archived, conversationIds: [] });
    return {
      status: 'success' as const,
      data: `Archived ${archived.length} ${archived.length === 1 ? 'item' : 'items'}.`,
    };
  });

  router.route(operationById('inboxDeleteComment'), async ({ params, auth }) => {
    const row = await namedItem(deps, auth, params.post_id, params.channel_id, params.channel_type);
    const { item } = row;
    await deleteOwnComment(deps, auth, row, params.is_message === 1);
    announceInbox(deps.events, auth.workspaceId, touchedOf([item]));
    return {
      status: 'success' as const,
      data: {
        account_id: String(auth.workspaceId),
        post_id: String(item.id),
        channel_id: String(item.channelId),
        type: item.postType,
      },
    };
  });
}
