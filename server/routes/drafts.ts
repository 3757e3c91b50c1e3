import { eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import { operationById } from '../contract/index.ts';
import { channelView, listChannels } from '../db/channels.ts';
import { drafts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { createPosts, needsApproval, type Placement, type PostContent } from '../outbox/create.ts';
import { draftView, findDraft, listDrafts, type DraftRow } from '../outbox/drafts.ts';
import { checkLengths, exclusive, readCustomTime, resolveChannels } from '../outbox/rules.ts';

const contentOf = (d: Pick<DraftRow, 'message' | 'link' | 'picture' | 'createAlbum' | 'albumName'>): PostContent => ({
  message: d.message,
  link: d.link,
  picture: d.picture,
  createAlbum: d.createAlbum,
  albumName: d.albumName,
});

/**
 * Moves a draft into its channels' outboxes (queued, pinned or published now) and removes it. A draft with no
 * channel cannot move: the call is refused and the draft stays as it was.
 */
async function moveToOutbox(
  deps: AppDeps,
  auth: AuthContext,
  draft: DraftRow,
  placement: Placement,
): Promise<string[]> {
  if (!draft.channelIds) {
    throw badRequest(
      'no_channels',
      'This draft has no channels yet. Add at least one channel, then move it to the queue.',
      'channel_ids',
    );
  }
  const targets = await resolveChannels(deps.db, auth, draft.channelIds, 'channel_ids');
  checkLengths(draft.message, targets);
  await createPosts(deps, auth, targets, contentOf(draft), placement, {
    creatorId: draft.creatorId,
    // The posts and the draft's removal commit together: never both, never neither.
    alsoInTransaction: async (tx) => {
      await tx.delete(drafts).where(eq(drafts.id, draft.id));
    },
  });
  return targets.map((t) => String(t.id));
}

function movedMessage(auth: AuthContext, count: number, placement: Placement): string {
  const where = `${count} ${count === 1 ? 'channel' : 'channels'}`;
  if (needsApproval(auth)) return `Sent for approval on ${where}; once approved it goes out as planned.`;
  if (placement.shareNow) return `Published on ${where}.`;
  return placement.customTime ? `Scheduled on ${where}.` : `Added to the queue of ${where}.`;
}

export function draftsRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('draftsGet'), async ({ auth }) => {
    const [rows, channelRows] = await Promise.all([listDrafts(deps.db, auth), listChannels(deps.db, auth.workspaceId)]);
    return {
      status: 'success' as const,
      data: {
        count: rows.length,
        drafts: rows.map((row) => draftView(row, auth.timezone)),
        channels: channelRows.map(channelView),
      },
    };
  });

  router.route(operationById('draftsCreate'), async ({ params, auth }) => {
    const channelIds = params.channel_ids
      ? (await resolveChannels(deps.db, auth, params.channel_ids, 'channel_ids')).map((c) => c.id).join('_')
      : '';
    const now = deps.now();
    const [row] = await deps.db
      .insert(drafts)
      .values({
        workspaceId: auth.workspaceId,
        creatorId: auth.userId,
        message: params.message,
        channelIds,
        link: params.link ?? null,
        picture: params.picture ?? null,
        createAlbum: params.create_album === 1,
        albumName: params.album_name ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: drafts.id });
    return { status: 'success' as const, data: { draft_id: row!.id } };
  });

  router.route(operationById('draftsUpdate'), async ({ params, auth }) => {
    const draft = await findDraft(deps.db, auth, params.draft_id);
    const shareNow = params.share_now === 1;
    exclusive(shareNow, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const channelIds =
      params.channel_id === undefined
        ? draft.channelIds
        : params.channel_id === ''
          ? ''
          : (await resolveChannels(deps.db, auth, params.channel_id, 'channel_id')).map((c) => c.id).join('_');
    const updated: DraftRow = {
      ...draft,
      message: params.message,
      channelIds,
      link: params.link ?? draft.link,
      picture: params.picture ?? draft.picture,
      createAlbum: params.create_album === undefined ? draft.createAlbum : params.create_album === 1,
      albumName: params.album_name ?? draft.albumName,
      updatedAt: deps.now(),
    };
    if (params.add_to_stack === 1 || shareNow || customTime) {
      // Moving checks the updated draft whole before anything is written: a refusal leaves the draft as it was.
      await moveToOutbox(deps, auth, updated, { shareNow, customTime });
      return { status: 'success' as const, data: { draft_id: String(draft.id) } };
    }
    const { id: _id, workspaceId: _w, creatorId: _c, createdAt: _t, ...changes } = updated;
    await deps.db.update(drafts).set(changes).where(eq(drafts.id, draft.id));
    return { status: 'success' as const, data: { draft_id: String(draft.id) } };
  });

  router.route(operationById('draftsDelete'), async ({ params, auth }) => {
    const draft = await findDraft(deps.db, auth, params.draft_id);
    await deps.db.delete(drafts).where(eq(drafts.id, draft.id));
    return { status: 'success' as const, data: 'Draft deleted.' };
  });

  router.route(operationById('draftsAddToStack'), async ({ params, auth }) => {
    const draft = await findDraft(deps.db, auth, params.draft_id);
    const placement = { shareNow: false, customTime: null };
    const channels = await moveToOutbox(deps, auth, draft, placement);
    return {
      status: 'success' as const,
      data: { channel_ids: channels.join('_'), message: movedMessage(auth, channels.length, placement) },
    };
  });
}
