import { createFileRoute } from '@tanstack/react-router';
import { LoginCallback } from '../../features/auth/components/login-callback';
import { optionalString } from '../../lib/guards';

export const Route = createFileRoute('/oauth/callback')({
  validateSearch: (search: Record<string, unknown>) => ({
    code: optionalString(search.code, 'code'),
    state: typeof search.state === 'string' ? search.state : '',
    error: optionalString(search.error, 'error'),
    error_description: optionalString(search.error_description, 'error_description'),
  }),
  head: () => ({ meta: [{ title: 'Logging in' }] }),
  component: CallbackRoute,
});

function CallbackRoute() {
  const search = Route.useSearch();
  return <LoginCallback {...search} />;
}
