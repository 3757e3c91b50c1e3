import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CalendarPost, ClockChange, FreeSlot } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import { formatHour, formatTimeOfDay } from '../../../lib/clock';
import { timeOf } from '../../../lib/time';
import { dayName, longDayName } from '../lib/grid-dates';

/** What every layout of the calendar is given: its days, their posts and open slots, and how to draw a post. */
export interface GridProps {
  days: readonly { date: string; clock_change: ClockChange | null }[];
  posts: readonly CalendarPost[];
  freeSlots: readonly FreeSlot[];
  today: string;
  /** The time now in the workspace's zone (`YYYY-MM-DD HH:mm:ss`). */
  now: string;
  /** Where a keyboard move would drop the post (`YYYY-MM-DD HH:mm:ss`). */
  keyboardTarget: string | null;
  renderPost: (post: CalendarPost, compact: boolean) => ReactNode;
  /** Opens the composer at an open slot, for the channels free then. */
  onOpenSlot: (at: string, channelIds: string[]) => void;
  channelName: (channelId: string) => string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** Open slots grouped by time: one button per time, for every channel free then. */
function slotGroups(slots: readonly FreeSlot[]) {
  const groups = new Map<string, string[]>();
  for (const slot of slots) groups.set(slot.display_time, [...(groups.get(slot.display_time) ?? []), slot.channel_id]);
  return [...groups].map(([at, channelIds]) => ({ at, channelIds }));
}

function OpenSlotButton({
  at,
  channelIds,
  onOpenSlot,
  channelName,
}: { at: string; channelIds: string[] } & Pick<GridProps, 'onOpenSlot' | 'channelName'>) {
  const names = channelIds.map(channelName).join(', ');
  const clock = useClock();
  return (
    <button
      type="button"
      onClick={() => onOpenSlot(at, channelIds)}
      aria-label={`Write a post for ${names} at ${dayName(at.slice(0, 10))} ${timeOf(at, clock)}`}
      title={`Open slot: ${names}`}
      className="flex w-full items-center gap-1 rounded-md border border-dashed border-slate-400 px-1.5 py-0.5 text-xs text-slate-600 hover:border-blue-600 hover:bg-blue-50 hover:text-blue-800"
    >
      <Plus aria-hidden="true" className="size-3" />
      {timeOf(at, clock)}
      {channelIds.length > 1 && <span className="ml-auto">×{channelIds.length}</span>}
    </button>
  );
}

/** A place a post can be dropped: an hour of a day (week), or a whole day (month, and the week on a phone). */
function DropZone({
  id,
  label,
  highlighted,
  className,
  children,
}: {
  id: string;
  label: string;
  highlighted: boolean;
  className: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      data-drop={id}
      className={`${className} ${isOver || highlighted ? 'bg-blue-50 ring-2 ring-blue-600 ring-inset' : ''}`}
    >
      {children}
    </div>
  );
}

/** Whether an hour row falls in a clock change of that kind (skipped, or lived twice). */
const inChange = (change: ClockChange | null, kind: ClockChange['kind'], hour: string) =>
  change?.kind === kind && hour >= change.from.slice(0, 2) && hour < change.to.slice(0, 2);

/** The week as seven columns of hours, scrolled to the morning. */
export function WeekGrid(props: GridProps) {
  const { days, posts, freeSlots, today, keyboardTarget } = props;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const morning = scroller.current?.querySelector<HTMLElement>('[data-hour="07"]');
    if (scroller.current && morning) scroller.current.scrollTop = morning.offsetTop - 48;
  }, []);
  const slots = slotGroups(freeSlots);
  const clock = useClock();
  return (
    <div ref={scroller} className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
      <div className="grid min-w-[52rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div className="sticky top-0 z-10 border-b border-slate-200 bg-white" />
        {days.map(({ date, clock_change }) => (
          <div
            key={date}
            className={`sticky top-0 z-10 border-b border-l border-slate-200 bg-white px-2 py-1.5 text-sm ${date === today ? 'font-bold text-blue-800' : 'font-semibold text-slate-800'}`}
          >
            <h3 aria-label={longDayName(date)}>{dayName(date)}</h3>
            {clock_change && (
              <p className="text-xs font-normal text-slate-600">
                {clock_change.kind === 'skip'
                  ? `Clocks skip ${formatTimeOfDay(clock_change.from, clock)}–${formatTimeOfDay(clock_change.to, clock)}`
                  : `${formatTimeOfDay(clock_change.from, clock)}–${formatTimeOfDay(clock_change.to, clock)} happens twice`}
              </p>
            )}
          </div>
        ))}
        {HOURS.map((hour) => (
          <HourRow key={hour} hour={hour} {...props} slots={slots} keyboardTarget={keyboardTarget} />
        ))}
      </div>
      {posts.length === 0 && freeSlots.length === 0 && (
        <p className="p-4 text-sm text-slate-600">Nothing planned this week and no open slots.</p>
      )}
    </div>
  );
}

