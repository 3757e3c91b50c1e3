import { useState } from 'react';
import type { DraftsGetResponse, ReportSchedule } from '../../../api/generated/types.gen';

type DraftChannel = DraftsGetResponse['data']['channels'][number];
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { serviceErrors, useFormErrors } from '../../../lib/form-errors';
import { networkName } from '../../../../shared/networks';
import { useCreateReportSchedule, useUpdateReportSchedule } from '../api/use-report-schedules';
import { FormError, SubmitButton } from './settings-section';

export const WEEKDAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;
type Weekday = keyof typeof WEEKDAY_NAMES;
type FieldName = 'name' | 'frequency' | 'weekday' | 'month_day' | 'time' | 'recipients' | 'channel_ids';
const FIELDS: FieldName[] = ['name', 'frequency', 'weekday', 'month_day', 'time', 'recipients', 'channel_ids'];

/** Adds a scheduled report or changes one; the service's refusals show beside the field they name. */
export function ReportScheduleDialog({
  schedule,
  channels,
  onClose,
}: {
  schedule?: ReportSchedule;
  channels: DraftChannel[];
  onClose: () => void;
}) {
  const [name, setName] = useState(schedule?.name ?? '');
  const [frequency, setFrequency] = useState<'weekly' | 'monthly'>(schedule?.frequency ?? 'weekly');
  const [weekday, setWeekday] = useState<Weekday>(schedule?.weekday ?? 'mon');
  const [monthDay, setMonthDay] = useState(String(schedule?.month_day ?? 1));
  const [time, setTime] = useState(schedule?.time ?? '08:00');
  const [recipients, setRecipients] = useState(schedule?.recipients.join(', ') ?? '');
  const [chosen, setChosen] = useState<string[]>(schedule?.channel_ids ?? []);
  const [csv, setCsv] = useState(schedule?.attach_csv === 1);
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const create = useCreateReportSchedule();
  const update = useUpdateReportSchedule();
  const pending = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fields: Partial<Record<FieldName, string>> = {};
    if (!name.trim()) fields.name = 'Name the report, such as “Monday results for the client”.';
    if (!recipients.trim()) fields.recipients = 'Give at least one email address.';
    if (fields.name || fields.recipients) return show({ fields });
    const body = {
      name: name.trim(),
      frequency,
      ...(frequency === 'weekly' ? { weekday } : { month_day: Number(monthDay) }),
      time,
      recipients,
      channel_ids: chosen.join('_'),
      attach_csv: csv ? 1 : 0,
    };
    const settled = { onSuccess: onClose, onError: (failure: unknown) => show(serviceErrors(failure, FIELDS)) };
    if (schedule) update.mutate({ body: { schedule_id: Number(schedule.schedule_id), ...body } }, settled);
    else create.mutate({ body }, settled);
  };

  return (
    <Dialog open onClose={onClose} title={schedule ? `Edit the report ${schedule.name}` : 'New scheduled report'}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <Field label="Name" error={errors.fields.name}>
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                clear('name');
              }}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="How often" error={errors.fields.frequency}>
          {(control) => (
            <select
              {...control}
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as 'weekly' | 'monthly')}
              className={inputClass}
            >
              <option value="weekly">Every week (the last full week, Monday to Sunday)</option>
              <option value="monthly">Every month (the last calendar month)</option>
            </select>
          )}
        </Field>
        {frequency === 'weekly' ? (
          <Field label="Day" error={errors.fields.weekday}>
            {(control) => (
              <select
                {...control}
                value={weekday}
                onChange={(e) => setWeekday(e.target.value as Weekday)}
                className={inputClass}
              >
                {Object.entries(WEEKDAY_NAMES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field
            label="Day of the month"
            error={errors.fields.month_day}
            hint={<p className="text-sm text-slate-600">1 to 28, so every month has it.</p>}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={28}
                value={monthDay}
                onChange={(e) => setMonthDay(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        )}
        <Field
          label="Time"
          error={errors.fields.time}
          hint={<p className="text-sm text-slate-600">In the workspace’s time zone.</p>}
        >
          {(control) => (
            <input
              {...control}
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Recipients"
          error={errors.fields.recipients}
          hint={
            <p className="text-sm text-slate-600">
              Up to 20 email addresses, separated by commas; people outside the workspace too.
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              value={recipients}
              rows={2}
              onChange={(e) => {
                setRecipients(e.target.value);
                clear('recipients');
              }}
              className={inputClass}
            />
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold">Channels</legend>
          <p className="text-sm text-slate-600">
            None chosen: one report of the whole workspace. Each chosen channel: a report of its own.
          </p>
          <ul className="mt-1 space-y-1">
            {channels.map((channel) => (
              <li key={channel.channel_id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(channel.channel_id)}
                    onChange={(e) =>
                      setChosen(
                        e.target.checked
                          ? [...chosen, channel.channel_id]
                          : chosen.filter((id) => id !== channel.channel_id),
                      )
                    }
                  />
                  {channel.name} ({networkName(channel.channel_type)})
                </label>
              </li>
            ))}
          </ul>
          {errors.fields.channel_ids && <p className="text-sm text-red-800">{errors.fields.channel_ids}</p>}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={csv} onChange={(e) => setCsv(e.target.checked)} />
          Attach the CSV of every post too
        </label>
        <FormError message={errors.alert} tabIndex={-1} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>
            {pending ? 'Saving…' : schedule ? 'Save report' : 'Schedule report'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
