import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { InvitationsGetResponse } from '../../../api/generated/types.gen';
import { InvitationForm } from './invitation-form';
import { InvitationUnavailable } from './invitation-unavailable';
import { LogInButton } from './log-in-button';
import { CardHeading, OnboardingCard } from './onboarding-card';

type Stage = { kind: 'form' } | { kind: 'joined'; workspaceName: string } | { kind: 'unusable'; message: string };

const roleNames = {
  owner: 'an owner',
  admin: 'an admin',
  collaborator: 'a collaborator',
  client: 'a client, who reviews the posts waiting for them',
} as const;

/** An invitation link: who invites whom to which workspace, and joining it. */
export function InvitationScreen({ token, invitation }: { token: string; invitation: InvitationsGetResponse['data'] }) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  if (stage.kind === 'unusable') return <InvitationUnavailable reason={stage.message} focusOnMount />;
  return (
    <OnboardingCard>
      {stage.kind === 'form' ? (
        <>
          <CardHeading>Join {invitation.workspace_name}</CardHeading>
          <p className="mt-2 text-slate-600">
            {invitation.invited_by || 'Someone'} invites you to join {invitation.workspace_name} as{' '}
            {roleNames[invitation.role]}.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Invitation for <span className="font-semibold text-slate-900">{invitation.email}</span>
            {invitation.account_exists
              ? ', which has an account here already.'
              : '. Choose your name and a password to create your account.'}
          </p>
          <InvitationForm
            token={token}
            invitation={invitation}
            onJoined={(workspaceName, loggedIn) =>
              loggedIn ? void navigate({ to: '/', replace: true }) : setStage({ kind: 'joined', workspaceName })
            }
            onUnusable={(message) => setStage({ kind: 'unusable', message })}
          />
        </>
      ) : (
        <>
          <CardHeading focusOnMount>You joined {stage.workspaceName}</CardHeading>
          <p className="mt-2 text-slate-600">Log in as {invitation.email} to start working in it.</p>
          <LogInButton email={invitation.email} />
        </>
      )}
    </OnboardingCard>
  );
}
