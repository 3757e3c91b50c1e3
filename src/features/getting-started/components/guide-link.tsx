import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Rocket } from 'lucide-react';
import { useWorkspace } from '../../../api/use-workspace';
import { guideOptions, useGuideFollowsWrites } from '../api/guide-query';

/**
 * The way back to the getting-started guide, above the sections, while it has steps left and the person has not
 * hidden it (owners and admins). It does not hold the page up: it appears once the guide's state is known.
 */
export function GuideLink() {
  const { role } = useWorkspace();
  const guide = useQuery({ ...guideOptions(), enabled: role !== 'collaborator' }).data?.data;
  const shown = guide?.show === true;
  useGuideFollowsWrites(shown);
  if (!shown) return null;
  return (
    <Link
      to="/start"
      className="flex items-center gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-200 hover:bg-green-100"
      activeProps={{ 'aria-current': 'page' }}
      aria-label={`Get started, ${guide.done} of ${guide.total} steps done`}
    >
      <Rocket aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">Get started</span>
      <span className="text-xs font-semibold">
        {guide.done} of {guide.total}
      </span>
    </Link>
  );
}