function HourRow({
  hour,
  days,
  posts,
  slots,
  keyboardTarget,
  renderPost,
  onOpenSlot,
  channelName,
}: GridProps & { hour: string; slots: { at: string; channelIds: string[] }[] }) {
  const hourName = formatHour(Number(hour), useClock());
  return (
    <>
      <div data-hour={hour} className="border-t border-slate-100 px-1 py-1 text-right text-xs text-slate-500">
        {hourName}
      </div>
      {days.map(({ date, clock_change }) => {
        const prefix = `${date} ${hour}`;
        const skipped = inChange(clock_change, 'skip', hour);
        const twice = inChange(clock_change, 'repeat', hour);
        return (
          <DropZone
            key={date}
            id={`cell:${prefix}`}
            label={`${dayName(date)} ${hourName}${skipped ? ', skipped by the clock change' : twice ? ', happens twice' : ''}`}
            highlighted={keyboardTarget?.startsWith(prefix) ?? false}
            className={`min-h-10 space-y-1 border-t border-l border-slate-100 p-0.5 ${skipped ? 'bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,var(--color-slate-100)_4px,var(--color-slate-100)_8px)]' : ''}`}
          >
            {posts.filter((p) => p.display_time.startsWith(prefix)).map((p) => renderPost(p, false))}
            {slots
              .filter((s) => s.at.startsWith(prefix))
              .map((s) => (
                <OpenSlotButton key={s.at} {...s} onOpenSlot={onOpenSlot} channelName={channelName} />
              ))}
          </DropZone>
        );
      })}
    </>
  );
}

/**
 * The week on a phone: the days one under another, each a place to drop a post (it keeps its time). A week with
 * today in it opens at now, marked in today's list; what is past stays above, a scroll away (decision 030).
 */
