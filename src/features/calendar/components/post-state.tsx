import { CircleCheck, Clock, Hourglass, Pin, Send, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { PostState } from '../../../api/generated/types.gen';

export const STATE_LABELS: Record<PostState, string> = {
  queued: 'Queued',
  pinned: 'Pinned',
  awaiting_approval: 'Awaiting approval',
  failed: 'Failed',
  publishing: 'Publishing',
  published: 'Published',
};

/** Each state's mark: a week's cell has no room for the words, which the legend and the tooltip give. */
const STATE_ICONS: Record<PostState, LucideIcon> = {
  queued: Clock,
  pinned: Pin,
  awaiting_approval: Hourglass,
  failed: TriangleAlert,
  publishing: Send,
  published: CircleCheck,
};

/** Each mark's colour, the same as its chip's edge. */
const STATE_COLOURS: Record<PostState, string> = {
  queued: 'text-blue-700',
  pinned: 'text-blue-900',
  awaiting_approval: 'text-amber-800',
  failed: 'text-red-700',
  publishing: 'text-slate-700',
  published: 'text-green-800',
};

/** A post's state as a mark named by its word (read out, and shown on hover). */
export function StateMark({ state }: { state: PostState }) {
  const Icon = STATE_ICONS[state];
  return (
    <span role="img" aria-label={STATE_LABELS[state]} title={STATE_LABELS[state]} className="shrink-0">
      <Icon aria-hidden="true" className={`size-3.5 ${STATE_COLOURS[state]}`} />
    </span>
  );
}

/** What the marks mean, shown beside the calendar. */
export function StateLegend() {
  return (
    <ul aria-label="Post states" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {(Object.keys(STATE_LABELS) as PostState[]).map((state) => (
        <li key={state} className="flex items-center gap-1">
          <StateMark state={state} />
          <span aria-hidden="true">{STATE_LABELS[state]}</span>
        </li>
      ))}
    </ul>
  );
}
