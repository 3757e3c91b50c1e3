import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { draftsGetOptions, reportSchedulesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ReportSchedule } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useDeleteReportSchedule } from '../api/use-report-schedules';
import { ConfirmDialog } from './confirm-dialog';
import { ReportScheduleDialog, WEEKDAY_NAMES } from './report-schedule-dialog';
import { EditDeleteButtons, SettingsPageTitle, SettingsSection } from './settings-section';

type Editing = { schedule?: ReportSchedule } | null;

const whenText = (s: ReportSchedule) =>
  s.frequency === 'weekly'
    ? `Every ${WEEKDAY_NAMES[s.weekday ?? 'mon']} at ${s.time}`
    : `Every month on day ${s.month_day} at ${s.time}`;

/** Results reports mailed on a schedule (decision 079): owners and admins keep them here. */
export function ReportsPage() {
  const { mail_enabled, schedules } = useSuspenseQuery(reportSchedulesListOptions()).data.data;
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const remove = useDeleteReportSchedule();
  return (
    <>
      <SettingsPageTitle title="Reports">
        Send the results report by email every week or month: the PDF of the last full week (Monday to Sunday) or month,
        and the CSV if you like, to your team or your clients. Each recipient can stop it from the email.
      </SettingsPageTitle>
      <SettingsSection
        title="Scheduled reports"
        actions={
          <Button onClick={() => setEditing({})} disabled={!mail_enabled}>
            <Plus aria-hidden="true" className="size-4" />
            New scheduled report
          </Button>
        }
      >
        {!mail_enabled && (
          <p
            role="status"
            className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            This service cannot send email yet, so reports cannot be scheduled. Whoever runs it sets SMTP_URL (and
            MAIL_FROM) for reports to go out.
          </p>
        )}
        {schedules.length === 0 ? (
          <p className="text-sm text-slate-600">
            No scheduled reports yet. Add one to send a client their results every Monday morning, without anyone
            remembering to download it.
          </p>
        ) : (
          <ul aria-label="Scheduled reports" className="divide-y divide-slate-200">
            {schedules.map((s) => (
              <li key={s.schedule_id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block break-words font-semibold">{s.name}</span>
                  <span className="block text-slate-600">
                    {whenText(s)} · to{' '}
                    {s.recipients.length === 1 ? s.recipients[0] : `${s.recipients.length} addresses`}
                    {s.attach_csv ? ' · PDF and CSV' : ' · PDF'}
                  </span>
                  <span className="block text-slate-600">Next sent {s.next_run_at.slice(0, 16)}</span>
                  {s.last_error && (
                    <span className="block text-red-800">
                      The last send failed: {s.last_error} It is tried again at the next send.
                    </span>
                  )}
                </span>
                <EditDeleteButtons
                  name={s.name}
                  onEdit={() => setEditing({ schedule: s })}
                  onDelete={() => setDeleting(s)}
                />
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      {editing && (
        <ReportScheduleDialog schedule={editing.schedule} channels={channels} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the scheduled report ${deleting?.name ?? ''}?`}
        confirmLabel="Delete report"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate({ body: { schedule_id: Number(deleting.schedule_id) } }, { onSettled: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      >
        <p>Nobody gets it any more. The results stay on the Analytics page, to download there.</p>
      </ConfirmDialog>
    </>
  );
}
