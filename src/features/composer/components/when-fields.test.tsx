import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, recordPosts, server, serveTwelveHourClock } from '../../../testing/server';

/** The composer of a new post on the X channel (11), set to go out at a day and time. */
async function scheduleAPost() {
  server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))));
  const created = recordPosts<Record<string, unknown>>('/posts/create', () =>
    HttpResponse.json({
      status: 'success',
      data: { post_id: [1], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {} },
    }),
  );
  renderApp('/outbox/11');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste('Cold brew season starts Friday.');
  await user.click(within(composer).getByRole('radio', { name: 'Schedule' }));
  await user.type(within(composer).getByLabelText(/^Day/), '2099-12-01');
  const time = within(composer).getByLabelText(/^Time/);
  return { user, composer, time, created };
}

describe('the composer’s time', () => {
  it('is written on the 24-hour clock by default, and takes “1:30 pm” as 13:30', async () => {
    const { user, composer, time, created } = await scheduleAPost();
    expect(time).toHaveAttribute('type', 'text');
    expect(time).toHaveAttribute('placeholder', '13:00');
    expect(time).toHaveAccessibleDescription('Such as 09:00 or 13:30.');
    await user.type(time, '1:30 pm');
    await user.tab();
    expect(time).toHaveValue('13:30');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ custom_time: '2099-12-01 13:30:00' });
  });

  it('is written on the 12-hour clock when the workspace chose it, and still takes 13:30', async () => {
    serveTwelveHourClock();
    const { user, composer, time, created } = await scheduleAPost();
    expect(time).toHaveAttribute('placeholder', '1:00 PM');
    expect(time).toHaveAccessibleDescription('Such as 9:00 AM or 1:30 PM.');
    await user.type(time, '13:30');
    await user.tab();
    expect(time).toHaveValue('1:30 PM');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ custom_time: '2099-12-01 13:30:00' });
  });

  it('says what is wrong with a time it cannot read, and sends nothing', async () => {
    const { user, composer, time, created } = await scheduleAPost();
    await user.type(time, '25:00');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    expect(await within(composer).findByText(/Write the time it should go out/)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });
});
