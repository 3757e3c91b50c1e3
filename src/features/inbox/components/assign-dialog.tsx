import { membersOf } from '../api/teammates';
import { inboxViewsOptions } from '../api/view-queries';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { nobody, type Assignee } from '../api/assign-item';

interface AssignDialogProps {
  item: InboxItem;
  me: Assignee;
  onChoose: (to: Assignee) => void;
  onClose: () => void;
}

interface Choice extends Assignee {
  label: string;
  open?: number;
}

/**
 * Whom the conversation goes to: the person, each teammate (everyone may be assigned, collaborators too: decision
 * 039), or nobody. Each says how many open items they have, so work can go to whoever has least.
 */
export function AssignDialog({ item, me, onChoose, onClose }: AssignDialogProps) {
  const assignees = useQuery(inboxViewsOptions());
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  const members = assignees.data ? membersOf(assignees.data) : [];
  const choices: Choice[] = [
    { ...me, label: 'Me', open: members.find((a) => a.user_id === me.user_id)?.open },
    ...members
      .filter((a) => a.user_id !== me.user_id)
      .map((a) => ({ user_id: a.user_id, name: a.name, label: a.name, open: a.open })),
    { ...nobody, label: 'Nobody', open: assignees.data?.data.unassigned.open },
  ];
  // After the dialog's own opening, which gives the focus to its first control (Close).
  useEffect(() => queueMicrotask(() => first.current?.focus()), []);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Assign the conversation"
      description={`With ${item.user_name}. Who answers it?`}
    >
      <ul className="grid gap-1.5">
        {choices.map((choice, index) => {
          const current = choice.user_id === item.assignee_id;
          return (
            <li key={choice.user_id}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                aria-label={choice.label}
                aria-describedby={
                  [current && `${id}-current`, choice.open !== undefined && `${id}-${index}`]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onClick={() => onChoose(choice)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm ring-1 ring-slate-200 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1 truncate font-medium">{choice.label}</span>
                {choice.open !== undefined && (
                  <span id={`${id}-${index}`} aria-hidden="true" className="text-xs text-slate-600">
                    {choice.open} open
                  </span>
                )}
                {current && <Check aria-hidden="true" className="size-4 text-blue-700" />}
              </button>
            </li>
          );
        })}
      </ul>
      <p id={`${id}-current`} hidden>
        Has it now
      </p>
      {assignees.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Finding your teammates…
        </p>
      )}
      {assignees.isError && (
        <div role="alert" className="mt-3 text-sm text-red-800">
          <p>Your teammates could not be listed: {apiErrorMessage(assignees.error)}</p>
          <Button variant="secondary" className="mt-2 min-h-10" onClick={() => void assignees.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </Dialog>
  );
}