export function WeekAgenda({ days, posts, freeSlots, today, now, keyboardTarget, renderPost, ...rest }: GridProps) {
  const slots = slotGroups(freeSlots);
  const nowMark = useRef<HTMLParagraphElement>(null);
  const firstDay = days[0]?.date;
  useEffect(() => {
    // After the frame: the router puts the page's scroll back to the top once a navigation has rendered.
    const frame = requestAnimationFrame(() => nowMark.current?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [firstDay]);
  return (
    <div className="space-y-3">
      {days.map(({ date }) => {
        const dayPosts = posts.filter((p) => p.display_time.startsWith(date));
        const daySlots = slots.filter((s) => s.at.startsWith(date));
        const isPast = (p: CalendarPost) => date === today && p.display_time < now;
        return (
          <DropZone
            key={date}
            id={`day:${date}`}
            label={longDayName(date)}
            highlighted={keyboardTarget?.startsWith(date) ?? false}
            className="rounded-lg border border-slate-200 bg-white p-2"
          >
            <h3 className={`mb-1 text-sm font-semibold ${date === today ? 'text-blue-800' : 'text-slate-800'}`}>
              {longDayName(date)}
              {date === today && <span className="font-normal"> (today)</span>}
            </h3>
            <div className="space-y-1">
              {dayPosts.filter(isPast).map((p) => renderPost(p, false))}
              {date === today && (
                // Clear of the phone's sticky header, with a little of the past showing above.
                <p
                  ref={nowMark}
                  className="flex scroll-mt-24 items-center gap-2 text-xs font-semibold text-red-700 after:h-px after:flex-1 after:bg-red-700"
                >
                  Now, {now.slice(11, 16)}
                </p>
              )}
              {dayPosts.filter((p) => !isPast(p)).map((p) => renderPost(p, false))}
              <div className="flex flex-wrap gap-1">
                {daySlots.map((s) => (
                  <span key={s.at} className="w-24">
                    <OpenSlotButton {...s} {...rest} />
                  </span>
                ))}
              </div>
              {dayPosts.length === 0 && daySlots.length === 0 && (
                <p className="text-xs text-slate-500">Nothing planned.</p>
              )}
            </div>
          </DropZone>
        );
      })}
    </div>
  );
}

const WEEKDAY_HEADERS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** A month cell shows this many posts; "n more" opens the day's week. */
const MONTH_CELL_POSTS = 3;

/** The month as whole weeks; each day a place to drop a post (it keeps its time). */
export function MonthGrid({
  days,
  posts,
  freeSlots,
  today,
  keyboardTarget,
  renderPost,
  onOpenSlot,
  onOpenWeek,
  month,
}: GridProps & { month: string; onOpenWeek: (date: string) => void }) {
  const slots = slotGroups(freeSlots);
  const clock = useClock();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <div className="grid min-w-[40rem] grid-cols-7">
        {WEEKDAY_HEADERS.map((name) => (
          <div key={name} className="border-b border-slate-200 px-2 py-1 text-xs font-semibold text-slate-600">
            {name}
          </div>
        ))}
        {days.map(({ date }) => {
          const dayPosts = posts.filter((p) => p.display_time.startsWith(date));
          const first = slots.find((s) => s.at.startsWith(date));
          const more = dayPosts.length - MONTH_CELL_POSTS;
          return (
            <DropZone
              key={date}
              id={`day:${date}`}
              label={longDayName(date)}
              highlighted={keyboardTarget?.startsWith(date) ?? false}
              className={`min-h-28 space-y-1 border-b border-l border-slate-100 p-1 ${date.startsWith(month) ? '' : 'bg-slate-50'}`}
            >
              <h3
                aria-label={longDayName(date)}
                className={`text-xs font-semibold ${date === today ? 'text-blue-800' : date.startsWith(month) ? 'text-slate-800' : 'text-slate-500'}`}
              >
                {Number(date.slice(8))}
              </h3>
              {dayPosts.slice(0, MONTH_CELL_POSTS).map((p) => renderPost(p, true))}
              {more > 0 && (
                <button
                  type="button"
                  onClick={() => onOpenWeek(date)}
                  className="text-xs font-semibold text-blue-800 hover:underline"
                  aria-label={`${more} more posts on ${dayName(date)}: open the week`}
                >
                  {more} more
                </button>
              )}
              {first && (
                <button
                  type="button"
                  onClick={() => onOpenSlot(first.at, first.channelIds)}
                  aria-label={`Write a post for the first open slot on ${dayName(date)}, ${timeOf(first.at, clock)}`}
                  className="flex items-center gap-0.5 text-xs text-slate-600 hover:text-blue-800"
                >
                  <Plus aria-hidden="true" className="size-3" />
                  {timeOf(first.at, clock)}
                </button>
              )}
            </DropZone>
          );
        })}
      </div>
    </div>
  );
}
