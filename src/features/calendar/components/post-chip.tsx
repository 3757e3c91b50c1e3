import { useDraggable } from '@dnd-kit/core';
import { useClock } from '../../../api/use-workspace';
import { timeOf } from '../../../lib/time';
import { GripVertical } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { CalendarPost, PostState } from '../../../api/generated/types.gen';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import { firstCommentFailure, threadProgress } from '../../../components/posts/follow-up-status';
import { excerpt } from '../../../lib/excerpt';
import { channelLabel } from '../lib/channel-label';
import { STATE_LABELS, StateMark } from './post-state';

/** Each state's look: queued and pinned in blue tones, approval amber, failed red, published green. */
const STATE_STYLES: Record<PostState, string> = {
  queued: 'border-l-blue-600 bg-white',
  pinned: 'border-l-blue-900 bg-blue-50',
  awaiting_approval: 'border-l-amber-600 bg-amber-50',
  failed: 'border-l-red-700 bg-red-50',
  publishing: 'border-l-slate-500 bg-slate-50',
  published: 'border-l-green-700 bg-green-50',
};

interface PostChipProps {
  post: CalendarPost;
  /** Month cells show less: the time, the mark and a few words. */
  compact?: boolean;
  /** Can be picked up (not yet out, and the viewer may change it). */
  movable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Opens the post in the composer; without it (a post out already) the chip links to the post on the network. */
  onOpen?: () => void;
  /** The keys of the keyboard move, given to the handle. */
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** This post is being moved with the keyboard. */
  moving: boolean;
}

/** A post on the calendar: its network, time, state, words and picture; a handle to move it, a box to select it. */
export function PostChip({
  post,
  compact = false,
  movable,
  selected,
  onSelect,
  onOpen,
  onHandleKey,
  moving,
}: PostChipProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `post:${post.post_id}`,
    data: { post },
    disabled: !movable,
  });
  const words = excerpt(post.message, 40);
  const where = `${channelLabel({ name: post.channel_name, channel_type: post.channel })}, ${post.display_time.slice(0, 10)} ${timeOf(post.display_time, useClock())}`;
  return (
    <div
      ref={setNodeRef}
      data-post-id={post.post_id}
      className={`group @container/chip flex items-start gap-1 rounded-md border border-l-4 border-slate-200 p-1 text-xs shadow-xs ${STATE_STYLES[post.state]} ${isDragging ? 'opacity-40' : ''} ${moving ? 'ring-2 ring-blue-600' : ''} ${selected ? 'outline-2 outline-blue-700' : ''}`}
    >
      {movable && (
        <span className="flex flex-col items-center gap-1">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            // dnd-kit's keyboard sensor is not used here: the arrows move a post by days and hours (keyboard-move.ts).
            onKeyDown={onHandleKey}
            aria-roledescription="movable post"
            aria-describedby="calendar-move-help"
            aria-label={`Move post: ${words} (${where})`}
            className="flex size-6 cursor-grab touch-manipulation items-center justify-center rounded text-slate-600 hover:bg-slate-200 active:cursor-grabbing"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select post: ${words} (${where})`}
            className="size-4 accent-blue-700"
          />
        </span>
      )}
      <ChipBody post={post} compact={compact} onOpen={onOpen} />
      {post.thumbnail && !compact && (
        // In a narrow chip (a week's cell) the words need the room more.
        <img
          src={post.thumbnail}
          alt=""
          loading="lazy"
          className="hidden size-8 shrink-0 rounded object-cover @[12rem]/chip:block"
        />
      )}
    </div>
  );
}

function ChipBody({ post, compact, onOpen }: Pick<PostChipProps, 'post' | 'compact' | 'onOpen'>) {
  const time = timeOf(post.display_time, useClock());
  const words = excerpt(post.message, 40);
  const progress = threadProgress(post);
  const failure = firstCommentFailure(post);
  const content = (
    <>
      <span className="flex items-center gap-1 font-semibold text-slate-900">
        <NetworkMark channelType={post.channel} className="size-3.5" />
        <span>{time}</span>
        <StateMark state={post.state} />
        {/* The word only where it fits whole (a phone's list, a wide week): never cut to a letter. */}
        {!compact && (
          <span className="hidden font-normal whitespace-nowrap text-slate-600 @[17rem]/chip:inline">
            {STATE_LABELS[post.state]}
          </span>
        )}
      </span>
      <span className={`mt-0.5 block text-slate-800 ${compact ? 'line-clamp-1' : 'line-clamp-2'}`}>{words}</span>
      {/* A thread's progress and a first comment's failure (decisions 064, 065); the reason is in the label. */}
      {!compact && (progress || failure) && (
        <span className={`mt-0.5 block ${failure ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {[progress, failure && 'First comment failed'].filter(Boolean).join(' · ')}
        </span>
      )}
    </>
  );
  const followUps = [progress, failure].filter(Boolean).join('. ').replace(/\.$/, '');
  const label = `${STATE_LABELS[post.state]} post at ${time} on ${channelLabel({ name: post.channel_name, channel_type: post.channel })}: ${words}${followUps ? `. ${followUps}` : ''}`;
  const className = 'min-w-0 flex-1 rounded text-left hover:bg-slate-100/60';
  if (onOpen)
    return (
      <button type="button" onClick={onOpen} className={className} aria-label={`Open ${label}`}>
        {content}
      </button>
    );
  if (post.published_link)
    return (
      <a
        href={post.published_link}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={`${label}. View it on the network`}
      >
        {content}
      </a>
    );
  return (
    <span className="min-w-0 flex-1" aria-label={label} role="group">
      {content}
    </span>
  );
}
