import { useRouterState } from '@tanstack/react-router';

/**
 * A bar along the top while a page's data is on its way. It appears only after a moment (CSS delay), so a quick
 * navigation never flashes it.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden opacity-0 [animation:nav-progress-show_0s_linear_200ms_forwards]"
    >
      <div className="h-full w-1/3 bg-blue-600 [animation:nav-progress-slide_1.2s_ease-in-out_infinite]" />
    </div>
  );
}
