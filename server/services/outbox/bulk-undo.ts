import { DATE_WINDOW, MAX_ID } from '../../domain/limits.ts';
import { MAX_BULK_POSTS } from '../../domain/limits.ts';
import { invalid } from '../../domain/errors.ts';
import { calendarInstant } from './calendar-view.ts';
import { POST_STATUS, type PostRow } from './read.ts';

/** Where a bulk change puts a post in its channel. */
export type Place =
  /** A move: a queued post dropped on a slot its queue holds keeps a place in the queue there, anything else is pinned. */
  | { kind: 'at'; at: Date }
  /** Pinned at that instant (undo of a pinned post). */
  | { kind: 'pin'; at: Date }
  /** Queued at that position, 1 first (undo of a queued post). */
  | { kind: 'queue'; position: number }
  /** Not pinned, so awaiting approval without a time of its own (undo of such a post). */
  | { kind: 'unpinned' }
  /** As it is: a channel change keeps pinned posts at their time, queued ones queued, failed ones failed. */
  | { kind: 'keep' };

/**
 * Undo places: `q<position>` queued, `t<epoch seconds>` pinned, `a` awaiting approval without a time, `k` as it is
 * (a failed post back on its channel).
 */
const ENTRY = /^(\d{1,10})\.(\d{1,10})\.(q\d{1,6}|t\d{1,10}|a|k)$/;

const isQueued = (post: Pick<PostRow, 'status' | 'toApprove' | 'customTime'>) =>
  post.status === POST_STATUS.pending && !post.toApprove && !post.customTime;

/**
 * One post's entry of an undo: `postId.channelId.place`, the place it had (`position`: its place in its queue, 1
 * first, when queued). Failed posts are not written here (see placePosts).
 */
export function undoEntry(post: PostRow, position: number): string {
  const place = isQueued(post)
    ? `q${position}`
    : post.toApprove && !post.customTime && post.status === POST_STATUS.pending
      ? 'a'
      : `t${Math.floor(calendarInstant(post).getTime() / 1000)}`;
  return `${post.id}.${post.channelId}.${place}`;
}

export interface UndoEntry {
  postId: number;
  channelId: number;
  place: Place;
}

const first = Date.UTC(DATE_WINDOW.first, 0, 1) / 1000;
const last = Date.UTC(DATE_WINDOW.last + 1, 0, 1) / 1000;

/** Reads an undo a bulk answer gave; anything else of its shape is checked later, as a move is. */
export function parseUndo(text: string): UndoEntry[] {
  const wrong = (why: string) => invalid('invalid_parameter', `This undo cannot be read: ${why}.`, 'undo');
  const parts = text.split('_');
  if (parts.length > MAX_BULK_POSTS) throw wrong(`it names more than ${MAX_BULK_POSTS} posts`);
  const entries = parts.map((part) => {
    const match = ENTRY.exec(part);
    if (!match) throw wrong(`use postId.channelId.place joined by _, as a bulk answer gives it`);
    const [postId, channelId] = [Number(match[1]), Number(match[2])];
    const code = match[3]!;
    const value = Number(code.slice(1));
    if (postId < 1 || postId > MAX_ID || channelId < 1 || channelId > MAX_ID) throw wrong('an id is out of range');
    switch (code[0]) {
      case 'q':
        if (value < 1) throw wrong('queue positions start at 1');
        return { postId, channelId, place: { kind: 'queue', position: value } as const };
      case 't':
        if (value < first || value >= last) throw wrong('a time is out of range');
        return { postId, channelId, place: { kind: 'pin', at: new Date(value * 1000) } as const };
      case 'k':
        return { postId, channelId, place: { kind: 'keep' } as const };
      default:
        return { postId, channelId, place: { kind: 'unpinned' } as const };
    }
  });
  if (new Set(entries.map((e) => e.postId)).size !== entries.length) throw wrong('it names a post twice');
  return entries;
}
