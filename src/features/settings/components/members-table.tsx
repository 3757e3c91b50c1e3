import { initials } from '../../../lib/words';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { membersListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Member } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useRemoveMember } from '../api/use-member-actions';
import { roleNames, type Role } from '../../../lib/roles';
import { mayManage } from '../utils/people-roles';
import { ConfirmDialog } from './confirm-dialog';
import { LeaveWorkspaceButton } from './leave-workspace';
import { RoleCell } from './role-cell';
import { roleHints } from '../utils/people-roles';
import { SettingsSection, smallButton } from './settings-section';

interface Caller {
  userId: string;
  role: Role;
  workspaceName: string;
}

/** The members with their roles; each changed or removed by those allowed to, and oneself able to leave. */
export function MembersTable({ caller }: { caller: Caller }) {
  const members = useSuspenseQuery(membersListOptions()).data.data;
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useRemoveMember();
  return (
    <SettingsSection
      title="Members"
      description={`${members.length} ${members.length === 1 ? 'person' : 'people'} in ${caller.workspaceName}. ${roleNames.client}: ${roleHints.client}`}
    >
      <div className="@container relative -mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[17rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Name
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-semibold @xl:table-cell">
                Email
              </th>
              <th scope="col" className="py-2 font-semibold">
                Role
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {members.map((member) => {
              const self = member.user_id === caller.userId;
              const manageable = mayManage(caller.role, member.role);
              return (
                <tr key={member.user_id}>
                  <td className="py-3 pr-3">
                    <span className="flex items-center gap-2">
                      {member.picture ? (
                        <img
                          src={member.picture}
                          alt=""
                          width={28}
                          height={28}
                          className="size-7 shrink-0 rounded-full"
                        />
                      ) : (
                        // No picture: the initials, as decoration (the name follows).
                        <span
                          aria-hidden="true"
                          className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700"
                        >
                          {initials(member.name)}
                        </span>
                      )}
                      <span className="min-w-0">
                        <span className="block font-medium">
                          {member.name}
                          {self && <span className="font-normal text-slate-600"> (you)</span>}
                        </span>
                        {/* Narrow, the email goes under the name rather than in a column of its own. */}
                        <span className="block break-all text-xs text-slate-600 @xl:hidden">{member.email}</span>
                      </span>
                    </span>
                  </td>
                  <td className="hidden break-all py-3 pr-3 text-slate-700 @xl:table-cell">{member.email}</td>
                  {/* The role and what can be done with the member share a cell, which wraps on a narrow screen. */}
                  <td className="py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      {manageable ? <RoleCell member={member} callerRole={caller.role} /> : roleNames[member.role]}
                      {self ? (
                        <LeaveWorkspaceButton userId={member.user_id} workspaceName={caller.workspaceName} small />
                      ) : (
                        manageable && (
                          <Button
                            variant="secondary"
                            className={`${smallButton} text-red-800`}
                            onClick={() => setRemoving(member)}
                            aria-label={`Remove ${member.name}`}
                          >
                            Remove
                          </Button>
                        )
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate({ body: { user_id: Number(removing.user_id) } }, { onSettled: () => setRemoving(null) })
        }
        onClose={() => setRemoving(null)}
      >
        <p>
          {removing?.name} ({removing?.email}) loses access to {caller.workspaceName} at once: their sessions in it end.
          Their posts stay.
        </p>
      </ConfirmDialog>
    </SettingsSection>
  );
}
