import { formatInZone, formatUtc } from '../../domain/time.ts';
import { POST_STATUS, type PostListing, type PostRow } from './read.ts';

/** The instant a post goes (or went) out: its custom time, its slot, or, for a failed one, when it failed. */
const shownTime = (p: PostRow) => p.customTime ?? p.dueAt ?? p.updatedAt;

/** A post as the interface writes it. */
export function postView(row: PostListing, zone: string, listing = true) {
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
      ? { map_ids: row.mapIds, is_custom_time: post.customTime ? 1 : 0, ...(post.toApprove ? { to_approve: 1 } : {}) }
      : {}),
    create_album: post.createAlbum ? 1 : 0,
    ...(post.link ? { link: post.link } : {}),
    ...(post.picture ? { picture: post.picture } : {}),
    ...(post.albumName ? { album_name: post.albumName } : {}),
    ...(post.errorMessage ? { error_message: post.errorMessage } : {}),
  };
}

/** A channel's outbox, as posts/get answers it: the queue and pinned posts, the failed ones, those to approve. */
export function outboxView(channelId: number, rows: PostListing[], zone: string) {
  const view = (r: PostListing) => postView(r, zone);
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
