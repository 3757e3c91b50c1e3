import { formatInZone, formatUtc } from '../../domain/time.ts';
import { currentStep, decidersOf, type ApprovalStep, type StepMember } from '../../domain/approval-steps.ts';
import { POST_STATUS, type PostListing, type PostRow } from './read.ts';

/** The workspace's steps and members, for saying where a post awaiting approval is (decision 057). */
export interface ApprovalInfo {
  steps: readonly ApprovalStep[];
  members: readonly StepMember[];
}

/** Where a post awaiting approval is: its step, how many there are, and who may decide it now. */
export function approvalView(post: Pick<PostRow, 'toApprove' | 'approvalStep'>, info: ApprovalInfo | undefined) {
  const step = post.toApprove && info ? currentStep(post.approvalStep ?? 1, info.steps) : null;
  if (step === null || !info) return {};
  const deciders = decidersOf(info.steps[step - 1]!, info.members);
  return {
    approval_step: step,
    approval_steps: info.steps.length,
    approvers: { who: deciders.who, names: deciders.label, user_ids: deciders.userIds.join('_') },
  };
}

/** The instant a post goes (or went) out: its custom time, its slot, or, for a failed one, when it failed. */
const shownTime = (p: PostRow) => p.customTime ?? p.dueAt ?? p.updatedAt;

/** Whether a member may decide the step a post waits at now. */
export function decidesNow(post: Pick<PostRow, 'toApprove' | 'approvalStep'>, info: ApprovalInfo, userId: number) {
  const step = post.toApprove ? currentStep(post.approvalStep ?? 1, info.steps) : null;
  return step !== null && decidersOf(info.steps[step - 1]!, info.members).userIds.includes(userId);
}

/** A post as the interface writes it. */
export function postView(row: PostListing, zone: string, listing = true, approval?: ApprovalInfo) {
  const { post } = row;
  const time = shownTime(post);
  return {
    message: post.message,
    hash: post.hash,
    is_processed: post.status,
    created_time: formatInZone(post.createdAt, zone),
    updated_time: formatInZone(post.updatedAt, zone),
    channel: row.channelType,
    channel_id: String(post.channelId),
    post_id: post.id,
    creator_id: String(post.creatorId),
    creator_name: row.creatorName,
    display_time: formatInZone(time, zone),
    utc_post_time: formatUtc(time),
    ...(listing
      ? {
          map_ids: row.mapIds,
          is_custom_time: post.customTime ? 1 : 0,
          ...(post.toApprove ? { to_approve: 1, ...approvalView(post, approval) } : {}),
        }
      : {}),
    create_album: post.createAlbum ? 1 : 0,
    ...(post.link ? { link: post.link } : {}),
    ...(post.picture ? { picture: post.picture } : {}),
    ...(post.albumName ? { album_name: post.albumName } : {}),
    ...(post.errorMessage ? { error_message: post.errorMessage } : {}),
    has_version: post.hasVersion ? 1 : 0,
    ...(post.utmCampaign ? { utm_campaign: post.utmCampaign } : {}),
    ...(post.seriesId
      ? {
          series_id: post.seriesId,
          repeat_every: post.repeatEvery ?? '',
          occurrence: post.occurrence ?? 1,
          occurrences: post.occurrences ?? 1,
        }
      : {}),
    ...threadView(row),
  };
}

/** A thread's parts and a first comment as listings show them (decisions 064, 065): a comment being sent is pending. */
function threadView({ post, thread }: Pick<PostListing, 'post' | 'thread'>) {
  return {
    ...(thread ? { thread: thread.parts, thread_published: thread.out } : {}),
    ...(post.firstComment !== null && post.firstCommentStatus !== null
      ? {
          first_comment: post.firstComment,
          first_comment_status: post.firstCommentStatus === 'sending' ? 'pending' : post.firstCommentStatus,
          ...(post.firstCommentError ? { first_comment_error: post.firstCommentError } : {}),
        }
      : {}),
  };
}

/** A channel's outbox, as posts/get answers it: the queue and pinned posts, the failed ones, those to approve. */
export function outboxView(channelId: number, rows: PostListing[], zone: string, approval?: ApprovalInfo) {
  const view = (r: PostListing) => postView(r, zone, true, approval);
  const key = String(channelId);
  return {
    channels: { [key]: rows.filter((r) => r.post.status !== POST_STATUS.failed && !r.post.toApprove).map(view) },
    errorPosts: { [key]: rows.filter((r) => r.post.status === POST_STATUS.failed).map(view) },
    postsToApprove: {
      [key]: rows.filter((r) => r.post.status === POST_STATUS.pending && r.post.toApprove).map(view),
    },
  };
}

/** The answer of create and copy: the new posts, and per channel what failed to publish. */
export function createdView(rows: PostListing[], zone: string) {
  const failed = rows.filter((r) => r.post.status === POST_STATUS.failed);
  return {
    post_id: rows.map((r) => r.post.id),
    f_channel_post: rows.map((r) => ({
      channel_id: String(r.post.channelId),
      post_id: r.post.id,
      type: r.channelType,
    })),
    errorMessages: failed.map((r) => `Channel ${r.post.channelId}: ${r.post.errorMessage}`),
    errorMsgPerChannel: Object.fromEntries(failed.map((r) => [String(r.post.channelId), r.post.errorMessage ?? ''])),
    params: rows.length ? postView(rows.at(-1)!, zone, false) : null,
  };
}
