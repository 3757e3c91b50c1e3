import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '../features/auth/components/login-screen';
import { readSession } from '../lib/auth/session';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().startsWith('/').optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    if (readSession()) throw redirect({ href: search.redirect ?? '/inbox' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch();
  return <LoginScreen returnTo={returnTo ?? '/inbox'} />;
}
