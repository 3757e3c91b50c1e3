import * as z from 'zod/mini';
import type { Clock } from '../../../lib/clock';
import { timeExample } from '../../../lib/clock-input';
import type { Channel } from '../../../api/generated/types.gen';
import { draftRepeatBody, noRepeat, repeatBody, type RepeatValues } from './repeat-model';
import { versionsBody, type NetworkVersions } from './versions-model';

/** keep: an edited post keeps its place; draft: a draft stays a draft. */
export type When = 'queue' | 'now' | 'schedule' | 'keep' | 'draft';

export interface ComposerValues {
  channelIds: string[];
  message: string;
  link: string;
  picture: string;
  createAlbum: boolean;
  albumName: string;
  when: When;
  date: string;
  time: string;
  updateMapped: boolean;
  /** Each network's own text and picture, when it has one (decision 063). */
  versions: NetworkVersions;
  /** This post's utm_campaign; empty: the workspace's default (decision 068). */
  utmCampaign: string;
  repeat: RepeatValues;
  /** The parts after the first, of a thread on X and Bluesky (decision 064). */
  thread: string[];
  /** Published right after the post (decision 065); empty for none. */
  firstComment: string;
  /** An edited post's first part as it went out, when its thread has started: it cannot change any more. */
  startedThread: string | null;
}

const httpUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter a full web address, starting with https://' }),
]);

/** The composer's own checks, before anything is sent; the service checks the same again. */
export const composerSchema = z
  .object({
    channelIds: z.array(z.string()),
    message: z.string().check(z.trim(), z.minLength(1, 'Write a message.')),
    link: httpUrl,
    picture: z.pipe(httpUrl, z.string().check(z.maxLength(5000, 'A picture address has at most 5000 characters.'))),
    createAlbum: z.boolean(),
    albumName: z.string().check(z.maxLength(64, 'An album name has at most 64 characters.')),
    when: z.enum(['queue', 'now', 'schedule', 'keep', 'draft']),
    date: z.string(),
    time: z.string(),
    updateMapped: z.boolean(),
    versions: z.record(z.number(), z.object({ message: z.string(), picture: z.string() })),
    utmCampaign: z.string().check(z.maxLength(100, 'A campaign has at most 100 characters.')),
    repeat: z.object({ unit: z.string(), every: z.string(), end: z.string(), until: z.string(), count: z.string() }),
    thread: z.array(z.string()),
    firstComment: z.string(),
    startedThread: z.nullable(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      // A draft may wait without channels; anything that goes out needs at least one.
      if (v.when !== 'draft' && v.channelIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['channelIds'], message: 'Choose at least one channel.' });
      threadIssues(v).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue }));
      if (v.when !== 'schedule') return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date))
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Pick the day it should go out.' });
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time))
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'Write the time it should go out.' });
    }),
  );

/** A thread's own rules: each part written, a started thread's first part kept. */
function threadIssues(v: Pick<ComposerValues, 'thread' | 'startedThread' | 'message'>) {
  const issues: { path: (keyof ComposerValues)[]; message: string }[] = [];
  const empty = v.thread.findIndex((part) => !part.trim());
  if (empty >= 0) issues.push({ path: ['thread'], message: `Part ${empty + 2} is empty: write it or remove it.` });
  if (v.startedThread !== null && v.message !== v.startedThread)
    issues.push({
      path: ['message'],
      message: 'This thread has started on the network, so its first part stays as it went out. Undo the change.',
    });
  return issues;
}

export type FieldErrors = Partial<Record<keyof ComposerValues, string>>;

export function validate(values: ComposerValues, clock: Clock): FieldErrors {
  const result = composerSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ComposerValues;
    errors[field] ??= issue.message;
  }
  // The example in the workspace's clock, as the field's hint: never a 12-hour time in a 24-hour workspace.
  if (errors.time) errors.time = `Write the time it should go out, such as ${timeExample(clock)}.`;
  return errors;
}

/** The interface's `Y-m-d h:i:s`, in the workspace zone (the date and time inputs are read as such). */
export const customTime = (v: ComposerValues) => (v.when === 'schedule' ? `${v.date} ${v.time}:00` : undefined);

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** `channels`: the workspace's, to send each picked channel its network's version. */
export function createBody(v: ComposerValues, channels: Channel[] = []) {
  const chosen = channels.filter((c) => v.channelIds.includes(c.channel_id));
  return {
    channel_ids: v.channelIds.join('_'),
    message: v.message,
    link: optional(v.link),
    picture: optional(v.picture),
    share_now: v.when === 'now' ? 1 : undefined,
    create_album: v.createAlbum ? 1 : undefined,
    album_name: v.createAlbum ? optional(v.albumName) : undefined,
    custom_time: customTime(v),
    versions: versionsBody(chosen, v.versions),
    utm_campaign: optional(v.utmCampaign),
    ...(v.when === 'schedule' ? repeatBody(v.repeat) : {}),
    thread: v.thread.length > 0 ? v.thread : undefined,
    first_comment: optional(v.firstComment),
  };
}

/** A draft keeps all a post would be given but its time (decision 070); its repeat waits for that time. */
export function draftCreateBody(v: ComposerValues, channels: Channel[] = []) {
  const { share_now: _now, custom_time: _time, ...fields } = createBody(v, channels);
  return { ...fields, ...repeatBody(v.repeat) };
}

/** Sends every part, emptied ones too, so what was removed in the composer is removed from the draft. */
export function draftUpdateBody(draftId: number, v: ComposerValues, channels: Channel[] = []) {
  const chosen = channels.filter((c) => v.channelIds.includes(c.channel_id));
  return {
    draft_id: draftId,
    message: v.message,
    channel_id: v.channelIds.join('_'),
    link: v.link.trim(),
    picture: v.picture.trim(),
    create_album: v.createAlbum ? 1 : 0,
    album_name: v.albumName.trim(),
    versions: versionsBody(chosen, v.versions) ?? [],
    thread: v.thread,
    first_comment: v.firstComment.trim(),
    utm_campaign: v.utmCampaign.trim(),
    // Queued or shared now, a draft goes out once: a repeat needs the time it starts from (decision 069).
    ...draftRepeatBody(v.when === 'queue' || v.when === 'now' ? noRepeat : v.repeat),
    add_to_stack: v.when === 'queue' ? 1 : undefined,
    share_now: v.when === 'now' ? 1 : undefined,
    custom_time: customTime(v),
  };
}

export function updateBody(postId: number, v: ComposerValues) {
  return {
    id: postId,
    message: v.message,
    link: v.link.trim(),
    picture: v.picture.trim(),
    share_now: v.when === 'now' ? 1 : undefined,
    create_album: v.createAlbum ? 1 : 0,
    album_name: v.albumName.trim(),
    custom_time: customTime(v),
    update_mapped: v.updateMapped ? 1 : 0,
    utm_campaign: v.utmCampaign.trim(),
    // A started thread is sent neither its first part nor its parts: the service refuses any (409 thread_started).
    ...(v.startedThread === null ? { thread: v.thread } : { message: undefined }),
    first_comment: v.firstComment.trim(),
  };
}
