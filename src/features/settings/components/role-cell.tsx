import { useRef, useState } from 'react';
import type { Member } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useChangeRole } from '../api/use-member-actions';
import { roleNames, type Role } from '../../../lib/roles';
import { assignableRoles } from '../utils/people-roles';
import { smallButton } from './settings-section';

/**
 * A member's role, changed with Save rather than on the select's change: arrowing through a closed select fires
 * change in some browsers, and a role should not move by accident.
 */
export function RoleCell({ member, callerRole }: { member: Member; callerRole: Role }) {
  const [choice, setChoice] = useState<Role | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const change = useChangeRole();
  const shown = choice ?? member.role;
  const options = assignableRoles(callerRole);
  return (
    <div className="flex items-center gap-2">
      <select
        ref={select}
        value={shown}
        aria-label={`Role of ${member.name}`}
        onChange={(e) => setChoice(e.target.value as Role)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && choice) {
            e.preventDefault();
            setChoice(null);
          }
        }}
        className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
      >
        {(options.includes(member.role) ? options : [member.role, ...options]).map((role) => (
          <option key={role} value={role}>
            {roleNames[role]}
          </option>
        ))}
      </select>
      {choice && choice !== member.role && (
        <Button
          className={smallButton}
          disabled={change.isPending}
          aria-label={`Save role of ${member.name}`}
          onClick={() => {
            change.mutate({ body: { user_id: Number(member.user_id), role: choice } });
            setChoice(null);
            select.current?.focus();
          }}
        >
          Save
        </Button>
      )}
    </div>
  );
}
