// The dashboard-size benchmark's yardstick: React, React Query and TanStack Router (code-based routes) and nothing
// else, built with the dashboard's toolchain. Its initial JavaScript is what any page on this stack has to load.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  ),
});

function Home() {
  const hello = useQuery({
    queryKey: ['hello'],
    queryFn: async () => (await fetch('/api/hello')).json() as Promise<{ message: string }>,
  });
  return <p>{hello.isPending ? 'Loading…' : hello.isError ? 'Failed' : hello.data.message}</p>;
}

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <p>About</p> }),
]);
const router = createRouter({ routeTree });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
