import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { setupGetOptions } from '../api/generated/@tanstack/react-query.gen';
import { SetupScreen } from '../features/onboarding/components/setup-screen';

/** The first start, public: creates the first account and workspace, or says the service is set up already. */
export const Route = createFileRoute('/setup')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(setupGetOptions()),
  head: () => ({ meta: [{ title: 'Set up' }] }),
  component: SetupRoute,
});

function SetupRoute() {
  const { setup_needed } = useSuspenseQuery(setupGetOptions()).data.data;
  return <SetupScreen setupNeeded={setup_needed} />;
}
