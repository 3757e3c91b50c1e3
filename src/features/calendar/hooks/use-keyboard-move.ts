import { useState, type KeyboardEvent } from 'react';
import type { CalendarPost, ClockChange } from '../../../api/generated/types.gen';
import { formatTimeOfDay, type Clock } from '../../../lib/clock';
import { excerpt } from '../../../lib/excerpt';
import { timeOf } from '../../../lib/time';
import { dayName, type CalendarView } from '../lib/grid-dates';
import { skippedBy, stepTarget } from '../lib/keyboard-move';
import { reorderedQueue } from '../lib/moved';

export const MOVE_HELP =
  'To move a post, press Space on its handle, then the left and right arrows to change the day and the up and down arrows to change the hour (in the month view, the week). Press Space again to drop it there, or Escape to cancel.';

/** "Tue, Nov 24 13:00" (or "1:00 PM" on a 12-hour clock) */
export const timeName = (at: string, clock: Clock) => `${dayName(at.slice(0, 10))} ${timeOf(at, clock)}`;

/** What dropping a post at a time would do, in words: where it lands and whether it stays in its queue. */
export function outcomeOf(
  posts: readonly CalendarPost[],
  post: CalendarPost,
  target: string,
  days: readonly { date: string; clock_change: ClockChange | null }[],
  clock: Clock,
): { text: string; allowed: boolean } {
  const skip = skippedBy(target, days);
  if (skip)
    return {
      text: `${timeName(target, clock)} does not exist: the clocks skip from ${formatTimeOfDay(skip.from, clock)} to ${formatTimeOfDay(skip.to, clock)}. Pick another time.`,
      allowed: false,
    };
  if (reorderedQueue(posts, post, target))
    return { text: `${timeName(target, clock)}, staying in its queue at that slot`, allowed: true };
  return { text: `${timeName(target, clock)} (pinned there)`, allowed: true };
}

/**
 * Moving a post without a pointer: Space on its handle picks it up, the arrows move it by days and hours (weeks in
 * the month view), Space or Enter drops it, Escape (or leaving the handle) puts it back; each step is announced.
 */
export function useKeyboardMove(options: {
  view: CalendarView;
  posts: readonly CalendarPost[];
  days: readonly { date: string; clock_change: ClockChange | null }[];
  announce: (text: string) => void;
  onDrop: (post: CalendarPost, target: string) => void;
  clock: Clock;
}) {
  const { view, posts, days, announce, onDrop, clock } = options;
  const [moving, setMoving] = useState<{ post: CalendarPost; target: string } | null>(null);
  const label = (post: CalendarPost) => `“${excerpt(post.message, 40)}”`;

  const cancel = () => {
    if (!moving) return;
    announce(
      `Moving post ${label(moving.post)} was cancelled; it stays at ${timeName(moving.post.display_time, clock)}.`,
    );
    setMoving(null);
  };

  const onHandleKey = (post: CalendarPost) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const lift = event.key === ' ' || event.key === 'Enter';
    if (!moving || moving.post.post_id !== post.post_id) {
      if (!lift) return;
      event.preventDefault();
      setMoving({ post, target: post.display_time });
      announce(
        `Picked up post ${label(post)}, ${post.channel_name}, ${timeName(post.display_time, clock)}. Arrows move it, Space drops it, Escape cancels.`,
      );
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    if (lift) {
      event.preventDefault();
      const outcome = outcomeOf(posts, post, moving.target, days, clock);
      if (!outcome.allowed) {
        announce(outcome.text);
        return;
      }
      setMoving(null);
      if (moving.target === post.display_time) {
        announce(`Post ${label(post)} dropped where it was.`);
        return;
      }
      announce(`Post ${label(post)} dropped: ${outcome.text}.`);
      onDrop(post, moving.target);
      return;
    }
    const next = stepTarget(moving.target, event.key, view);
    if (!next) return;
    event.preventDefault();
    setMoving({ post, target: next });
    announce(`Post ${label(post)} would move to ${outcomeOf(posts, post, next, days, clock).text}.`);
  };

  return { moving, onHandleKey, cancel };
}
