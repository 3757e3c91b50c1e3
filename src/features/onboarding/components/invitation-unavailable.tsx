import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { asApiError } from '../../../lib/api-error';
import { LogInButton } from './log-in-button';
import { CardHeading, OnboardingCard } from './onboarding-card';

const INVALID_LINK = 'This invitation link is not valid. Check that it was copied whole, or ask for a new one.';
const SPENT = new Set(['invitation_accepted', 'invitation_expired', 'invitation_revoked']);

/** Why an invitation cannot be used (not valid, used, expired, withdrawn), or null when the failure is another. */
export function unusableReason(error: unknown): string | null {
  const body = asApiError(error);
  if (!body) return null;
  if (body.code === 'unknown_invitation' || body.field === 'token') return INVALID_LINK;
  return SPENT.has(body.code) ? body.message : null;
}

/**
 * An invitation that cannot be used: the reason, and the login for whoever has an account already. When the page
 * turns into this after a submit, focus goes to its heading.
 */
export function InvitationUnavailable({ reason, focusOnMount = false }: { reason: string; focusOnMount?: boolean }) {
  return (
    <OnboardingCard>
      <CardHeading focusOnMount={focusOnMount}>This invitation cannot be used</CardHeading>
      <p className="mt-2 text-slate-600">{reason}</p>
      <LogInButton />
    </OnboardingCard>
  );
}

/** The invitation's page when it could not load: why, when the service said; otherwise a way to try again. */
export function InvitationLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = unusableReason(error);
  if (reason) return <InvitationUnavailable reason={reason} />;
  return (
    <OnboardingCard>
      <CardHeading>This invitation could not load</CardHeading>
      <p role="alert" className="mt-2 text-slate-600">
        {apiErrorMessage(error, 'The service could not be reached. Check your connection, then try again.')}
      </p>
      <Button className="mt-6 w-full" onClick={onRetry}>
        Try again
      </Button>
    </OnboardingCard>
  );
}
