import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { invitationOptions } from '../features/onboarding/api/invitation-query';
import { InvitationScreen } from '../features/onboarding/components/invitation-screen';
import { InvitationLoadError } from '../features/onboarding/components/invitation-unavailable';
import { LoadingState } from '../components/ui/error-state';

/** An invitation link, public: the person joins the workspace with their account or a new one. */
export const Route = createFileRoute('/invite/$token')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(invitationOptions(params.token)),
  head: () => ({ meta: [{ title: 'Invitation' }] }),
  pendingComponent: () => <LoadingState label="Opening your invitation…" />,
  errorComponent: InvitationError,
  component: InviteRoute,
});

function InviteRoute() {
  const { token } = Route.useParams();
  const { data } = useSuspenseQuery(invitationOptions(token)).data;
  return <InvitationScreen key={token} token={token} invitation={data} />;
}

function InvitationError({ error }: { error: unknown }) {
  const router = useRouter();
  return <InvitationLoadError error={error} onRetry={() => void router.invalidate()} />;
}
