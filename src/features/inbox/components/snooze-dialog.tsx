import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { TimeInput } from '../../../components/ui/time-input';
import { apiErrorMessage } from '../../../lib/api-error';
import { timeExample } from '../../../lib/clock-input';
import { addDays, formatWorkspaceTime, todayIn, zoneLabel } from '../../../lib/time';
import { MORNING, snoozeChoices } from '../utils/snooze-times';

interface SnoozeDialogProps {
  item: InboxItem;
  zone: string;
  /** Resolves once the service took it (the pane then closes); rejects with its refusal. */
  onSnooze: (until: string) => Promise<void>;
  onClose: () => void;
}

type Where = 'quick' | 'chosen';

/**
 * Until when the conversation sleeps: a quick choice, or a day and time of the person's own, in the workspace's
 * zone. The service's refusal (a time passed meanwhile, an hour the clocks skip) is shown where the time was chosen.
 */
export function SnoozeDialog({ item, zone, onSnooze, onClose }: SnoozeDialogProps) {
  const clock = useClock();
  const id = useId();
  const [now] = useState(() => new Date());
  const today = todayIn(zone, now);
  const [day, setDay] = useState(() => addDays(today, 1));
  const [time, setTime] = useState(MORNING);
  const [pending, setPending] = useState<{ where: Where; until: string } | null>(null);
  const [problem, setProblem] = useState<{ where: Where; message: string } | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  // After the dialog's own opening, which gives the focus to its first control (Close).
  useEffect(() => queueMicrotask(() => first.current?.focus()), []);

  // Not disabled while waiting: the focus would fall out of a disabled button, and a refusal needs it there.
  const snooze = async (until: string, where: Where) => {
    if (pending) return;
    setProblem(null);
    setPending({ where, until });
    try {
      await onSnooze(until);
      onClose();
    } catch (error) {
      setProblem({ where, message: apiErrorMessage(error) });
      setPending(null);
    }
  };
  const chosen = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setProblem({ where: 'chosen', message: 'Choose a day.' });
    if (!/^\d{2}:\d{2}$/.test(time))
      return setProblem({ where: 'chosen', message: `Type a time such as ${timeExample(clock)}.` });
    void snooze(`${day} ${time}:00`, 'chosen');
  };
  const alert = (where: Where) =>
    problem?.where === where && (
      <p id={`${id}-${where}`} role="alert" className="mt-2 text-sm text-red-800">
        Not snoozed: {problem.message}
      </p>
    );
  const invalid = problem?.where === 'chosen' || undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Snooze the conversation"
      description={`With ${item.user_name}. It leaves the inbox and comes back unread at the time you choose (${zoneLabel(zone)}).`}
    >
      <ul className="grid gap-1.5">
        {snoozeChoices(zone, now).map((choice, index) => (
          <li key={choice.label}>
            <button
              ref={index === 0 ? first : undefined}
              type="button"
              onClick={() => void snooze(choice.until, 'quick')}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm ring-1 ring-slate-200 hover:bg-slate-50"
            >
              <span className="font-medium">
                {pending?.until === choice.until && pending.where === 'quick' ? 'Snoozing…' : choice.label}
              </span>
              <span className="sr-only">, </span>
              <span className="text-slate-600">{formatWorkspaceTime(choice.until, zone, clock, now)}</span>
            </button>
          </li>
        ))}
      </ul>
      {alert('quick')}
      <form onSubmit={chosen} noValidate className="mt-4 border-t border-slate-200 pt-4">
        <fieldset>
          <legend className="text-sm font-semibold">A day and time of your choosing</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-day`} className="text-sm">
                Day ({zoneLabel(zone)})
              </label>
              <input
                id={`${id}-day`}
                type="date"
                min={today}
                value={day}
                aria-invalid={invalid}
                aria-describedby={invalid && `${id}-chosen`}
                onChange={(event) => setDay(event.target.value)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-time`} className="text-sm">
                Time ({zoneLabel(zone)})
              </label>
              <TimeInput
                id={`${id}-time`}
                clock={clock}
                value={time}
                aria-invalid={invalid}
                aria-describedby={invalid && `${id}-chosen`}
                onChange={setTime}
                className={inputClass}
              />
            </div>
          </div>
        </fieldset>
        {alert('chosen')}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" className="min-h-10" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-10">
            {pending?.where === 'chosen' ? 'Snoozing…' : 'Snooze until then'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
