import { useState } from 'react';
import type { WorkspaceSettings, WorkspaceUpdateData } from '../../../api/generated/types.gen';
import { Field, inputClass } from '../../../components/ui/field';
import { RadioCards } from '../../../components/ui/radio-cards';
import { formatTimeOfDay, type Clock } from '../../../lib/clock';
import { parseTimeList, timeExample } from '../../../lib/clock-input';
import { apiErrorMessage } from '../../../lib/api-error';
import { useUpdateWorkspace } from '../api/use-update-workspace';
import { scheduleTexts, slotTimes, weekdays, type Weekday } from '../../../lib/schedule';
import { ScheduleFields } from './schedule-fields';
import { FormError, SettingsSection, SubmitButton } from './settings-section';
import { TimeZoneField } from '../../../components/ui/time-zone-field';
import { ZoneChangeDialog } from './zone-change-dialog';

type Change = WorkspaceUpdateData['body'];

const clocks = [
  { value: '24h', label: '24-hour', hint: '13:00 (the default)' },
  { value: '12h', label: '12-hour', hint: '1:00 PM' },
] as const;

/** A day's times written again on another clock, when every one of them can be read; as typed otherwise. */
function onClock(text: string, clock: Clock) {
  const times = parseTimeList(text);
  return times.every((t) => t.time) ? times.map((t) => formatTimeOfDay(t.time!, clock)).join(', ') : text;
}

/** The workspace's name, zone, clock, approval rule and default schedule; only what changed is sent. */
export function WorkspaceForm({ settings }: { settings: WorkspaceSettings }) {
  const [name, setName] = useState(settings.name);
  const [zone, setZone] = useState(settings.timezone);
  const [approval, setApproval] = useState(settings.approval_required);
  const [clock, setClock] = useState<Clock>(settings.clock);
  const [slots, setSlots] = useState(() => scheduleTexts(settings.default_schedule, settings.clock));
  const [errors, setErrors] = useState<Partial<Record<Weekday | 'name', string>>>({});
  const [unchanged, setUnchanged] = useState(false);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const save = useUpdateWorkspace();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems: typeof errors = {};
    const change: Change = {};
    const trimmed = name.trim();
    if (!trimmed) problems.name = 'Write the workspace’s name.';
    else if (trimmed !== settings.name) change.name = trimmed;
    if (zone !== settings.timezone) change.timezone = zone;
    if (approval !== settings.approval_required) change.approval_required = approval ? 1 : 0;
    if (clock !== settings.clock) change.clock = clock;
    for (const [day] of weekdays) {
      const parsed = slotTimes(clock).safeParse(slots[day]);
      if (!parsed.success) problems[day] = parsed.error.issues[0]!.message;
      else if (parsed.data !== settings.default_schedule[day].join('_')) change[day] = parsed.data;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setUnchanged(Object.keys(change).length === 0);
    if (Object.keys(change).length === 0) return;
    // A new zone moves every queued post: the person says yes to that first.
    if (change.timezone) setConfirming(change);
    else save.mutate({ body: change });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <SettingsSection title="Name and time zone" description="Every time in the workspace is shown in its zone.">
        <div className="space-y-4">
          <Field label="Workspace name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <TimeZoneField value={zone} onChange={setZone} />
        </div>
      </SettingsSection>
      <SettingsSection title="Clock" description="How every time in the dashboard is written and typed, for everyone.">
        <RadioCards
          legend="Times of day"
          value={clock}
          options={clocks}
          onChange={(next) => {
            setClock(next);
            setSlots(
              (all) => Object.fromEntries(weekdays.map(([day]) => [day, onClock(all[day], next)])) as typeof all,
            );
          }}
        />
      </SettingsSection>
      <SettingsSection title="Approval">
        <div className="flex items-start gap-3">
          <input
            id="approval-required"
            type="checkbox"
            role="switch"
            checked={approval}
            onChange={(e) => setApproval(e.target.checked)}
            aria-describedby="approval-required-hint"
            className="mt-1 size-4"
          />
          <div>
            <label htmlFor="approval-required" className="text-sm font-semibold">
              Collaborators’ posts need approval
            </label>
            <p id="approval-required-hint" className="text-sm text-slate-600">
              When on, what a collaborator queues waits in Approvals until it is approved at each of the approval steps
              below.
            </p>
          </div>
        </div>
      </SettingsSection>
      <SettingsSection
        title="Default posting schedule"
        description={`The times channels connected from now on start with, in ${zone}. Channels already connected keep their own schedule (change it from their outbox). Write times as ${timeExample(clock)}; leave a day empty for no posts.`}
      >
        <ScheduleFields values={slots} errors={errors} onChange={setSlots} />
      </SettingsSection>
      <FormError message={save.isError ? apiErrorMessage(save.error) : undefined} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={save.isPending}>{save.isPending ? 'Saving…' : 'Save workspace settings'}</SubmitButton>
        <p role="status" className="text-sm text-slate-600">
          {unchanged ? 'Nothing changed: there is nothing to save.' : ''}
        </p>
      </div>
      <ZoneChangeDialog
        change={confirming}
        from={settings.timezone}
        clock={settings.clock}
        pending={save.isPending}
        onConfirm={(change) => save.mutate({ body: change }, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
