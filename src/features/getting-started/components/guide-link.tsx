import { Link } from '@tanstack/react-router';
import { Rocket } from 'lucide-react';
import { useGuideFollowsWrites } from '../api/use-guide-follows-writes';

/**
 * The way back to the getting-started guide, above the sections, with its progress. Shown by GuideSlot only while
 * the guide is offered; while it shows, every write may tick a step, so the guide is read again after each.
 */
export function GuideLink({ done, total }: { done: number; total: number }) {
  useGuideFollowsWrites(true);
  return (
    <Link
      to="/start"
      className="flex items-center gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-200 hover:bg-green-100"
      activeProps={{ 'aria-current': 'page' }}
      aria-label={`Get started, ${done} of ${total} steps done`}
    >
      <Rocket aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">Get started</span>
      <span className="text-xs font-semibold">
        {done} of {total}
      </span>
    </Link>
  );
}
