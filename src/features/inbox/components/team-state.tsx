import { AlarmClock, UserRound } from 'lucide-react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { formatWorkspaceTime } from '../../../lib/time';
import { presenceWords, usePresenceOn } from '../api/presence';

/**
 * The conversation's team state under its title: who has it, until when it is snoozed, its labels, and who else is
 * on it now (a polite status, so a screen reader hears a teammate arrive or start typing).
 */
export function TeamState({ item, me, zone }: { item: InboxItem; me: string; zone: string }) {
  const clock = useClock();
  const others = usePresenceOn(item, me);
  const assigned = item.assignee_id !== '0';
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="flex min-w-0 items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>{assigned ? `Assigned to ${item.assignee_name || 'a former member'}` : 'Not assigned'}</span>
          {assigned && item.assignee_id === me && <span className="text-slate-600">(you)</span>}
        </p>
        {item.snoozed_until && (
          <p className="flex items-center gap-1.5">
            <AlarmClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            Snoozed until {formatWorkspaceTime(item.snoozed_until, zone, clock)}
          </p>
        )}
        {item.labels.length > 0 && (
          <ul aria-label="Labels" className="flex flex-wrap gap-1">
            {item.labels.map((label) => (
              <li
                key={label.label_id}
                className="inline-flex max-w-48 items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
              >
                <LabelSwatch color={label.color} className="size-2" />
                <span className="truncate">{label.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="font-medium text-amber-800">
        {presenceWords(others)}
      </p>
    </div>
  );
}
