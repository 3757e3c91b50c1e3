import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-delete';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, server } from '../../../testing/server';

const series = { series_id: 'ser-1', repeat_every: '2w', occurrences: 12, is_custom_time: 1 };
const third = outboxPost(3, 'Friday tasting at six', '2026-06-12 18:00:00', { ...series, occurrence: 3 });
const fourth = outboxPost(4, 'Friday tasting at six', '2026-06-26 18:00:00', { ...series, occurrence: 4 });
const alone = outboxPost(5, 'Grind right before you brew', '2026-06-13 09:00:00');

function serve() {
  const deletes: string[] = [];
  server.use(
    http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [third, fourth, alone]))),
    http.delete(`${API}/posts/delete`, ({ request }) => {
      deletes.push(new URL(request.url).search);
      return HttpResponse.json({ status: 'success', data: '11 posts deleted.' });
    }),
  );
  return deletes;
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>, post: HTMLElement) => {
  await user.click(within(post).getByRole('button', { name: /^More actions for post/ }));
  return screen.getByRole('menu');
};

describe('a post of a series in the outbox', () => {
  afterEach(() => vi.useRealTimers());

  it('says how it repeats and which occurrence it is', async () => {
    serve();
    renderApp('/outbox/11');
    const posts = await screen.findAllByRole('article', { name: 'Post: Friday tasting at six' });
    expect(posts[0]).toHaveTextContent('Repeats every 2 weeks · 3 of 12');
    expect(posts[1]).toHaveTextContent('Repeats every 2 weeks · 4 of 12');
    expect(screen.getByRole('article', { name: 'Post: Grind right before you brew' })).not.toHaveTextContent('Repeats');
  });

  it('says in its edit dialog that the edit changes this occurrence only', async () => {
    serve();
    renderApp('/outbox/11');
    const user = userEvent.setup();
    const [post] = await screen.findAllByRole('article', { name: 'Post: Friday tasting at six' });
    await user.click(within(post!).getByRole('button', { name: /^Edit post/ }));
    const composer = await screen.findByRole('dialog', { name: 'Edit post' }, { timeout: 5_000 });
    expect(composer).toHaveTextContent('Repeats every 2 weeks · 3 of 12: this edit changes this one only.');
  });

  it('is deleted alone with “Delete this one”', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deletes = serve();
    renderApp('/outbox/11');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [post] = await screen.findAllByRole('article', { name: 'Post: Friday tasting at six' });
    await user.click(within(await openMenu(user, post!)).getByRole('menuitem', { name: 'Delete this one' }));
    expect(screen.getAllByRole('article', { name: 'Post: Friday tasting at six' })).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    await waitFor(() => expect(deletes).toEqual(['?channel_id=11&post_id=3&delete_mapped=0']));
  });

  it('takes the rest of the series with it when asked, with delete_series=1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deletes = serve();
    renderApp('/outbox/11');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [post] = await screen.findAllByRole('article', { name: 'Post: Friday tasting at six' });
    const menu = await openMenu(user, post!);
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete this and the rest of the series' }));
    expect(screen.queryByRole('article', { name: 'Post: Friday tasting at six' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Post: Grind right before you brew' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    await waitFor(() => expect(deletes).toEqual(['?channel_id=11&post_id=3&delete_mapped=0&delete_series=1']));
  });
});
