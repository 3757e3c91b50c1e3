import { useState } from 'react';
import * as z from 'zod/mini';
import type { InvitationsCreateResponse } from '../../../api/generated/types.gen';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useInvite } from '../api/use-invitation-actions';
import { roleNames, type Role } from '../../../lib/roles';
import { assignableRoles, roleHints } from '../utils/people-roles';
import { CopyField } from '../../../components/ui/copy-field';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

const email = z.email('Write an email address, such as sam@example.com.');

/** Invites by email with a role; the link comes back to copy, and is emailed when the service sends email. */
export function InviteForm({ callerRole, zone }: { callerRole: Role; zone: string }) {
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<Role>('collaborator');
  const [error, setError] = useState<string>();
  const invite = useInvite();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = email.safeParse(address.trim());
    setError(parsed.success ? undefined : parsed.error.issues[0]!.message);
    if (!parsed.success) return;
    invite.mutate({ body: { email: parsed.data, role } }, { onSuccess: () => setAddress('') });
  };
  return (
    <SettingsSection
      title="Invite someone"
      description="They get a link that works once, for 7 days. Only owners can invite owners."
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field label="Email" error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Role">
          {(control) => (
            <select
              {...control}
              aria-describedby="invite-role-hint"
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className={`${inputClass} bg-white`}
            >
              {assignableRoles(callerRole).map((r) => (
                <option key={r} value={r}>
                  {roleNames[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton pending={invite.isPending} className="sm:mt-6">
          {invite.isPending ? 'Inviting…' : 'Send invitation'}
        </SubmitButton>
        <p id="invite-role-hint" className="text-sm text-slate-600 sm:col-span-3">
          {roleNames[role]}: {roleHints[role]}
        </p>
      </form>
      <div className="mt-4">
        <FormError message={invite.isError ? apiErrorMessage(invite.error) : undefined} />
        {invite.data && <InvitationLink invitation={invite.data.data} zone={zone} />}
      </div>
    </SettingsSection>
  );
}

function InvitationLink({ invitation, zone }: { invitation: InvitationsCreateResponse['data']; zone: string }) {
  const clock = useClock();
  return (
    <div className="rounded-lg bg-blue-50 p-4 ring-1 ring-blue-200">
      <p role="status" className="text-sm font-semibold">
        {invitation.emailed
          ? `Invitation emailed to ${invitation.email} (${roleNames[invitation.role]}).`
          : `Invitation ready for ${invitation.email} (${roleNames[invitation.role]}). It was not emailed: copy the link and send it yourself.`}
      </p>
      <p className="mb-3 mt-1 text-sm text-slate-700">
        The link works once, until {formatWorkspaceTime(invitation.expires_at, zone, clock)}. Anyone with it can join as{' '}
        {roleNames[invitation.role].toLowerCase()}.
      </p>
      <CopyField label="Invitation link" value={invitation.link} />
    </div>
  );
}
