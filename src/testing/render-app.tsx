import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { client } from '../api/generated/client.gen';
import { configureApiClient } from '../api/client';
import { ToastProvider } from '../components/ui/toast';
import { saveSession } from '../lib/auth/session';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';
import { API } from './server';

let configured = false;

/** The real route tree at a path, with a fresh query client that does not retry, against MSW. */
export function renderApp(path: string, options: { loggedIn?: boolean } = {}) {
  if (!configured) {
    configureApiClient();
    configured = true;
  }
  // jsdom's fetch needs an absolute URL; the dashboard itself uses the configured base (/api by default).
  client.setConfig({ baseUrl: API });
  if (options.loggedIn ?? true) saveSession('test-token', 3600);
  const queryClient = createQueryClient({ queries: { retry: false, staleTime: 0 } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
