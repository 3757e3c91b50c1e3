import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { setupGetOptions } from '../api/generated/@tanstack/react-query.gen';
import { LoginScreen } from '../features/auth/components/login-screen';
import { isSetupNeeded } from '../features/onboarding/api/setup-state';
import { readSession } from '../lib/auth/session';

export const Route = createFileRoute('/login')({
  validateSearch: ({ redirect }: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof redirect === 'string' && redirect.startsWith('/') ? redirect : undefined,
  }),
  // Only a path of this site to come back to: anything else becomes undefined (not left out, which would let the
  // raw parameter through).
  beforeLoad: async ({ search, context: { queryClient } }) => {
    if (readSession()) throw redirect({ href: search.redirect ?? '/' });
    // A new service has nobody to log in yet: its first visitor creates the first workspace.
    if (await isSetupNeeded(queryClient)) throw redirect({ to: '/setup' });
  },
  head: () => ({ meta: [{ title: 'Log in' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch();
  // Asked already by beforeLoad; a service that cannot say shows no sign-up link.
  const setup = useQuery(setupGetOptions());
  return <LoginScreen returnTo={returnTo ?? '/'} signupOpen={setup.data?.data.signup === 'open'} />;
}
