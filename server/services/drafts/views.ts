import { formatInZone } from '../../domain/time.ts';
import type { DraftListing } from './read.ts';

/** A draft as the interface writes it. */
export function draftView({ draft, reviewerName, creatorName }: DraftListing, zone: string) {
  return {
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
    // What its posts will carry (decision 070), named as posts/create takes them.
    ...(draft.versions ? { versions: draft.versions } : {}),
    ...(draft.thread ? { thread: draft.thread } : {}),
    ...(draft.firstComment ? { first_comment: draft.firstComment } : {}),
    ...(draft.utmCampaign ? { utm_campaign: draft.utmCampaign } : {}),
    ...(draft.repeatEvery ? { repeat_every: draft.repeatEvery } : {}),
    ...(draft.repeatUntil ? { repeat_until: draft.repeatUntil } : {}),
    ...(draft.repeatCount ? { repeat_count: draft.repeatCount } : {}),
    // A review link's visitor sends a post back by the name they typed, with no account (decision 060): no id then.
    ...(draft.rejectedById || draft.rejectedByName
      ? {
          rejected_user_id: draft.rejectedById ? String(draft.rejectedById) : '',
          rejected_user_name: reviewerName ?? '',
          rejected_message: draft.rejectedMessage ?? '',
        }
      : {}),
  };
}
