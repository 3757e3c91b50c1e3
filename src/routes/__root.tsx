import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '../features/shell/components/document-title';
import { NavigationProgress } from '../features/shell/components/navigation-progress';
import { NotFound } from '../features/shell/components/not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
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
