import type { AuthContext } from '../../services/workspaces/auth-context.ts';
import { channelView, listChannels } from '../../services/channels/channels.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { listDrafts } from '../../services/drafts/read.ts';
import { draftView } from '../../services/drafts/views.ts';
import {
  checkedChannelIds,
  createDraft,
  deleteDraft,
  type DraftVersion,
  moveDraftToOutbox,
  updateDraft,
} from '../../services/drafts/write.ts';
import { inScope, type Router } from '../route.ts';
import { exclusive, readCustomTime } from '../../services/outbox/rules.ts';
import { needsApproval } from '../../services/workspaces/access.ts';
import type { Placement } from '../../services/outbox/write.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { draftSubject } from '../../domain/audit-subjects.ts';
import { invalid } from '../../domain/errors.ts';

/** What drafts/create and drafts/update take beyond the content (decision 070), as sent. */
interface PartsParams {
  versions?: DraftVersion[] | undefined;
  thread?: string[] | undefined;
  first_comment?: string | undefined;
  utm_campaign?: string | undefined;
  repeat_every?: string | undefined;
  repeat_until?: string | undefined;
  repeat_count?: number | undefined;
}

/**
 * A draft's versions, thread, first comment, campaign and repeat as it keeps them: undefined where not sent, null
 * where sent empty (removed). Only what is wrong whatever the channels and the time is refused here; the rest of
 * posts/create's rules hold when the draft goes to the outbox.
 */
function readParts(params: PartsParams) {
  const versions = params.versions;
  const seen = new Set<number>();
  for (const [i, v] of (versions ?? []).entries()) {
    if (seen.has(v.channel_id))
      throw invalid(
        'invalid_parameter',
        `versions[${i}].channel_id: channel ${v.channel_id} has two versions; give each channel one.`,
        'versions',
      );
    seen.add(v.channel_id);
  }
  const thread = params.thread;
  const { repeat_every: every, repeat_until: until, repeat_count: count } = params;
  if (until !== undefined && count !== undefined)
    throw invalid('invalid_parameter', 'Send either repeat_until or repeat_count, not both.', 'repeat_count');
  if (every === '' && (until !== undefined || count !== undefined))
    throw invalid(
      'invalid_parameter',
      'An empty repeat_every stops the repeat: leave out repeat_until and repeat_count.',
      'repeat_every',
    );
  const clean = <T>(value: T | undefined, empty: boolean) => (value === undefined ? undefined : empty ? null : value);
  return {
    versions: clean(versions, versions?.length === 0),
    thread: clean(thread, thread?.length === 0),
    firstComment: clean(params.first_comment, !params.first_comment?.trim()),
    utmCampaign: params.utm_campaign === undefined ? undefined : params.utm_campaign.trim() || null,
    repeatEvery: clean(every, every === ''),
    // One end replaces the other; stopping the repeat clears both.
    repeatUntil: every === '' ? null : until !== undefined ? until : count !== undefined ? null : undefined,
    repeatCount: every === '' ? null : count !== undefined ? count : until !== undefined ? null : undefined,
  };
}

function movedMessage(auth: AuthContext, count: number, placement: Placement): string {
  const where = `${count} ${count === 1 ? 'channel' : 'channels'}`;
  if (needsApproval(auth)) return `Sent for approval on ${where}; once approved it goes out as planned.`;
  if (placement.shareNow) return `Published on ${where}.`;
  return placement.customTime ? `Scheduled on ${where}.` : `Added to the queue of ${where}.`;
}

export function draftsRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('draftsGet'),
    async ({ auth }) => {
      const [rows, channelRows] = await Promise.all([
        listDrafts(deps.db, auth),
        listChannels(deps.db, auth.workspaceId),
      ]);
      return {
        status: 'success' as const,
        data: {
          count: rows.length,
          drafts: rows.map((row) => draftView(row, auth.timezone)),
          channels: channelRows.map(channelView),
        },
      };
      // Kept per caller (a collaborator sees only their drafts) until a drafts event: any write of a draft, a post
      // sent back, and any change to the channel list must announce one.
    },
    { cache: { ...inScope(() => 'drafts'), perCaller: true } },
  );

  router.route(operationById('draftsCreate'), async ({ params, auth, changed }) => {
    const id = await createDraft(deps, auth, {
      message: params.message,
      channelIds: params.channel_ids ? await checkedChannelIds(deps, auth, params.channel_ids, 'channel_ids') : '',
      link: params.link,
      picture: params.picture,
      createAlbum: params.create_album === undefined ? undefined : params.create_album === 1,
      albumName: params.album_name,
      ...readParts(params),
    });
    changed([], { drafts: true });
    return { status: 'success' as const, data: { draft_id: id } };
  });

  router.route(operationById('draftsUpdate'), async ({ params, auth, changed }) => {
    const shareNow = params.share_now === 1;
    exclusive(shareNow, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const change = {
      message: params.message,
      channelIds:
        params.channel_id === undefined
          ? undefined
          : await checkedChannelIds(deps, auth, params.channel_id, 'channel_id'),
      link: params.link,
      picture: params.picture,
      createAlbum: params.create_album === undefined ? undefined : params.create_album === 1,
      albumName: params.album_name,
      ...readParts(params),
    };
    if (params.add_to_stack === 1 || shareNow || customTime) {
      // Moving checks the updated draft whole before anything is written: a refusal leaves the draft as it was.
      const moved = await moveDraftToOutbox(deps, auth, params.draft_id, change, { shareNow, customTime });
      changed(moved.map(Number), { drafts: true });
    } else {
      await updateDraft(deps, auth, params.draft_id, change);
      changed([], { drafts: true });
    }
    return { status: 'success' as const, data: { draft_id: String(params.draft_id) } };
  });

  router.route(operationById('draftsDelete'), async ({ params, auth, changed, request }) => {
    const draft = await deleteDraft(deps, auth, params.draft_id);
    await recordAfter(deps.db, auth, request.log, {
      action: 'draft.deleted',
      target: `draft ${params.draft_id}`,
      subjects: [draftSubject(draft)],
    });
    changed([], { drafts: true });
    return { status: 'success' as const, data: 'Draft deleted.' };
  });

  router.route(operationById('draftsAddToStack'), async ({ params, auth, changed }) => {
    const placement = { shareNow: false, customTime: null };
    const channels = await moveDraftToOutbox(deps, auth, params.draft_id, undefined, placement);
    changed(channels.map(Number), { drafts: true });
    return {
      status: 'success' as const,
      data: { channel_ids: channels.join('_'), message: movedMessage(auth, channels.length, placement) },
    };
  });
}
