import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { drafts, type DraftVersion } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { addressPolicy, checkAddresses } from '../outbox/rules.ts';
import { checkEachChannel, readSeries, readVersions, seriesStart } from '../outbox/compose-rules.ts';
import { checkFirstComment, checkThread } from '../outbox/thread.ts';
import { resolveChannels } from '../channels/channels.ts';
import { moveDraftComments } from '../outbox/comments.ts';
import { createPosts, type Placement, type PostContent } from '../outbox/write.ts';
import { findDraft, visibleDrafts, type DraftRow } from './read.ts';

/** What a draft says; every field but the message may be left out of a change. */
export interface DraftFields {
  message: string;
  /** Channel ids joined by `_`, already checked to be the workspace's; '' for none. */
  channelIds?: string;
  link?: string;
  picture?: string;
  createAlbum?: boolean;
  albumName?: string;
  /** What posts/create takes beyond the content (decision 070); null clears it. Its rules hold when it moves. */
  versions?: DraftVersion[] | null;
  thread?: string[] | null;
  firstComment?: string | null;
  utmCampaign?: string | null;
  repeatEvery?: string | null;
  repeatUntil?: string | null;
  repeatCount?: number | null;
}

/** The addresses a draft names: its link and picture, and each version's picture. */
function checkDraftAddresses(deps: ServiceDeps, fields: DraftFields): void {
  checkAddresses(addressPolicy(deps), fields);
  for (const version of fields.versions ?? []) checkAddresses(addressPolicy(deps), version);
}

export type { DraftVersion };

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The channel list a draft keeps: the workspace's channels it names, joined by `_` ('' for none). */
export async function checkedChannelIds(deps: ServiceDeps, auth: AuthContext, value: string, field: string) {
  if (value === '') return '';
  return (await resolveChannels(deps.db, auth, value, field)).map((c) => c.id).join('_');
}

export async function createDraft(deps: ServiceDeps, auth: AuthContext, fields: DraftFields): Promise<number> {
  checkDraftAddresses(deps, fields);
  const now = deps.now();
  const [row] = await deps.db
    .insert(drafts)
    .values({
      workspaceId: auth.workspaceId,
      creatorId: auth.userId,
      message: fields.message,
      channelIds: fields.channelIds ?? '',
      link: fields.link ?? null,
      picture: fields.picture ?? null,
      createAlbum: fields.createAlbum ?? false,
      albumName: fields.albumName ?? null,
      versions: fields.versions ?? null,
      thread: fields.thread ?? null,
      firstComment: fields.firstComment ?? null,
      utmCampaign: fields.utmCampaign ?? null,
      repeatEvery: fields.repeatEvery ?? null,
      repeatUntil: fields.repeatUntil ?? null,
      repeatCount: fields.repeatCount ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: drafts.id });
  return row!.id;
}

/** Changes only the fields sent, in one conditional write: two edits of different fields made at once both hold. */
export async function updateDraft(deps: ServiceDeps, auth: AuthContext, draftId: number, change: DraftFields) {
  checkDraftAddresses(deps, change);
  const [written] = await deps.db
    .update(drafts)
    .set({ ...defined(change), updatedAt: deps.now() })
    .where(and(eq(drafts.id, draftId), visibleDrafts(auth)))
    .returning({ id: drafts.id });
  if (!written) throw notFound('draft', 'draft_id');
}

/** Deletes a draft; answers what it said, for the audit log. */
export async function deleteDraft(deps: ServiceDeps, auth: AuthContext, draftId: number) {
  const [deleted] = await deps.db
    .delete(drafts)
    .where(and(eq(drafts.id, draftId), visibleDrafts(auth)))
    .returning({ id: drafts.id, message: drafts.message });
  if (!deleted) throw notFound('draft', 'draft_id');
  return deleted;
}

