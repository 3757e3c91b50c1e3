import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PostingSchedule } from '../../../api/generated/types.gen';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, recordPosts, server, serveTwelveHourClock } from '../../../testing/server';

const daily = ['09:00', '13:00', '17:00'];
const schedule: PostingSchedule = { mon: daily, tue: daily, wed: daily, thu: daily, fri: daily, sat: [], sun: [] };

/** The channel's best times as analytics/bestTimes answers them: enough posts and these suggestions, or too few. */
const bestTimes = (suggested: { weekday: string; time: string }[], posts_counted = 48) =>
  HttpResponse.json({
    status: 'success',
    data: {
      channel_id: '11',
      timezone: 'America/New_York',
      window_from: '2026-05-24 12:00:00',
      window_to: '2026-11-20 12:00:00',
      posts_counted,
      posts_needed: 30,
      enough: posts_counted >= 30 ? 1 : 0,
      cells: [],
      suggested: posts_counted >= 30 ? suggested : [],
    },
  });

async function openSchedule(week = schedule, best: () => Response | Promise<Response> = () => bestTimes([], 0)) {
  server.use(
    http.get(`${API}/analytics/bestTimes`, best),
    http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))),
    http.get(`${API}/channels/getSchedule`, () =>
      HttpResponse.json({
        status: 'success',
        data: { channel_id: '11', timezone: 'America/New_York', schedule: week },
      }),
    ),
  );
  const saved = recordPosts<Record<string, unknown>>('/channels/updateSchedule', () =>
    HttpResponse.json({ status: 'success', data: { channel_id: '11', timezone: 'America/New_York', schedule } }),
  );
  renderApp('/outbox/11');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Posting schedule' }));
  const dialog = await screen.findByRole('dialog', { name: /^Posting schedule/ });
  await within(dialog).findByRole('button', { name: 'Add a time to Monday' });
  return { user, dialog, saved };
}

