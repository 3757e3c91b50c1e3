import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { setupGetOptions } from '../api/generated/@tanstack/react-query.gen';
import { SignupScreen } from '../features/onboarding/components/signup-screen';

/** Sign-up, public: open (SIGNUP=open) or by invitation; a service with nobody yet goes to its first start. */
export const Route = createFileRoute('/signup')({
  loader: async ({ context: { queryClient } }) => {
    const answer = await queryClient.ensureQueryData(setupGetOptions());
    if (answer.data.setup_needed) throw redirect({ to: '/setup' });
  },
  head: () => ({ meta: [{ title: 'Sign up' }] }),
  component: SignupRoute,
});

function SignupRoute() {
  const { signup } = useSuspenseQuery(setupGetOptions()).data.data;
  return <SignupScreen open={signup === 'open'} />;
}
