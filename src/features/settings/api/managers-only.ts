import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { accountGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { manages } from '../../../lib/roles';

/**
 * A settings page for owners and admins: a collaborator or client who reaches it by its address lands on their profile,
 * the one settings page that is theirs, instead of on the service's refusal.
 */
export async function managersOnly({ context }: { context: { queryClient: QueryClient } }) {
  const { data } = await context.queryClient.ensureQueryData(accountGetOptions());
  if (!manages(data.user.role)) throw redirect({ to: '/settings/profile', replace: true });
}

/** A settings page for everyone who writes posts (decision 067's snippets): a client lands on their profile. */
export async function notForClients({ context }: { context: { queryClient: QueryClient } }) {
  const { data } = await context.queryClient.ensureQueryData(accountGetOptions());
  if (data.user.role === 'client') throw redirect({ to: '/settings/profile', replace: true });
}
