import { DateTime } from 'luxon';
import { offsetInZone } from './time.ts';

const DAY_MS = 86_400_000;

/** Weekly posting slots, weekday 1 (Monday) to 7 (Sunday), minutes after midnight in the workspace zone. */
export type ScheduleSlot = { weekday: number; minute: number };

/** A new channel's schedule: 09:00, 13:00 and 17:00 every day. */
export const DEFAULT_SCHEDULE: ScheduleSlot[] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
  [9 * 60, 13 * 60, 17 * 60].map((minute) => ({ weekday, minute })),
);

/**
 * The channel's posting slots after `from`, in time order: each weekly slot is a wall-clock time in the
 * workspace zone, so it stays at 09:00 local across a daylight-saving change. A slot that a spring-forward night
 * skips falls at the first minute after the gap; instants in `taken` (posts pinned there) are not free.
 */
export function freeSlots(
  schedule: readonly ScheduleSlot[],
  zone: string,
  from: Date,
  count: number,
  taken: ReadonlySet<number> = new Set(),
): Date[] {
  if (count <= 0 || schedule.length === 0) return [];
  const byWeekday = new Map<number, number[]>();
  for (const slot of schedule) byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot.minute]);
  for (const minutes of byWeekday.values()) minutes.sort((a, b) => a - b);

  const slots: Date[] = [];
  const seen = new Set<number>();
  const start = DateTime.fromJSDate(from, { zone }).startOf('day');
  if (!start.isValid) return [];
  // Days are walked as wall-clock dates (UTC arithmetic on the local calendar); only their midnights need the
  // zone. Most days keep one UTC offset throughout, and their slots are plain arithmetic; on the days the clocks
  // change, luxon places each slot (a time skipped by the change moves forward).
  const firstWall = Date.UTC(start.year, start.month - 1, start.day);
  // Offsets kept by hour (server/domain/time.ts): asking Intl for each day's was most of a long queue's re-timing.
  const offset = (ms: number) => offsetInZone(ms, zone);
  const midnightOf = (wall: number) => {
    const guess = wall - offset(wall);
    const instant = wall - offset(guess);
    if (instant + offset(instant) === wall) return instant;
    // Midnight itself skipped by a clock change: the day starts when the zone's clocks resume.
    const date = new Date(wall);
    return DateTime.fromObject(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
      { zone },
    )
      .startOf('day')
      .toMillis();
  };
  let midnight = midnightOf(firstWall);
  // A schedule with any slot has one within every week; this bound only guards against a bad zone.
  for (let days = 0; slots.length < count && days < 7 * (count + 1); days++) {
    const wall = firstWall + days * DAY_MS;
    const nextMidnight = midnightOf(wall + DAY_MS);
    const steady = nextMidnight - midnight === DAY_MS;
    const weekday = new Date(wall).getUTCDay() || 7;
    for (const minute of byWeekday.get(weekday) ?? []) {
      const instant = steady
        ? midnight + minute * 60_000
        : DateTime.fromMillis(midnight, { zone })
            .set({ hour: Math.floor(minute / 60), minute: minute % 60 })
            .toMillis();
      if (instant <= from.getTime() || taken.has(instant) || seen.has(instant)) continue;
      seen.add(instant);
      slots.push(new Date(instant));
      if (slots.length === count) break;
    }
    midnight = nextMidnight;
  }
  return slots;
}

export const formatSlotTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** The schedule as the interface's extension shows it: HH:mm slots per weekday. */
export function scheduleView(schedule: readonly ScheduleSlot[]): Record<WeekdayName, string[]> {
  const view = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as string[]])) as Record<WeekdayName, string[]>;
  for (const slot of [...schedule].sort((a, b) => a.minute - b.minute))
    view[WEEKDAYS[slot.weekday - 1]!].push(formatSlotTime(slot.minute));
  return view;
}

/** Applies `mon=09:00_13:00`-style changes; a weekday left out keeps its slots. */
export function changeSchedule(
  schedule: readonly ScheduleSlot[],
  changes: Partial<Record<WeekdayName, string>>,
): ScheduleSlot[] {
  const result = schedule.filter((slot) => changes[WEEKDAYS[slot.weekday - 1]!] === undefined);
  WEEKDAYS.forEach((day, index) => {
    const value = changes[day];
    if (value === undefined || value === '') return;
    const minutes = new Set(value.split('_').map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))));
    for (const minute of minutes) result.push({ weekday: index + 1, minute });
  });
  return result.sort((a, b) => a.weekday - b.weekday || a.minute - b.minute);
}

