import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { announceThread } from '../../services/inbox/announce.ts';
import { findItem } from '../../services/inbox/items.ts';
import { deleteNote, writeNote } from '../../services/inbox/notes.ts';
import { listMentions, markMentionsSeen, MENTIONS_PAGE } from '../../services/inbox/mentions.ts';
import { createPresenceBoard, PRESENCE_SECONDS } from '../../services/inbox/presence.ts';
import { presenceData } from '../../services/inbox/team-news.ts';
import { announceNotifications } from '../../services/notifications/write.ts';

/** What a mention event quotes of its note: NOTIFY carries under 8,000 bytes, and a toast shows a line. */
const PREVIEW = 200;

/** The team's notes, mentions and presence on the inbox (issue 35, decision 042). */
export function inboxNoteRoutes(router: Router, deps: AppDeps) {
  const presence = createPresenceBoard(deps.events, () => deps.now());

  router.route(operationById('inboxNote'), async ({ params, auth }) => {
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const { note, mentioned, notified } = await writeNote(deps, auth, row, params.message);
    const { item } = row;
    // Open conversations and their kept answers refresh: the note is on this item's thread, and in no list.
    announceThread(deps.events, auth.workspaceId, item);
    if (mentioned.length)
      deps.events.publish(auth.workspaceId, {
        type: 'mention',
        userIds: mentioned,
        mention: {
          noteId: note.id,
          itemId: item.id,
          channelId: item.channelId,
          conversationId: item.conversationId,
          authorId: auth.userId,
          authorName: auth.userName,
          text: note.text.length > PREVIEW ? `${note.text.slice(0, PREVIEW)}…` : note.text,
        },
      });
    announceNotifications(deps.events, auth.workspaceId, notified);
    return { status: 'success' as const, data: { note_id: String(note.id), mentioned: mentioned.map(String) } };
  });

  router.route(operationById('inboxNoteDelete'), async ({ params, auth }) => {
    const note = await deleteNote(deps, auth, params.note_id);
    announceThread(deps.events, auth.workspaceId, { id: note.itemId, conversationId: note.conversationId });
    return { status: 'success' as const };
  });

  // Each member's own list: not kept in the answer cache, which shares answers across a workspace.
  router.route(operationById('inboxMentions'), async ({ params, auth }) => {
    const page = await listMentions(deps.db, auth, {
      unseenOnly: params.is_unseen === 1,
      lastNoteId: params.last_note_id,
    });
    return {
      status: 'success' as const,
      data: {
        count: page.mentions.length,
        limit: MENTIONS_PAGE,
        view_more: page.more ? 1 : 0,
        unseen: page.unseen,
        mentions: page.mentions,
      },
    };
  });

  router.route(operationById('inboxMentionsSeen'), async ({ params, auth }) => {
    const unseen = await markMentionsSeen(deps.db, auth, params.note_id, deps.now());
    return { status: 'success' as const, data: { unseen } };
  });

  router.route(operationById('inboxPresenceSet'), async ({ params, auth }) => {
    const { item } = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const expiresIn = params.state === 'left' ? 0 : PRESENCE_SECONDS;
    deps.events.publish(auth.workspaceId, {
      type: 'presence',
      presence: {
        userId: auth.userId,
        userName: auth.userName,
        itemId: item.id,
        channelId: item.channelId,
        conversationId: item.conversationId,
        workId: item.workId,
        state: params.state,
        expiresIn,
      },
    });
    return { status: 'success' as const, data: { expires_in: expiresIn } };
  });

  router.route(operationById('inboxPresence'), async ({ auth }) => ({
    status: 'success' as const,
    data: {
      presence: presence
        .current(auth.workspaceId)
        .map((p) => ({ ...presenceData(p), state: p.state === 'typing' ? ('typing' as const) : ('viewing' as const) })),
    },
  }));
}
