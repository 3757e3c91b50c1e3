import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { MouseOrPenSensor, TOUCH_HOLD } from '../../../lib/dnd-sensors';
import { excerpt } from '../../../lib/excerpt';
import { PostCard } from './post-card';

interface QueueListProps {
  posts: OutboxPost[];
  zone: string;
  onReorder: (order: number[]) => void;
  canReorder: boolean;
  actions: (post: OutboxPost) => ReactNode;
}

function SortableRow({
  post,
  index,
  zone,
  canReorder,
  actions,
}: {
  post: OutboxPost;
  index: number;
  zone: string;
  canReorder: boolean;
  actions: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: post.post_id,
    disabled: !canReorder,
  });
  const handle = canReorder ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move post ${index + 1}: ${excerpt(post.message, 40)}`}
      className="flex w-8 shrink-0 cursor-grab touch-manipulation items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  ) : undefined;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-90 shadow-lg' : undefined}
    >
      <PostCard post={post} zone={zone} handle={handle} actions={actions} />
    </li>
  );
}

/**
 * The queue, reorderable by mouse, touch or keyboard (focus a handle, Space to lift, arrows to move, Space to
 * drop, Escape to cancel), with each step announced. The slot times stay; the posts move between them.
 */
export function QueueList({ posts, zone, onReorder, canReorder, actions }: QueueListProps) {
  const clock = useClock();
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_HOLD }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = posts.map((p) => p.post_id);
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const label = (id: UniqueIdentifier) =>
    `“${excerpt(posts.find((p) => p.post_id === Number(id))?.message ?? '', 40)}”`;
  const slotAt = (place: number) => formatWorkspaceTime(posts[place - 1]!.display_time, zone, clock);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up post ${label(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Post ${label(active.id)} would move to position ${position(over.id)} of ${ids.length}, going out ${slotAt(position(over.id))}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Post ${label(active.id)} dropped at position ${position(over.id)}; it now goes out ${slotAt(position(over.id))}.`
        : undefined,
    onDragCancel: ({ active }) =>
      `Moving post ${label(active.id)} was cancelled; it stays at position ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a post, press Space, use the up and down arrows to pick its new place, and press Space again to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Queue" className="space-y-3">
          {posts.map((post, index) => (
            <SortableRow
              key={post.post_id}
              post={post}
              index={index}
              zone={zone}
              canReorder={canReorder}
              actions={actions(post)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
