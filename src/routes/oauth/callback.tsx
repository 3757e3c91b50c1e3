import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginCallback } from '../../features/auth/components/login-callback';

export const Route = createFileRoute('/oauth/callback')({
  validateSearch: z.object({
    code: z.string().optional(),
    state: z.string().catch(''),
    error: z.string().optional(),
    error_description: z.string().optional(),
  }),
  component: CallbackRoute,
});

function CallbackRoute() {
  const search = Route.useSearch();
  return <LoginCallback {...search} />;
}
