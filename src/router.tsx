import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorState, LoadingState } from './components/ui/error-state';
import { onSessionChange } from './lib/auth/session';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ({ error, reset }) => <ErrorState error={error} onRetry={reset} />,
    // Shown only when a page's data takes longer than the router's pending delay (1 s); the bar along the top shows
    // sooner.
    defaultPendingComponent: () => <LoadingState />,
  });
  // A session that ends anywhere (logout, a 401, another tab) re-runs the guards, which lead to the login screen.
  onSessionChange(() => void router.invalidate());
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
