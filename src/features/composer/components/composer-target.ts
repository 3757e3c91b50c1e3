import type { Channel, Draft, OutboxPost } from '../../../api/generated/types.gen';
import type { Role } from '../../../lib/roles';
import type { ComposerValues, When } from './composer-form';
import { noRepeat, repeatFromDraft } from './repeat-model';
import type { NetworkVersions } from './versions-model';

export type ComposerTarget =
  /** `at` (`YYYY-MM-DD HH:mm`, workspace zone): an open slot the calendar offered, scheduled there. */
  | { mode: 'new'; channelIds: string[]; at?: string }
  | { mode: 'edit'; post: OutboxPost }
  | { mode: 'new-draft' }
  | { mode: 'edit-draft'; draft: Draft; when: Extract<When, 'draft' | 'queue' | 'now' | 'schedule'> };

/**
 * A draft's versions are per channel; the composer's per network: each channel's version goes to its network, the
 * first one read for a network kept. A version without a picture of its own has the draft's (decision 070).
 */
function draftVersions(draft: Draft, channels: Channel[]): NetworkVersions {
  const versions: NetworkVersions = {};
  for (const version of draft.versions ?? []) {
    const channel = channels.find((c) => c.channel_id === String(version.channel_id));
    if (channel && !versions[channel.channel_type])
      versions[channel.channel_type] = { message: version.message, picture: version.picture ?? draft.picture ?? '' };
  }
  return versions;
}

/** `channels`: the workspace's, to read an edited draft's versions back by network. */
export function initialValues(target: ComposerTarget, channels: Channel[] = []): ComposerValues {
  const blank = {
    link: '',
    picture: '',
    createAlbum: false,
    albumName: '',
    date: '',
    time: '',
    updateMapped: false,
    versions: {},
    utmCampaign: '',
    repeat: noRepeat,
  };
  const unthreaded = { thread: [], firstComment: '', startedThread: null };
  if (target.mode === 'new') {
    const { at } = target;
    return at
      ? {
          ...blank,
          ...unthreaded,
          channelIds: target.channelIds,
          message: '',
          when: 'schedule',
          date: at.slice(0, 10),
          time: at.slice(11, 16),
        }
      : { ...blank, ...unthreaded, channelIds: target.channelIds, message: '', when: 'queue' };
  }
  if (target.mode === 'new-draft') return { ...blank, ...unthreaded, channelIds: [], message: '', when: 'draft' };
  if (target.mode === 'edit-draft') {
    const { draft } = target;
    return {
      ...blank,
      ...unthreaded,
      channelIds: (draft.channel_ids ?? '').split('_').filter(Boolean),
      message: draft.message,
      link: draft.link ?? '',
      picture: draft.picture ?? '',
      createAlbum: draft.create_album === 1,
      albumName: draft.album_name ?? '',
      when: target.when,
      versions: draftVersions(draft, channels),
      utmCampaign: draft.utm_campaign ?? '',
      repeat: repeatFromDraft(draft.repeat_every, draft.repeat_until, draft.repeat_count),
      thread: draft.thread ?? [],
      firstComment: draft.first_comment ?? '',
    };
  }
  const { post } = target;
  const pinned = post.is_custom_time === 1;
  return {
    ...blank,
    channelIds: [post.channel_id],
    message: post.message,
    link: post.link ?? '',
    picture: post.picture ?? '',
    createAlbum: post.create_album === 1,
    albumName: post.album_name ?? '',
    utmCampaign: post.utm_campaign ?? '',
    when: pinned ? 'schedule' : 'keep',
    date: pinned ? post.display_time.slice(0, 10) : '',
    time: pinned ? post.display_time.slice(11, 16) : '',
    thread: post.thread ?? [],
    firstComment: post.first_comment ?? '',
    startedThread: (post.thread_published ?? 0) > 0 ? post.message : null,
  };
}

export const doneMessage = (values: ComposerValues, role: Role) =>
  values.when === 'draft'
    ? 'Draft saved.'
    : role === 'collaborator'
      ? 'Sent for approval: an owner or admin will review it.'
      : { now: 'Published.', schedule: 'Scheduled.', queue: 'Added to the queue.', keep: 'Saved.' }[values.when];

export const titles: Record<ComposerTarget['mode'], string> = {
  new: 'New post',
  edit: 'Edit post',
  'new-draft': 'New draft',
  'edit-draft': 'Edit draft',
};

export const choicesFor: Record<ComposerTarget['mode'], When[]> = {
  new: ['queue', 'now', 'schedule', 'draft'],
  edit: ['keep', 'now', 'schedule'],
  'new-draft': [],
  'edit-draft': ['draft', 'queue', 'now', 'schedule'],
};

export function submitLabel(target: ComposerTarget, when: When, collaborator: boolean): string {
  if (target.mode === 'edit') return 'Save changes';
  if (when === 'draft') return 'Save draft';
  if (collaborator) return 'Send for approval';
  return { queue: 'Add to queue', now: 'Share now', schedule: 'Schedule', keep: 'Save' }[when];
}

/** A fresh form for each target: a new post, each post edited, each draft and what it is opened for. */
export const targetKey = (target: ComposerTarget) =>
  target.mode === 'edit'
    ? `edit-${target.post.post_id}`
    : target.mode === 'edit-draft'
      ? `draft-${target.draft.draft_id}-${target.when}`
      : target.mode === 'new'
        ? `new-${target.at ?? ''}`
        : target.mode;