describe('the posting schedule', () => {
  it('is a time field per slot, named by day and place; slots are added and removed by keyboard', async () => {
    const { user, dialog, saved } = await openSchedule();
    expect(within(dialog).getByLabelText('Monday slot 3')).toHaveValue('17:00');
    expect(within(dialog).queryByLabelText('Saturday slot 1')).not.toBeInTheDocument();

    within(dialog).getByRole('button', { name: 'Add a time to Monday' }).focus();
    await user.keyboard('{Enter}');
    const added = within(dialog).getByLabelText('Monday slot 4');
    expect(added).toHaveValue('18:00');
    expect(added).toHaveFocus();

    within(dialog).getByRole('button', { name: 'Remove Tuesday slot 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Tuesday slot 2')).toHaveValue('17:00');
    expect(within(dialog).getByLabelText('Tuesday slot 2')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add a time to Saturday' }));
    expect(within(dialog).getByLabelText('Saturday slot 1')).toHaveValue('12:00');

    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          channel_id: 11,
          mon: '09:00_13:00_17:00_18:00',
          tue: '09:00_17:00',
          wed: '09:00_13:00_17:00',
          thu: '09:00_13:00_17:00',
          fri: '09:00_13:00_17:00',
          sat: '12:00',
          sun: '',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('refuses a slot without a time before sending anything', async () => {
    const { user, dialog, saved } = await openSchedule();
    await user.clear(within(dialog).getByLabelText('Wednesday slot 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(
      within(dialog).getByText('Write each of Wednesday’s times as 09:00 or 13:30, or remove the slot.'),
    ).toBeInTheDocument();

    expect(saved).toEqual([]);
  });

  it('refuses a week without any slot: queued posts would never go out', async () => {
    const none: string[] = [];
    const { user, dialog, saved } = await openSchedule({
      ...schedule,
      mon: ['09:00'],
      tue: none,
      wed: none,
      thu: none,
      fri: none,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Monday slot 1' }));
    expect(within(dialog).getByRole('button', { name: 'Add a time to Monday' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByText(/^Add at least one time/)).toHaveAttribute('role', 'alert');
    expect(saved).toEqual([]);
  });

  it('shows and takes times on the 24-hour clock by default, whatever the browser’s locale', async () => {
    const { user, dialog, saved } = await openSchedule();
    const slot = within(dialog).getByLabelText('Monday slot 2');
    expect(slot).toHaveValue('13:00');
    expect(slot).toHaveAttribute('type', 'text');
    await user.clear(slot);
    await user.type(slot, '2:30 pm');
    await user.tab();
    expect(slot).toHaveValue('14:30');
    // The arrows move a time by a quarter of an hour, as a native time field's do.
    await user.click(within(dialog).getByLabelText('Tuesday slot 1'));
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByLabelText('Tuesday slot 1')).toHaveValue('08:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mon: '09:00_14:30_17:00', tue: '08:45_13:00_17:00' });
  });

  it('shows and takes times on the 12-hour clock when the workspace chose it', async () => {
    serveTwelveHourClock();
    const { user, dialog, saved } = await openSchedule();
    expect(within(dialog).getByText(/written as 9:00 AM or 1:30 PM/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Monday slot 1')).toHaveValue('9:00 AM');
    const slot = within(dialog).getByLabelText('Monday slot 2');
    expect(slot).toHaveValue('1:00 PM');
    await user.clear(slot);
    await user.type(slot, '15:45');
    await user.tab();
    expect(slot).toHaveValue('3:45 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Add a time to Saturday' }));
    expect(within(dialog).getByLabelText('Saturday slot 1')).toHaveValue('12:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mon: '09:00_15:45_17:00', sat: '12:00' });
  });
});

describe("the posting schedule's best times", () => {
  it('offers the best times the schedule lacks as chips that add a slot, the focus on it', async () => {
    const { user, dialog, saved } = await openSchedule(schedule, () =>
      bestTimes([
        { weekday: 'tue', time: '09:00' },
        { weekday: 'sat', time: '11:00' },
        { weekday: 'thu', time: '15:00' },
        { weekday: 'wed', time: '13:00' },
      ]),
    );
    const best = await within(dialog).findByRole('region', { name: 'Best times for this channel' });
    // Tuesday 09:00 and Wednesday 13:00 are in the schedule already.
    expect(
      within(best)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add Sat 11:00', 'Add Thu 15:00']);
    await user.click(within(best).getByRole('button', { name: 'Add Saturday 11:00 to the schedule' }));
    expect(within(dialog).getByLabelText('Saturday slot 1')).toHaveValue('11:00');
    expect(within(dialog).getByLabelText('Saturday slot 1')).toHaveFocus();
    expect(within(best).queryByRole('button', { name: /Saturday/ })).not.toBeInTheDocument();
    within(best).getByRole('button', { name: 'Add Thursday 15:00 to the schedule' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Thursday slot 4')).toHaveValue('15:00');
    expect(within(best).getByText('The schedule has each of them.')).toBeInTheDocument();
    // Removing the slot offers its chip again.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Thursday slot 4' }));
    expect(within(best).getByRole('button', { name: 'Add Thursday 15:00 to the schedule' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ thu: '09:00_13:00_17:00', sat: '11:00' });
  }, 15_000);

  it('writes the chips on the workspace’s clock', async () => {
    serveTwelveHourClock();
    const { dialog } = await openSchedule(schedule, () => bestTimes([{ weekday: 'sun', time: '18:00' }]));
    expect(await within(dialog).findByRole('button', { name: 'Add Sunday 6:00 PM to the schedule' })).toHaveTextContent(
      'Add Sun 6:00 PM',
    );
  });

  it('says how many posts there are of the 30 needed while there are too few', async () => {
    const { dialog } = await openSchedule(schedule, () => bestTimes([], 12));
    expect(
      await within(dialog).findByText('12 of 30 posts so far: best times show once 30 posts have results.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Best times for this channel' })).not.toBeInTheDocument();
  });

  it('never holds up the schedule while they load', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { dialog } = await openSchedule(schedule, () => pending);
    expect(within(dialog).getByLabelText('Monday slot 1')).toHaveValue('09:00');
    expect(within(dialog).getByRole('button', { name: 'Save schedule' })).toBeEnabled();
    answer(bestTimes([{ weekday: 'sat', time: '11:00' }]));
    expect(
      await within(dialog).findByRole('button', { name: 'Add Saturday 11:00 to the schedule' }),
    ).toBeInTheDocument();
  });

  it('leaves the schedule as it is, without a word, when they cannot be read', async () => {
    let asked = 0;
    const { user, dialog, saved } = await openSchedule(schedule, () => {
      asked += 1;
      return HttpResponse.json({ status: 'error', code: 'internal', message: 'Something went wrong' }, { status: 500 });
    });
    await waitFor(() => expect(asked).toBe(1));
    // No alert in the dialog, no toast, no word of best times; the schedule is edited and saved as ever.
    await waitFor(() => expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']));
    expect(within(dialog).queryByText(/best times/i)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a time to Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ sat: '12:00' });
  });
});
