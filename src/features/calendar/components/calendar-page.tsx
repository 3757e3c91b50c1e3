import {
  DndContext,
  DragOverlay,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { restrictToFirstScrollableAncestor } from '@dnd-kit/modifiers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { CalendarPost, Channel } from '../../../api/generated/types.gen';
import { ExportButton } from '../../../components/csv/export-button';
import { Button } from '../../../components/ui/button';
import { NoChannels } from '../../../components/channels/no-channels';
import { ShareReviewButton } from '../../../components/reviews/share-review-button';
import { toastStore } from '../../../components/ui/toast';
import { MouseOrPenSensor, TOUCH_HOLD } from '../../../lib/dnd-sensors';
import { useMediaQuery } from '../../../lib/media';
import { useVisiblePosts } from '../../../lib/pending-post-deletes';
import { postPermissions } from '../../../lib/post-permissions';
import { manages, type Role } from '../../../lib/roles';
import { useClock } from '../../../api/use-workspace';
import { timeOf, todayIn, zoneLabel } from '../../../lib/time';
import { calendarOptions } from '../api/calendar-query';
import { useBulkDelete } from '../api/use-bulk-delete';
import { useChangeChannel } from '../api/use-change-channel';
import { useMovePosts } from '../api/use-move-posts';
import { MOVE_HELP, outcomeOf, timeName, useKeyboardMove } from '../hooks/use-keyboard-move';
import { daysBetween, weekStart } from '../lib/grid-dates';
import { rangeOf } from '../lib/range';
import { channelLabel } from '../lib/channel-label';
import { movable } from '../lib/moved';
import { nowIn } from '../lib/now';
import type { CalendarSearch } from '../lib/range';
import { MonthGrid, WeekAgenda, WeekGrid, type GridProps } from './calendar-grids';
import { CalendarToolbar } from './calendar-toolbar';
import { ImportDialog } from './import-dialog';
import { PostChip } from './post-chip';
import { StateLegend, StateMark } from './post-state';
import { SelectionBar } from './selection-bar';

interface CalendarPageProps {
  search: CalendarSearch;
  onSearch: (change: Partial<CalendarSearch>) => void;
  zone: string;
  role: Role;
  userId: string;
  channels: readonly Channel[];
  onOpenSlot: (at: string, channelIds: string[]) => void;
  onEdit: (post: CalendarPost) => void;
}

/**
 * Every channel's posts over a week or a month, in the workspace's zone: drag a post (or press Space on its
 * handle and use the arrows) to another day or time, select several to move, re-channel or delete them, and write
 * a post in an open slot.
 */
export function CalendarPage(props: CalendarPageProps) {
  const { search, onSearch, zone, role, userId, channels, onOpenSlot, onEdit } = props;
  const range = rangeOf(search);
  const answer = useSuspenseQuery(calendarOptions(range)).data.data;
  const [importing, setImporting] = useState(false);
  const visible = useVisiblePosts();
  const posts = answer.posts.filter(visible);
  const wide = useMediaQuery('(min-width: 640px)');
  const today = todayIn(zone);
  const now = nowIn(zone);
  const clock = useClock();
  const [announcement, setAnnouncement] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [dragged, setDragged] = useState<CalendarPost | null>(null);
  const { move } = useMovePosts();
  const { changeChannel } = useChangeChannel();
  const bulkDelete = useBulkDelete();
  const selected = posts.filter((p) => selectedIds.has(p.post_id));
  const clear = () => setSelectedIds(new Set());
  // What still goes out, in the order it does: the posts a review link may show (decision 060).
  const toGoOut = posts
    .filter((p) => p.state === 'queued' || p.state === 'pinned' || p.state === 'awaiting_approval')
    .sort((a, b) => a.display_time.localeCompare(b.display_time) || a.post_id - b.post_id);
  const canChange = (post: CalendarPost) => movable(post) && postPermissions(post, { role, userId }).edit;

  const dropAt = (post: CalendarPost, target: string) => {
    const others = selected.length > 1 && selectedIds.has(post.post_id);
    if (others) {
      const shiftDays = daysBetween(post.display_time.slice(0, 10), target.slice(0, 10));
      if (shiftDays !== 0) move({ postIds: selected.map((p) => p.post_id), shiftDays });
      return;
    }
    if (target === post.display_time) return;
    const outcome = outcomeOf(posts, post, target, answer.days, clock);
    if (!outcome.allowed) return toastStore.show(outcome.text, { tone: 'error' });
    move({ postIds: [post.post_id], to: target });
  };

  const keyboard = useKeyboardMove({
    view: search.view,
    posts,
    days: answer.days,
    announce: setAnnouncement,
    onDrop: dropAt,
    clock,
  });

  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_HOLD }),
  );
  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.post as CalendarPost) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const post = active.data.current?.post as CalendarPost | undefined;
    if (!post || !over) return;
    const target = targetOf(String(over.id), post, posts, answer.free_slots);
    if (target) dropAt(post, target);
  };

  const renderPost = (post: CalendarPost, compact: boolean) => {
    const changeable = canChange(post);
    return (
      <PostChip
        key={post.post_id}
        post={post}
        compact={compact}
        movable={changeable}
        selected={selectedIds.has(post.post_id)}
        onSelect={(on) =>
          setSelectedIds((ids) => {
            const next = new Set(ids);
            if (on) next.add(post.post_id);
            else next.delete(post.post_id);
            return next;
          })
        }
        onOpen={changeable ? () => onEdit(post) : undefined}
        onHandleKey={keyboard.onHandleKey(post)}
        moving={keyboard.moving?.post.post_id === post.post_id}
      />
    );
  };

  const channelName = (id: string) => {
    const channel = channels.find((c) => c.channel_id === id);
    return channel ? channelLabel(channel) : `Channel ${id}`;
  };
  const grid: GridProps = {
    days: answer.days,
    posts,
    freeSlots: answer.free_slots,
    today,
    now,
    keyboardTarget: keyboard.moving?.target ?? null,
    renderPost,
    onOpenSlot,
    channelName,
  };

  return (
    <div className="space-y-3">
      <div>
        <h1 id="page-title" className="text-2xl font-bold">
          Calendar
        </h1>
        <p className="mt-1 text-slate-600">
          Every channel’s posts in {zoneLabel(zone)}. Drag a post to another day or time, or select several to move them
          together.
        </p>
      </div>
      <CalendarToolbar
        search={search}
        today={today}
        channels={channels}
        onChange={(change) => {
          clear();
          onSearch(change);
        }}
      >
        <Button variant="secondary" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" className="size-4" />
          Import CSV
        </Button>
        <ExportButton
          kind="plan"
          from={range.from}
          to={range.to}
          channelIds={search.channel ? [search.channel] : undefined}
        />
        {manages(role) && toGoOut.length > 0 && (
          <ShareReviewButton
            postIds={toGoOut.map((p) => p.post_id)}
            what={`the ${toGoOut.length === 1 ? 'post' : `${toGoOut.length} posts`} still to go out this ${search.view}${search.channel || search.state ? ' (with these filters)' : ''}`}
            zone={zone}
          >
            Share this {search.view} for review
          </ShareReviewButton>
        )}
      </CalendarToolbar>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <p id="calendar-move-help" className="sr-only">
        {MOVE_HELP}
      </p>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {keyboard.moving && (
        <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
          Moving to {timeName(keyboard.moving.target, clock)}: arrows to change, Space to drop, Escape to cancel.
        </p>
      )}
      <StateLegend />
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        // The week's hours scroll in their own box, which dnd-kit scrolled on its own while a post was carried
        // across the middle of it: there the wheel scrolls it. Elsewhere (the month, a phone's list of days) the
        // page scrolls when the post nears its edge.
        autoScroll={search.view === 'week' && wide ? false : { threshold: { x: 0.08, y: 0.08 } }}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${String(active.id).replace(':', ' ')}.`,
            onDragOver: () => undefined,
            onDragEnd: ({ over }) => (over ? 'Dropped.' : 'Dropped outside the calendar; nothing moved.'),
            onDragCancel: () => 'Moving was cancelled.',
          },
        }}
      >
        {search.view === 'month' ? (
          <MonthGrid
            {...grid}
            month={search.date.slice(0, 7)}
            onOpenWeek={(date) => onSearch({ view: 'week', date: weekStart(date) })}
          />
        ) : wide ? (
          <WeekGrid {...grid} />
        ) : (
          <WeekAgenda {...grid} />
        )}
        {/* The post being carried is as wide as its chip and stays inside the calendar's box, never cut at its edge. */}
        <DragOverlay modifiers={[restrictToFirstScrollableAncestor]}>
          {dragged && (
            <div className="size-full overflow-hidden rounded-md border border-l-4 border-blue-700 bg-white p-1 text-xs shadow-lg">
              <span className="flex items-center gap-1 font-semibold">
                {timeOf(dragged.display_time, clock)}
                <StateMark state={dragged.state} />
              </span>
              <span className="line-clamp-2">{dragged.message.slice(0, 80)}</span>
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {channels.length === 0 ? (
        <NoChannels what="plan their posts on this calendar" />
      ) : (
        posts.length === 0 && (
          <p className="text-sm text-slate-600">
            No posts in this {search.view}
            {search.channel || search.state ? ' with these filters' : ''}. Open slots show where the queues take posts
            next; pick one to write a post there.
          </p>
        )
      )}
      <SelectionBar
        selected={selected}
        channels={channels}
        onMove={(change) => {
          move(change);
          clear();
        }}
        onChangeChannel={(channelId) =>
          changeChannel(
            selected.map((p) => p.post_id),
            channelId,
            clear,
          )
        }
        onDelete={() => {
          bulkDelete(selected.map((p) => p.post_id));
          clear();
        }}
        onClear={clear}
      />
    </div>
  );
}

/**
 * The time a drop lands on. An hour of a week: the post's own minutes, unless its queue has a slot in that hour
 * (a queued post of its channel, or an open slot), which it snaps to. A day: the post's own time.
 */
export function targetOf(
  dropId: string,
  post: CalendarPost,
  posts: readonly CalendarPost[],
  freeSlots: readonly { channel_id: string; display_time: string }[],
): string | null {
  const [kind, place] = [dropId.slice(0, dropId.indexOf(':')), dropId.slice(dropId.indexOf(':') + 1)];
  if (kind === 'day') return `${place} ${post.display_time.slice(11)}`;
  if (kind !== 'cell') return null;
  const ownSlot =
    posts.find(
      (p) =>
        p.channel_id === post.channel_id &&
        p.state === 'queued' &&
        p.post_id !== post.post_id &&
        p.display_time.startsWith(place),
    )?.display_time ??
    freeSlots.find((s) => s.channel_id === post.channel_id && s.display_time.startsWith(place))?.display_time;
  return ownSlot ?? `${place}${post.display_time.slice(13)}`;
}
