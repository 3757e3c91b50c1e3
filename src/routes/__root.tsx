import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '../features/shell/components/document-title';
import { NavigationProgress } from '../features/shell/components/navigation-progress';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Rarely needed: its code comes when an address leads nowhere.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/components/not-found'), 'NotFound'),
});

function Root() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
