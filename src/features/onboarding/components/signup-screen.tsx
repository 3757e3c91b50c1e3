import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CardHeading, OnboardingCard } from './onboarding-card';
import { LogInButton } from './log-in-button';
import { SetupForm } from './setup-form';

/**
 * Where sign-up is open (SIGNUP=open): anyone creates an account and a workspace of their own. Where it is by
 * invitation, the page says so and how to get in.
 */
export function SignupScreen({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<string>();
  return (
    <OnboardingCard>
      {!open && (
        <>
          <CardHeading>Sign-up is by invitation</CardHeading>
          <p className="mt-2 text-slate-600">
            On this service people join by invitation. Ask an owner or admin of your team’s workspace to invite you,
            then open the link they send. Already have an account? Log in.
          </p>
          <LogInButton />
        </>
      )}
      {open && created === undefined && (
        <>
          <CardHeading>Create an account</CardHeading>
          <p className="mt-2 text-slate-600">
            Your account and a workspace of your own, which you will own. Joining a team instead? Open the invitation
            link they sent you.
          </p>
          <SetupForm
            mode="signup"
            onCreated={(email, loggedIn) => (loggedIn ? void navigate({ to: '/', replace: true }) : setCreated(email))}
          />
          <p className="mt-4 text-center text-sm text-slate-600">
            Have an account?{' '}
            <Link to="/login" className="font-semibold text-blue-700 underline">
              Log in
            </Link>
          </p>
        </>
      )}
      {open && created !== undefined && (
        <>
          <CardHeading focusOnMount>Account created</CardHeading>
          <p className="mt-2 text-slate-600">
            Your account and workspace are ready, but the login did not finish. Log in with the email and password you
            just chose.
          </p>
          <LogInButton email={created} />
        </>
      )}
    </OnboardingCard>
  );
}
