import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, recordPosts, server } from '../../../testing/server';

/** On X (11) and Instagram (15), with a shorter text for X and a first comment. */
const launch: Draft = {
  draft_id: 7,
  message: 'Our autumn menu is here: pumpkin cold brew, maple latte and a new oat cookie.',
  channel_ids: '11_15',
  is_processed: 0,
  created_time: '2026-06-09 10:00:00',
  updated_time: '2026-06-09 10:00:00',
  creator_id: '1',
  creator_name: 'Maya Chen',
  versions: [
    { channel_id: 11, message: 'Autumn menu: pumpkin cold brew is back.' },
    // For a channel the draft no longer names: dropped when it goes out, so not shown.
    { channel_id: 99, message: 'An old version' },
  ],
  first_comment: 'Full menu: https://northwind.example/autumn',
};

/** A thread on X that repeats, with a campaign. */
const tips: Draft = {
  ...launch,
  draft_id: 8,
  message: 'Three tips for better coffee at home.',
  channel_ids: '11',
  versions: undefined,
  first_comment: undefined,
  thread: ['1. Grind just before you brew.', '2. Weigh your beans.'],
  repeat_every: '2w',
  repeat_count: 5,
  utm_campaign: 'home-brewing',
};

function serveDrafts(drafts: Draft[]) {
  server.use(
    http.get(`${API}/drafts/get`, () =>
      HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, count: drafts.length, drafts } }),
    ),
  );
}

afterEach(() => vi.useRealTimers());

describe('a draft card', () => {
  it('marks a network’s own text and the first comment, each readable on demand', async () => {
    serveDrafts([launch]);
    renderApp('/drafts');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /^Draft: Our autumn menu/ });

    const version = within(card).getByRole('button', { name: 'Own text for X' });
    expect(version).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Autumn menu: pumpkin cold brew is back.')).not.toBeInTheDocument();
    await user.click(version);
    expect(version).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('region', { name: 'Own text for X' })).toHaveTextContent(
      'Autumn menu: pumpkin cold brew is back.',
    );
    // Instagram takes the draft's own text: no mark for it, nor for the channel the draft no longer names.
    expect(within(card).getAllByRole('button', { name: /^Own text for/ })).toHaveLength(1);
    expect(within(card).queryByText('An old version')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'First comment' }));
    expect(within(card).getByRole('region', { name: 'First comment' })).toHaveTextContent(
      'Full menu: https://northwind.example/autumn',
    );
    expect(within(card).queryByRole('button', { name: /^Thread/ })).not.toBeInTheDocument();
  });

  it('shows a thread’s parts, its repeat and its campaign; a repeating draft is scheduled or shared, not queued', async () => {
    serveDrafts([tips]);
    renderApp('/drafts');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /^Draft: Three tips/ });

    await user.click(within(card).getByRole('button', { name: 'Thread: 3 parts' }));
    const thread = within(card).getByRole('region', { name: 'Thread: 3 parts' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual([
      "Part 1 of 3: the post's text",
      'Part 2 of 3' + '1. Grind just before you brew.',
      'Part 3 of 3' + '2. Weigh your beans.',
    ]);
    expect(within(card).getByText('Repeats every 2 weeks, 5 times')).toBeInTheDocument();
    expect(within(card).getByText('Campaign “home-brewing”')).toBeInTheDocument();
    const queue = within(card).getByRole('button', { name: /^Add draft .* to the queue$/ });
    expect(queue).toBeDisabled();
    expect(queue).toHaveAccessibleDescription(
      'It repeats: Schedule it to choose the day it starts, or share it now to start today.',
    );
    // Shared now, its series starts today, and the question says so.
    await user.click(within(card).getByRole('button', { name: /^Share draft .* now$/ }));
    expect(within(card).getByText(/^Publish on its channel now\?/)).toHaveTextContent(
      'Publish on its channel now? Repeats every 2 weeks, 5 times, from today.',
    );
  });

  it('asks before sharing now, gives the focus back with Back, and sends after five seconds unless undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveDrafts([launch]);
    const updates = recordPosts<Record<string, unknown>>('/drafts/update', () =>
      HttpResponse.json({ status: 'success', data: 'Published.' }),
    );
    renderApp('/drafts');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: /^Draft: Our autumn menu/ });
    const share = () => within(card).getByRole('button', { name: /^Share draft .* now$/ });

    await user.click(share());
    expect(within(card).getByText('Publish on all 2 channels now?')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Yes, share now' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(share()).toHaveFocus();

    await user.click(share());
    await user.click(within(card).getByRole('button', { name: 'Yes, share now' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Sharing in 5 s…');
    await user.click(within(card).getByRole('button', { name: 'Undo' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(updates).toEqual([]);
    expect(share()).toHaveFocus();

    await user.click(share());
    await user.click(within(card).getByRole('button', { name: 'Yes, share now' }));
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(updates).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ draft_id: 7, share_now: 1 });
    // Shared, the draft leaves the page: the focus goes to its heading rather than the document.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Drafts', level: 1 })).toHaveFocus());
  });
});
