import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CardHeading, OnboardingCard } from './onboarding-card';
import { LogInButton } from './log-in-button';
import { SetupForm } from './setup-form';

type Stage = 'form' | { created: string } | 'set-up-already';

/**
 * The first start: the person who installed the service creates their account and workspace, and is logged in
 * with it (the getting-started guide comes next). Only if that login cannot finish is she asked to log in.
 */
export function SetupScreen({ setupNeeded }: { setupNeeded: boolean }) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>(setupNeeded ? 'form' : 'set-up-already');
  return (
    <OnboardingCard>
      {stage === 'form' && (
        <>
          <CardHeading>Create your workspace</CardHeading>
          <p className="mt-2 text-slate-600">
            Social Desk is new here. Create your account and your team’s workspace; you will be its owner and can invite
            the others after.
          </p>
          <SetupForm
            onCreated={(email, loggedIn) =>
              loggedIn ? void navigate({ to: '/', replace: true }) : setStage({ created: email })
            }
            onAlreadySetUp={() => setStage('set-up-already')}
          />
        </>
      )}
      {typeof stage === 'object' && (
        <>
          <CardHeading focusOnMount>Workspace created</CardHeading>
          <p className="mt-2 text-slate-600">
            Your account and workspace are ready, but the login did not finish. Log in with the email and password you
            just chose.
          </p>
          <LogInButton email={stage.created} />
        </>
      )}
      {stage === 'set-up-already' && (
        <>
          <CardHeading focusOnMount={setupNeeded}>Social Desk is set up already</CardHeading>
          <p className="mt-2 text-slate-600">
            This service has its first workspace already. Log in, or ask an owner of your team’s workspace for an
            invitation.
          </p>
          <LogInButton />
        </>
      )}
    </OnboardingCard>
  );
}
