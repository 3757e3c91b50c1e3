import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { guideOptions } from '../api/guide-query';

// Most workspaces are past their first hour: the link's code comes only where the guide is offered.
const GuideLink = lazy(() => import('./guide-link').then((m) => ({ default: m.GuideLink })));

/**
 * Where the shell offers the getting-started guide: nothing, unless the guide has steps left and the person has not
 * hidden it. It does not hold the page up: it appears once the guide's state is known.
 */
export function GuideSlot() {
  // The service offers it to owners and admins only (`show`), so a collaborator's answer hides it too.
  const guide = useQuery(guideOptions()).data?.data;
  if (!guide?.show) return null;
  return (
    <Suspense fallback={null}>
      <GuideLink done={guide.done} total={guide.total} />
    </Suspense>
  );
}
