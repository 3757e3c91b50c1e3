import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/tokens.ts';
import { operationById } from '../contract/index.ts';
import { channelView, listChannels } from '../db/channels.ts';
import { drafts, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { formatInZone } from '../domain/time.ts';
import type { Router } from '../http/route.ts';

const reviewer = alias(users, 'reviewer');
const creator = alias(users, 'creator');

/** Drafts are visible to their creator and to owners and admins. */
export function visibleDrafts(auth: AuthContext): SQL | undefined {
  const inWorkspace = eq(drafts.workspaceId, auth.workspaceId);
  return auth.role === 'collaborator' ? and(inWorkspace, eq(drafts.creatorId, auth.userId)) : inWorkspace;
}

export function draftsRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('draftsGet'), async ({ auth }) => {
    const [rows, channelRows] = await Promise.all([
      deps.db
        .select({ draft: drafts, reviewerName: reviewer.name, creatorName: creator.name })
        .from(drafts)
        .innerJoin(creator, eq(creator.id, drafts.creatorId))
        .leftJoin(reviewer, eq(reviewer.id, drafts.rejectedById))
        .where(visibleDrafts(auth))
        .orderBy(desc(drafts.createdAt), desc(drafts.id)),
      listChannels(deps.db, auth.workspaceId),
    ]);
    const zone = auth.timezone;
    return {
      status: 'success' as const,
      data: {
        count: rows.length,
        drafts: rows.map(({ draft, reviewerName, creatorName }) => ({
          draft_id: draft.id,
          message: draft.message,
          channel_ids: draft.channelIds,
          is_processed: 0,
          created_time: formatInZone(draft.createdAt, zone),
          updated_time: formatInZone(draft.updatedAt, zone),
          creator_id: String(draft.creatorId),
          creator_name: creatorName,
          create_album: draft.createAlbum ? 1 : 0,
          ...(draft.link ? { link: draft.link } : {}),
          ...(draft.picture ? { picture: draft.picture } : {}),
          ...(draft.albumName ? { album_name: draft.albumName } : {}),
          ...(draft.rejectedById
            ? {
                rejected_user_id: String(draft.rejectedById),
                rejected_user_name: reviewerName ?? '',
                rejected_message: draft.rejectedMessage ?? '',
              }
            : {}),
        })),
        channels: channelRows.map(channelView),
      },
    };
  });
}
