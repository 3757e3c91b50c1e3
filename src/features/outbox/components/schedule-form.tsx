import { useEffect, useRef, useState } from 'react';
import type { PostingSchedule } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { weekdays, type Weekday } from '../../../lib/schedule';
import { useClock } from '../../../api/use-workspace';
import { timeExample } from '../../../lib/clock-input';
import { zoneLabel } from '../../../lib/time';
import { useUpdateSchedule } from '../api/use-update-schedule';
import { BestTimeChips } from './best-time-chips';
import { ScheduleDay } from './schedule-day';
import { nextSlot, slotProblems, slotsBody, slotsOf, type Slots } from './schedule-slots';

interface ScheduleFormProps {
  channelId: string;
  initial: PostingSchedule;
  zone: string;
  onDone: () => void;
}

/** A week of time fields: each day's slots, added and removed one by one. */
export function ScheduleForm({ channelId, initial, zone, onDone }: ScheduleFormProps) {
  const [slots, setSlots] = useState<Slots>(() => slotsOf(initial));
  const [problems, setProblems] = useState<ReturnType<typeof slotProblems>>({ days: {} });
  const save = useUpdateSchedule(channelId);
  const clock = useClock();
  // Adding or removing a slot moves the focus to where the person goes on: the new picker, or the day's button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (day: Weekday, times: string[]) => setSlots((all) => ({ ...all, [day]: times }));
  const add = (day: Weekday) => {
    focusNext.current = `slot-${day}-${slots[day].length}`;
    change(day, [...slots[day], nextSlot(slots[day])]);
  };
  const addBest = (day: Weekday, time: string) => {
    focusNext.current = `slot-${day}-${slots[day].length}`;
    change(day, [...slots[day], time]);
  };
  const remove = (day: Weekday, index: number) => {
    const rest = slots[day].filter((_, i) => i !== index);
    focusNext.current = rest.length ? `slot-${day}-${Math.min(index, rest.length - 1)}` : `add-${day}`;
    change(day, rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = slotProblems(slots, clock);
    setProblems(found);
    if (found.whole || Object.keys(found.days).length) return;
    save.mutate({ body: { channel_id: Number(channelId), ...slotsBody(slots) } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 text-sm text-slate-600">
        Times are {zoneLabel(zone)} ({zone}), written as {timeExample(clock)}. A day without times gets no posts.
      </p>
      <BestTimeChips channelId={channelId} slots={slots} clock={clock} onAdd={addBest} />
      <div className="divide-y divide-slate-200">
        {weekdays.map(([day, label]) => (
          <ScheduleDay
            key={day}
            day={day}
            label={label}
            times={slots[day]}
            clock={clock}
            error={problems.days[day]}
            onChange={(times) => change(day, times)}
            onAdd={() => add(day)}
            onRemove={(index) => remove(day, index)}
          />
        ))}
      </div>
      {problems.whole && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {problems.whole}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save schedule
        </Button>
      </div>
    </form>
  );
}