/**
 * The slots of a channel's queue between `start` and `end` that no post takes. A queue is packed from now
 * (decision 005): its queued posts hold the first free slots up to the last one's due time (`tail`, null for an
 * empty queue), so only the slots after the tail (and after now) are open, less the instants approved pinned posts
 * hold (`taken`, as re-timing builds it). Posts awaiting approval hold none: the slot they are shown at is the one
 * they would take if approved now, and a post queued meanwhile takes it first (it is re-projected to the next one),
 * so that slot is offered as open even with an awaiting post shown on it.
 */
export function openSlots(
  schedule: readonly ScheduleSlot[],
  zone: string,
  now: Date,
  tail: Date | null,
  taken: ReadonlySet<number>,
  start: Date,
  end: Date,
): Date[] {
  // freeSlots answers slots strictly after `from`: a slot at `start` itself is in the range.
  const from = Math.max(now.getTime(), tail?.getTime() ?? -Infinity, start.getTime() - 1);
  if (from >= end.getTime() || schedule.length === 0) return [];
  // A week holds at most one slot per schedule entry.
  const weeks = Math.ceil((end.getTime() - from) / (7 * DAY_MS)) + 1;
  return freeSlots(schedule, zone, new Date(from), schedule.length * weeks, taken).filter(
    (slot) => slot.getTime() < end.getTime(),
  );
}

/** A queued post as planning a queue sees it: in queue order, with its due time. */
export interface QueuePlace {
  id: number;
  dueAt: Date | null;
}

/**
 * The times a queue's places get, first to last, as re-timing gives them (`requeueChannel` in
 * server/services/outbox/queue.ts): the due times at the head of the queue that have passed stay, the other places take the
 * free slots after now.
 */
export function queueTimes(
  schedule: readonly ScheduleSlot[],
  zone: string,
  now: Date,
  queue: readonly QueuePlace[],
  taken: ReadonlySet<number>,
): Date[] {
  let overdue = 0;
  while (overdue < queue.length && (queue[overdue]!.dueAt?.getTime() ?? Infinity) <= now.getTime()) overdue++;
  const head = queue.slice(0, overdue).map((place) => place.dueAt!);
  return [...head, ...freeSlots(schedule, zone, now, queue.length - overdue, taken)];
}

/** Where a post asks to be in its queue: at the slot of an instant (a move), or at a position, 1 first (an undo). */
export type QueueWish = { at: Date } | { position: number };

/**
 * The order of a queue after posts moved in it: each post wishing for an instant takes the place whose slot is at
 * that instant, one wishing for a position takes that place, and the others fill the remaining places in their
 * order. `queue` and `taken` are the queue and the pinned instants as they will be once the moves are written. A
 * post whose instant is no slot of the queue any more (posts that left it shortened it, or a pin took the slot) is
 * answered in `pinned`: pinned there instead, it still goes out when it was moved to, and the queue is planned
 * again without it.
 */
export function planQueue(
  setting: { schedule: readonly ScheduleSlot[]; zone: string; now: Date },
  queue: readonly QueuePlace[],
  taken: ReadonlySet<number>,
  wishes: ReadonlyMap<number, QueueWish>,
): { order: number[]; pinned: number[] } {
  let places = [...queue];
  const pinnedAt = new Set(taken);
  const pinned: number[] = [];
  for (;;) {
    const times = queueTimes(setting.schedule, setting.zone, setting.now, places, pinnedAt).map((t) => t.getTime());
    const fixed = new Map<number, number>();
    const lost: { id: number; at: Date }[] = [];
    for (const [id, wish] of wishes) {
      if (!('at' in wish) || pinned.includes(id)) continue;
      const index = times.indexOf(wish.at.getTime());
      if (index < 0 || fixed.has(index)) lost.push({ id, at: wish.at });
      else fixed.set(index, id);
    }
    if (lost.length === 0) {
      const byPosition = [...wishes].flatMap(([id, wish]) => ('position' in wish ? [{ id, ...wish }] : []));
      for (const { id, position } of byPosition.sort((a, b) => a.position - b.position)) {
        let index = Math.min(Math.max(position - 1, 0), places.length - 1);
        while (fixed.has(index) && index < places.length - 1) index++;
        while (fixed.has(index)) index--;
        fixed.set(index, id);
      }
      const placed = new Set(fixed.values());
      const rest = places.map((place) => place.id).filter((id) => !placed.has(id));
      const order = places.map((_, index) => fixed.get(index) ?? rest.shift()!);
      return { order, pinned };
    }
    for (const { id, at } of lost) {
      pinned.push(id);
      pinnedAt.add(at.getTime());
    }
    places = places.filter((place) => !lost.some((l) => l.id === place.id));
  }
}
