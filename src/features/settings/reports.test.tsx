import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportSchedule, ReportSchedulesCreateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, draftsWithChannels, errorBody, recordPosts, server } from '../../testing/server';
import { signedInAs } from './test-support';

const monday: ReportSchedule = {
  schedule_id: '4',
  name: 'Monday results',
  frequency: 'weekly',
  weekday: 'mon',
  month_day: null,
  time: '08:00',
  recipients: ['boss@example.com', 'agency@example.org'],
  channel_ids: [],
  attach_csv: 1,
  next_run_at: '2026-11-30 08:00:00',
  last_sent_at: null,
  last_error: 'Connection refused by the mail server.',
  created_by: 'Maya Chen',
};

function serveSchedules(initial: ReportSchedule[], mailEnabled = 1) {
  let schedules = initial;
  server.use(
    http.get(`${API}/reports/schedules`, () =>
      HttpResponse.json({ status: 'success', data: { mail_enabled: mailEnabled, schedules } }),
    ),
    http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
  );
  return { set: (next: ReportSchedule[]) => (schedules = next) };
}

describe('the Reports settings', () => {
  it('lists each schedule with its next send and last error', async () => {
    serveSchedules([monday]);
    renderApp('/settings/reports');
    const list = await screen.findByRole('list', { name: 'Scheduled reports' });
    expect(list).toHaveTextContent('Monday results');
    expect(list).toHaveTextContent('Every Monday at 08:00 · to 2 addresses · PDF and CSV');
    expect(list).toHaveTextContent('Next sent 2026-11-30 08:00');
    expect(list).toHaveTextContent('The last send failed: Connection refused by the mail server.');
  });

  it('schedules a monthly report of one channel, and shows a refusal beside its field', async () => {
    const schedules = serveSchedules([]);
    let refuse = true;
    const created = recordPosts<ReportSchedulesCreateData['body']>('/reports/schedules/create', (body) => {
      if (refuse) {
        refuse = false;
        return HttpResponse.json(
          { ...errorBody('invalid_parameter', 'Write email addresses such as name@example.com'), field: 'recipients' },
          { status: 400 },
        );
      }
      const made = { ...monday, schedule_id: '9', name: body.name, frequency: 'monthly' as const, last_error: null };
      schedules.set([made]);
      return HttpResponse.json({ status: 'success', data: made });
    });
    const user = userEvent.setup();
    renderApp('/settings/reports');
    expect(await screen.findByText(/No scheduled reports yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New scheduled report' }));
    const dialog = screen.getByRole('dialog', { name: 'New scheduled report' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Monthly for the client');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), 'monthly');
    const day = within(dialog).getByRole('spinbutton', { name: /Day of the month/ });
    await user.clear(day);
    await user.type(day, '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Recipients/ }), 'boss@example.com, nope');
    await user.click(within(dialog).getByRole('checkbox', { name: /Northwind Cafe/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Attach the CSV/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));

    expect(await within(dialog).findByText('Write email addresses such as name@example.com')).toBeInTheDocument();
    expect(created[0]).toEqual({
      name: 'Monthly for the client',
      frequency: 'monthly',
      month_day: 3,
      time: '08:00',
      recipients: 'boss@example.com, nope',
      channel_ids: '15',
      attach_csv: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Scheduled reports' })).toHaveTextContent('Monthly for the client');
  });

  it('deletes a schedule after asking', async () => {
    const schedules = serveSchedules([monday]);
    const deleted = recordPosts<{ schedule_id: number }>('/reports/schedules/delete', () => {
      schedules.set([]);
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/reports');
    await user.click(await screen.findByRole('button', { name: 'Delete Monday results' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the scheduled report Monday results?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText(/No scheduled reports yet/)).toBeInTheDocument();
    expect(deleted).toEqual([{ schedule_id: 4 }]);
  });

  it('says the operator sets SMTP_URL when the service cannot send email', async () => {
    serveSchedules([], 0);
    renderApp('/settings/reports');
    expect(await screen.findByText(/Whoever runs it sets SMTP_URL/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New scheduled report' })).toBeDisabled();
  });

  it('is for owners and admins: a collaborator lands on their profile', async () => {
    signedInAs('collaborator');
    serveSchedules([monday]);
    // Their profile lists their sessions.
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const { router } = renderApp('/settings/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
