import type { Member } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { roleNames } from '../../../lib/roles';
import { smallButton } from './settings-section';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * The members, those who take turns first and in their order, each chosen by a checkbox and moved by buttons (so the
 * order is set with the keyboard alike). A moved member's button keeps the focus, or its twin at either end.
 */
export function MemberTurns({
  members,
  turns,
  onChange,
  error,
}: {
  members: readonly Member[];
  turns: readonly string[];
  onChange: (turns: string[]) => void;
  error?: string;
}) {
  const byId = new Map(members.map((member) => [member.user_id, member]));
  const chosen = turns.flatMap((id) => byId.get(id) ?? []);
  const others = members.filter((member) => !turns.includes(member.user_id));
  const move = (id: string, by: -1 | 1) => {
    const from = turns.indexOf(id);
    const next = [...turns];
    next.splice(from, 1);
    next.splice(from + by, 0, id);
    onChange(next);
    // At either end, the button that moved it is disabled: its twin takes the focus.
    const blocked = by < 0 ? from + by === 0 : from + by === next.length - 1;
    const direction = by < 0 !== blocked ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`turn-${id}-${direction}`)?.focus());
  };
  return (
    <fieldset aria-describedby={error ? 'member-turns-error' : undefined}>
      <legend className="text-sm font-semibold">Members, in turn</legend>
      <p className="text-sm text-slate-600">Tick who takes new conversations, and set the order they take them in.</p>
      <ul aria-label="Members" className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {[...chosen, ...others].map((member) => {
          const place = turns.indexOf(member.user_id);
          return (
            <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <label className="grid min-w-0 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3">
                <input
                  type="checkbox"
                  checked={place >= 0}
                  onChange={(e) =>
                    onChange(
                      e.target.checked ? [...turns, member.user_id] : turns.filter((id) => id !== member.user_id),
                    )
                  }
                  className="row-span-2 size-4"
                />
                <span className="min-w-0 font-medium">{member.name}</span>
                <span className="text-xs text-slate-600">{roleNames[member.role]}</span>
              </label>
              {place >= 0 && (
                <span className="flex items-center gap-2">
                  <span className="text-xs font-semibold text-slate-700">{ordinal(place + 1)}</span>
                  <Button
                    id={`turn-${member.user_id}-up`}
                    variant="secondary"
                    className={smallButton}
                    disabled={place === 0}
                    onClick={() => move(member.user_id, -1)}
                    aria-label={`Move ${member.name} up`}
                  >
                    Up
                  </Button>
                  <Button
                    id={`turn-${member.user_id}-down`}
                    variant="secondary"
                    className={smallButton}
                    disabled={place === turns.length - 1}
                    onClick={() => move(member.user_id, 1)}
                    aria-label={`Move ${member.name} down`}
                  >
                    Down
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="member-turns-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
