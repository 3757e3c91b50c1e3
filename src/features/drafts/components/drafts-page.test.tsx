import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, server } from '../../../testing/server';

const draft: Draft = {
  draft_id: 4,
  message: 'Idea: a monthly "ask the roaster" live session.',
  channel_ids: '',
  is_processed: 0,
  created_time: '2026-06-09 10:00:00',
  updated_time: '2026-06-09 10:00:00',
  creator_id: '1',
  creator_name: 'Maya Chen',
};

describe('the drafts page', () => {
  it('keeps Schedule and Delete in a draft’s menu; Delete hides the draft at once, and Undo brings it back', async () => {
    const deletes: string[] = [];
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, count: 1, drafts: [draft] } }),
      ),
      http.delete(`${API}/drafts/delete`, ({ request }) => {
        deletes.push(request.url);
        return HttpResponse.json({ status: 'success', data: 'Draft deleted.' });
      }),
    );
    renderApp('/drafts');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /^Draft: Idea/ });
    expect(within(card).getByRole('button', { name: /^Edit draft/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Add draft .* to the queue$/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^More actions for draft/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Schedule…', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));

    expect(screen.queryByRole('article', { name: /^Draft: Idea/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Drafts', level: 1 })).toHaveFocus();
    const status = screen.getByText('Draft deleted.').closest<HTMLElement>('[role="status"]')!;
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: /^Draft: Idea/ })).toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('keeps a draft without a channel from the queue and from sharing, says why, and shows a draft’s picture', async () => {
    const pictured: Draft = {
      ...draft,
      draft_id: 5,
      message: 'Our winter blend is back.',
      channel_ids: '11',
      picture: 'https://northwind.example/winter.jpg',
    };
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({
          ...draftsWithChannels,
          data: { ...draftsWithChannels.data, count: 2, drafts: [draft, pictured] },
        }),
      ),
    );
    renderApp('/drafts');
    const nowhere = await screen.findByRole('article', { name: /^Draft: Idea/ });
    for (const name of [/^Add draft .* to the queue$/, /^Share draft .* now$/]) {
      const button = within(nowhere).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Pick a channel first: Edit the draft to choose where it goes.');
    }
    expect(within(nowhere).queryByRole('img', { name: 'Attached to this draft' })).not.toBeInTheDocument();

    const card = screen.getByRole('article', { name: /^Draft: Our winter blend/ });
    expect(within(card).getByRole('button', { name: /^Add draft .* to the queue$/ })).toBeEnabled();
    expect(within(card).getByRole('img', { name: 'Attached to this draft' })).toHaveAttribute(
      'src',
      'https://northwind.example/winter.jpg',
    );
  });

  it('shows a draft’s picture as its small rendition', async () => {
    const picture = 'http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt12.png';
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({
          ...draftsWithChannels,
          data: { ...draftsWithChannels.data, count: 1, drafts: [{ ...draft, picture }] },
        }),
      ),
    );
    renderApp('/drafts');
    const card = await screen.findByRole('article', { name: /^Draft: Idea/ });
    expect(within(card).getByRole('img', { name: 'Attached to this draft' })).toHaveAttribute(
      'src',
      'http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt12.small.webp',
    );
  });
});
