import { useSuspenseQuery } from '@tanstack/react-query';
import { invitationsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Invitation } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useRevokeInvitation } from '../api/use-invitation-actions';
import { roleNames } from '../../../lib/roles';
import { SettingsSection, smallButton } from './settings-section';

export function InvitationsList({ zone }: { zone: string }) {
  const invitations = useSuspenseQuery(invitationsListOptions()).data.data;
  return (
    <SettingsSection title="Pending invitations">
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">No pending invitations. Invite someone above.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.invitation_id} invitation={invitation} zone={zone} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function InvitationRow({ invitation, zone }: { invitation: Invitation; zone: string }) {
  const clock = useClock();
  const revoke = useRevokeInvitation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <div className="min-w-0">
        <p className="break-all font-semibold">{invitation.email}</p>
        <p className="text-slate-600">
          {roleNames[invitation.role]} · invited by {invitation.invited_by} · expires{' '}
          {formatWorkspaceTime(invitation.expires_at, zone, clock)}
        </p>
      </div>
      <Button
        variant="secondary"
        className={smallButton}
        disabled={revoke.isPending}
        onClick={() => revoke.mutate({ body: { invitation_id: Number(invitation.invitation_id) } })}
        aria-label={`Revoke the invitation of ${invitation.email}`}
      >
        Revoke
      </Button>
    </li>
  );
}
