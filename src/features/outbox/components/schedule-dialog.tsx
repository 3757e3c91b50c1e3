import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  channelsGetScheduleOptions,
  channelsGetScheduleQueryKey,
  channelsUpdateScheduleMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { PostingSchedule } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { scheduleTexts, slotTimes, weekdays, type Weekday } from '../../../lib/schedule';
import { zoneLabel } from '../../../lib/time';
import { outboxKey } from '../api/outbox-query';

export function ScheduleDialog({
  channelId,
  channelName,
  open,
  onClose,
}: {
  channelId: string;
  channelName: string;
  open: boolean;
  onClose: () => void;
}) {
  const options = channelsGetScheduleOptions({ query: { channel_id: Number(channelId) } });
  const schedule = useQuery({ ...options, enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Posting schedule · ${channelName}`}
      description="Queued posts go out at these times, in order."
      size="lg"
    >
      {schedule.isPending && <p className="text-sm text-slate-600">Loading the schedule…</p>}
      {schedule.isError && <p role="alert">The schedule could not load. Close this and try again.</p>}
      {schedule.data && (
        <ScheduleForm
          channelId={channelId}
          initial={schedule.data.data.schedule}
          zone={schedule.data.data.timezone}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function ScheduleForm({
  channelId,
  initial,
  zone,
  onDone,
}: {
  channelId: string;
  initial: PostingSchedule;
  zone: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Record<Weekday, string>>(() => scheduleTexts(initial));
  const [errors, setErrors] = useState<Partial<Record<Weekday, string>>>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    ...channelsUpdateScheduleMutation(),
    onSuccess: () => {
      toast.show('Schedule saved: queued posts moved to the new times.');
      onDone();
    },
    onError: (error) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outboxKey(channelId) }),
        queryClient.invalidateQueries({
          queryKey: channelsGetScheduleQueryKey({ query: { channel_id: Number(channelId) } }),
        }),
      ]),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = Object.fromEntries(weekdays.map(([d]) => [d, slotTimes.safeParse(values[d])]));
    const problems = Object.fromEntries(
      Object.entries(parsed).flatMap(([d, r]) => (r.success ? [] : [[d, r.error.issues[0]!.message]])),
    );
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = Object.fromEntries(Object.entries(parsed).map(([d, r]) => [d, r.data as string]));
    save.mutate({ body: { channel_id: Number(channelId), ...body } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 text-sm text-slate-600">
        Times are {zoneLabel(zone)} ({zone}). Leave a day empty for no posts that day.
      </p>
      <div className="space-y-3">
        {weekdays.map(([day, label]) => (
          <div key={day} className="grid grid-cols-[7rem_1fr] items-start gap-3">
            <label htmlFor={`slots-${day}`} className="pt-2 text-sm font-semibold">
              {label}
            </label>
            <div>
              <input
                id={`slots-${day}`}
                value={values[day]}
                onChange={(e) => setValues({ ...values, [day]: e.target.value })}
                aria-invalid={errors[day] ? true : undefined}
                aria-describedby={errors[day] ? `slots-${day}-error` : undefined}
                className="w-full rounded-lg border border-slate-400 px-3 py-2"
                placeholder="09:00, 13:00, 17:00"
              />
              {errors[day] && (
                <p id={`slots-${day}-error`} className="mt-1 text-sm text-red-800">
                  {errors[day]}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
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
