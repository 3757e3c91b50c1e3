import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxResponse } from '../../testing/outbox-fixtures';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';

const channelBoxes = (composer: HTMLElement) =>
  within(within(composer).getByRole('group', { name: 'Channels' })).getAllByRole('checkbox');

describe('compose from anywhere', () => {
  it('opens a new post with no channel chosen from the header’s Create post, on a page without a composer of its own', async () => {
    renderApp('/inbox');
    const user = userEvent.setup();
    // The phone's header and the wider screens' are both in jsdom's page (CSS hides one): the first is the phone's.
    const buttons = await screen.findAllByRole('button', { name: 'Create post' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    expect(channelBoxes(composer).map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    await user.click(within(composer).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'New post' })).not.toBeInTheDocument();
  });

  it('opens it with c, but not while typing in a field', async () => {
    server.use(
      http.get(`${API}/inbox/search`, () =>
        HttpResponse.json({
          status: 'success',
          data: { count: 0, limit: 20, view_more: 0, total: 0, active: 0, terms: ['c'], posts: [] },
        }),
      ),
    );
    renderApp('/inbox');
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search inbox' });
    await user.type(search, 'c');
    expect(search).toHaveValue('c');
    expect(screen.queryByRole('dialog', { name: 'New post' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('main'));
    await user.keyboard('c');
    const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    // In the composer, c is text.
    await user.click(within(composer).getByLabelText('Message'));
    await user.keyboard('cc');
    expect(within(composer).getByLabelText('Message')).toHaveValue('cc');
    expect(screen.getAllByRole('dialog', { name: 'New post' })).toHaveLength(1);
  });

  it('chooses the channel of the outbox on screen', async () => {
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('15', []))));
    renderApp('/outbox/15');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'New post' });
    await user.keyboard('c');
    const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    expect(channelBoxes(composer).map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
  });
});
