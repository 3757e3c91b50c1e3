import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxReportResponse, InboxReportRow } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, server } from '../../testing/server';

type Query = { from: string; to: string; group_by: 'member' | 'channel' | 'day' };

const row = (key: string, name: string, figures: Omit<InboxReportRow, 'key' | 'name'>): InboxReportRow => ({
  key,
  name,
  ...figures,
});

/** A known answer per grouping: Sam answered most, quickly; what nobody was given waited. */
const groupsBy: Record<Query['group_by'], InboxReportRow[]> = {
  member: [
    row('3', 'Sam Rivera', {
      count: 12,
      answered_share: 0.75,
      first_response_p50: 240,
      first_response_p90: 4_800,
      done_p50: 7_200,
    }),
    row('0', 'Nobody', {
      count: 4,
      answered_share: 0,
      first_response_p50: null,
      first_response_p90: null,
      done_p50: 183_600,
    }),
  ],
  channel: [
    row('11', 'northwindcoffee', {
      count: 16,
      answered_share: 0.5625,
      first_response_p50: 240,
      first_response_p90: 4_800,
      done_p50: 9_000,
    }),
  ],
  day: [
    row('2026-06-14', '2026-06-14', {
      count: 0,
      answered_share: null,
      first_response_p50: null,
      first_response_p90: null,
      done_p50: null,
    }),
    row('2026-06-15', '2026-06-15', {
      count: 16,
      answered_share: 0.5625,
      first_response_p50: 240,
      first_response_p90: 4_800,
      done_p50: 9_000,
    }),
  ],
};
const total = {
  count: 16,
  answered_share: 0.5625,
  first_response_p50: 240,
  first_response_p90: 4_800,
  done_p50: 9_000,
};

/** GET /inbox/report answering the known figures for any range, keeping the queries asked. */
function fakeReport(answer?: (query: Query) => Response) {
  const asked: Query[] = [];
  server.use(
    http.get(`${API}/inbox/report`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams) as Query;
      asked.push(query);
      if (answer) return answer(query);
      const body: InboxReportResponse = {
        status: 'success',
        data: { ...query, total, groups: groupsBy[query.group_by] },
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

const table = () => screen.findByRole('table', { name: /^Response times by/ });
const cellsOf = async (name: string) =>
  within(await table())
    .getByRole('rowheader', { name })
    .closest('tr')!
    .querySelectorAll('td');
const figures = async (name: string) => [...(await cellsOf(name))].map((cell) => cell.textContent);

describe('the Reports page', () => {
  beforeEach(() => {
    // 15 June 2026, 01:30 in New York (05:30 UTC): the last 30 days are 17 May to 15 June, in the workspace's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T05:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the last 30 days by member: counts, answered share and times in words, Unassigned for member 0', async () => {
    const asked = fakeReport();
    renderApp('/inbox/reports');
    expect(await figures('Sam Rivera')).toEqual(['12', '75%', '4 min', '1 h 20 min', '2 h']);
    expect(await figures('Unassigned')).toEqual(['4', '0%', '—', '—', '2 d 3 h']);
    expect(await figures('All')).toEqual(['16', '56%', '4 min', '1 h 20 min', '2 h 30 min']);
    expect(asked).toEqual([{ from: '2026-05-17', to: '2026-06-15', group_by: 'member' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-17');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-15');
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
    const sections = screen.getByRole('navigation', { name: 'Inbox sections' });
    expect(within(sections).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    // The chart draws what the table says, hidden from assistive technology, which reads the table.
    const chart = screen.getByRole('figure', { name: /^Time to the first answer by member/ });
    expect(chart.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('groups by channel or by day at once, the choice kept in the address', async () => {
    const asked = fakeReport();
    const { router } = renderApp('/inbox/reports?from=2026-06-01&to=2026-06-15');
    await figures('Sam Rivera');
    await userEvent.click(screen.getByRole('radio', { name: 'Channel' }));
    expect(await figures('Northwind Coffee (@northwindcoffee)')).toEqual([
      '16',
      '56%',
      '4 min',
      '1 h 20 min',
      '2 h 30 min',
    ]);
    expect(router.state.location.search).toEqual({ from: '2026-06-01', to: '2026-06-15', group_by: 'channel' });
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await figures('Sun, Jun 14')).toEqual(['0', '—', '—', '—', '—']);
    expect(await figures('Mon, Jun 15')).toEqual(['16', '56%', '4 min', '1 h 20 min', '2 h 30 min']);
    expect(asked.map((query) => query.group_by)).toEqual(['member', 'channel', 'day']);
    // Back goes to the grouping before.
    router.history.back();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Channel' })).toBeChecked());
    // Three reports, each drawn: slower than most tests on a shared machine.
  }, 15_000);

  it('asks for other days when they are chosen and shown', async () => {
    const asked = fakeReport();
    const { router } = renderApp('/inbox/reports');
    await figures('Sam Rivera');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    expect(asked).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-01-01', to: '2026-06-15', group_by: 'member' }));
    expect(router.state.location.search).toEqual({ from: '2026-01-01', to: '2026-06-15' });
  });

  it('refuses days that end before they start or span more than a year, asking nothing of the service', async () => {
    const asked = fakeReport();
    const { router } = renderApp('/inbox/reports?from=2026-06-10&to=2026-06-01');
    expect(await screen.findByText('The end date comes before the start date: choose a later one.')).toHaveAttribute(
      'role',
      'alert',
    );
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'A report covers at most 366 days, and these are 517: choose fewer.',
    );
    expect(router.state.location.search).toEqual({ from: '2026-06-10', to: '2026-06-01' });
    expect(asked).toEqual([]);
  });

  it('says a day the calendar lacks is not one', async () => {
    const asked = fakeReport();
    renderApp('/inbox/reports?from=2026-02-30&to=2026-03-10');
    expect(
      await screen.findByText('The start date 2026-02-30 is not a day of the calendar: choose another.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the service’s reason when the report fails, and tries again', async () => {
    let fail = true;
    fakeReport((query) =>
      fail
        ? HttpResponse.json(errorBody('database_unavailable', 'The database is away for a moment.'), { status: 503 })
        : HttpResponse.json({ status: 'success', data: { ...query, total, groups: groupsBy.member } }),
    );
    renderApp('/inbox/reports');
    const alert = await screen.findByText(/^The report could not load/);
    expect(alert).toHaveTextContent('The database is away for a moment.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await figures('Sam Rivera')).toEqual(['12', '75%', '4 min', '1 h 20 min', '2 h']);
  });

  it('says when nothing came in', async () => {
    fakeReport((query) =>
      HttpResponse.json({
        status: 'success',
        data: {
          ...query,
          total: { count: 0, answered_share: null, first_response_p50: null, first_response_p90: null, done_p50: null },
          groups: [],
        },
      }),
    );
    renderApp('/inbox/reports');
    expect(await screen.findByText('Nothing came in from 2026-05-17 to 2026-06-15.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
