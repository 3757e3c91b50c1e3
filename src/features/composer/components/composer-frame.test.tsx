import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, recordPosts, server } from '../../../testing/server';

const published = () =>
  HttpResponse.json({
    status: 'success',
    data: { post_id: [1], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {} },
  });

/** A new post on the X channel (11), written, set to Share now; the clock is a fake one the test moves. */
async function shareAPost() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))));
  const created = recordPosts<Record<string, unknown>>('/posts/create', published);
  renderApp('/outbox/11');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste('Cold brew season starts Friday.');
  await user.click(within(composer).getByRole('radio', { name: 'Share now' }));
  await user.click(within(composer).getByRole('button', { name: 'Share now' }));
  return { user, composer, created };
}

afterEach(() => vi.useRealTimers());

describe('share now in the composer', () => {
  it('asks first, then waits five seconds with Undo; Undo sends nothing and keeps the post as written', async () => {
    const { user, composer, created } = await shareAPost();
    expect(within(composer).getByText('Publish on its channel now?')).toBeInTheDocument();
    await user.click(within(composer).getByRole('button', { name: 'Yes, share now' }));
    expect(within(composer).getByRole('status')).toHaveTextContent('Sharing in 5 s…');
    expect(within(composer).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(composer).getByRole('status')).toHaveTextContent('Sharing in 2 s…');

    await user.click(within(composer).getByRole('button', { name: 'Undo' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(created).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'New post' })).toBe(composer);
    expect(within(composer).getByLabelText('Message')).toHaveValue('Cold brew season starts Friday.');
    expect(within(composer).getByRole('button', { name: 'Share now' })).toBeEnabled();
  });

  it('sends once the five seconds are over, and closes with what happened', async () => {
    const { user, composer, created } = await shareAPost();
    await user.click(within(composer).getByRole('button', { name: 'Yes, share now' }));
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(created).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ channel_ids: '11', share_now: 1, message: 'Cold brew season starts Friday.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New post' })).not.toBeInTheDocument());
    expect(await screen.findByText('Published.')).toBeInTheDocument();
  });

  it('goes back to the form with Back, and closing while counting is Undo, not a lost post', async () => {
    const { user, composer, created } = await shareAPost();
    await user.click(within(composer).getByRole('button', { name: 'Back' }));
    expect(within(composer).getByRole('button', { name: 'Share now' })).toBeInTheDocument();
    await user.click(within(composer).getByRole('button', { name: 'Share now' }));
    await user.click(within(composer).getByRole('button', { name: 'Yes, share now' }));
    // The dialog's Close (as Escape, which jsdom's dialog does not implement) stops it and keeps the dialog.
    await user.click(within(composer).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'New post' })).toBe(composer);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(created).toEqual([]);
    expect(within(composer).getByLabelText('Message')).toHaveValue('Cold brew season starts Friday.');
  });
});

describe('a new post with no channel yet', () => {
  it('offers only Save as draft, and says to pick a channel first', async () => {
    const drafts = recordPosts<Record<string, unknown>>('/drafts/create', () =>
      HttpResponse.json({ status: 'success', data: { draft_id: 9 } }),
    );
    renderApp('/inbox');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Create post' }))[0]!);
    const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    await user.click(within(composer).getByLabelText('Message'));
    await user.paste('An idea for the autumn menu.');

    const when = within(composer).getByRole('group', { name: 'When' });
    expect(when).toHaveAccessibleDescription(/^Pick a channel first/);
    for (const name of ['Add to queue', 'Share now', 'Schedule'])
      expect(within(when).getByRole('radio', { name })).toBeDisabled();
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Pick a channel first.');

    // A channel picked, it can go; its network's rules show beside it.
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    expect(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ })).toHaveAccessibleDescription(
      'Up to 280 characters.',
    );
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));
    expect(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ })).toHaveAccessibleDescription(
      'Up to 2,200 characters; needs an image.',
    );
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));
    expect(within(when).getByRole('radio', { name: 'Share now' })).toBeEnabled();
    expect(submit).toBeEnabled();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));

    await user.click(within(when).getByRole('radio', { name: 'Save as draft' }));
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]).toMatchObject({ channel_ids: '', message: 'An idea for the autumn menu.' });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
  });
});

describe('the composer’s times', () => {
  it('give their example on the workspace’s 24-hour clock, never a 12-hour one', async () => {
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))));
    renderApp('/outbox/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    await user.click(within(composer).getByLabelText('Message'));
    await user.paste('Cold brew season starts Friday.');
    await user.click(within(composer).getByRole('radio', { name: 'Schedule' }));
    await user.type(within(composer).getByLabelText(/^Day/), '2099-12-01');
    await user.type(within(composer).getByLabelText(/^Time/), '7pm tonight');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    const time = within(composer).getByLabelText(/^Time/);
    expect(time).toHaveAccessibleDescription(/Write the time it should go out, such as 09:00 or 13:30\./);
    expect(composer).not.toHaveTextContent(/\d(:\d\d)? ?[AP]M/);
  });
});
