import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/login-screen';
import { readSession } from '../lib/auth/session';

export const Route = createFileRoute('/login')({
  // Only a path of this site to come back to: anything else becomes undefined (not left out, which would let the
  // raw parameter through).
  validateSearch: ({ redirect }: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof redirect === 'string' && redirect.startsWith('/') ? redirect : undefined,
  }),
  beforeLoad: ({ search }) => {
    if (readSession()) throw redirect({ href: search.redirect ?? '/inbox' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch();
  return <LoginScreen returnTo={returnTo ?? '/inbox'} />;
}
