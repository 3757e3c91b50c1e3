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

async function openSchedule(week = schedule) {
  server.use(
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