const contentOf = (d: DraftRow): PostContent => ({
  message: d.message,
  link: d.link,
  picture: d.picture,
  createAlbum: d.createAlbum,
  albumName: d.albumName,
  utmCampaign: d.utmCampaign,
});

/**
 * The draft leaves as the version read: removed in the transaction that creates its posts, on the condition that
 * nobody changed it since (else the posts would carry what the draft no longer says, and the call is refused). Its
 * comments go to the posts; the lock taken first keeps a comment from coming meanwhile (decision 056).
 */
async function removeAsRead(tx: Db, read: DraftRow, postIds: number[]): Promise<void> {
  const [now] = await tx.select().from(drafts).where(eq(drafts.id, read.id)).for('update');
  if (!now) throw conflict('gone', 'This draft was deleted or moved to the outbox meanwhile.');
  if (now.updatedAt.getTime() !== read.updatedAt.getTime())
    throw conflict('changed', 'This draft was changed meanwhile. Look at it again, then move it.');
  await moveDraftComments(tx, read.id, postIds);
  await tx.delete(drafts).where(eq(drafts.id, read.id));
}

/**
 * A repeating draft's series (decision 072): scheduled, from its custom time as posts/create's; shared now, from now,
 * the first occurrence going out at once and the next at the interval after. Queued, it is refused: a queued post's
 * time moves with its queue, so there is no time for the next occurrences to follow.
 */
function draftSeries(draft: DraftRow, placement: Placement, now: Date, zone: string) {
  const rule = {
    repeat_every: draft.repeatEvery ?? undefined,
    repeat_until: draft.repeatUntil ?? undefined,
    repeat_count: draft.repeatCount ?? undefined,
  };
  const ended = draft.repeatUntil != null || draft.repeatCount != null;
  if (draft.repeatEvery && ended && !placement.shareNow && !placement.customTime)
    throw invalid(
      'missing_parameter',
      `A repeating post goes out at a time its next occurrences follow: schedule it (custom_time, its first occurrence) or share it now (the next every ${draft.repeatEvery} after); to queue it once, stop its repeat.`,
      'custom_time',
    );
  return readSeries(rule, seriesStart(placement, now), zone);
}

/**
 * Moves a draft, with the change sent along, into its channels' outboxes (queued, pinned or published now) and
 * removes it. A draft with no channel cannot move: the call is refused and the draft stays as it was. Answers the
 * channel ids it went to.
 */
export async function moveDraftToOutbox(
  deps: ServiceDeps,
  auth: AuthContext,
  draftId: number,
  change: DraftFields | undefined,
  placement: Placement,
): Promise<string[]> {
  const read = await findDraft(deps.db, auth, draftId);
  const draft: DraftRow = { ...read, ...(change ? defined(change) : {}) } as DraftRow;
  if (!draft.channelIds) {
    throw invalid(
      'no_channels',
      'This draft has no channels yet. Add at least one channel, then move it to the queue.',
      'channel_ids',
    );
  }
  const targets = await resolveChannels(deps.db, auth, draft.channelIds, 'channel_ids');
  // Every rule of posts/create, now that the channels and the time are known (decision 070). A version for a channel
  // the draft no longer names is dropped: the channel was taken off after the version was written.
  const content = contentOf(draft);
  const picked = draft.versions?.filter((v) => targets.some((t) => t.id === v.channel_id));
  const versions = readVersions(picked, targets, content);
  checkEachChannel(targets, content, versions);
  if (draft.thread) checkThread(draft.thread, targets);
  if (draft.firstComment) checkFirstComment(draft.firstComment, targets);
  const series = draftSeries(draft, placement, deps.now(), auth.timezone);
  await createPosts(deps, auth, targets, content, placement, {
    creatorId: draft.creatorId,
    versions,
    series,
    thread: draft.thread,
    firstComment: draft.firstComment,
    alsoInTransaction: (tx, postIds) => removeAsRead(tx, read, postIds),
  });
  return targets.map((t) => String(t.id));
}
