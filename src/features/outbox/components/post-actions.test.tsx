import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { accountAs, API, errorBody, server } from '../../../testing/server';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-delete';

const mine = outboxPost(1, 'Yirgacheffe is back', '2026-06-10 13:00:00', {
  creator_id: '2',
  creator_name: 'Sam Rivera',
});
const theirs = outboxPost(2, 'Grind right before you brew', '2026-06-10 17:00:00');

function asCollaborator() {
  server.use(accountAs({ user_id: '2', name: 'Sam Rivera', role: 'collaborator' }));
}

const card = (name: RegExp) => within(screen.getByRole('list', { name: 'Queue' })).getByRole('article', { name });
const openMenu = async (user: ReturnType<typeof userEvent.setup>, post: HTMLElement) => {
  await user.click(within(post).getByRole('button', { name: /^More actions for post/ }));
  return screen.getByRole('menu');
};

describe('a post’s actions', () => {
  afterEach(() => vi.useRealTimers());

  it('open the comments of the posts the viewer may change, and only those', async () => {
    asCollaborator();
    server.use(
      http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [mine, theirs]))),
      http.get(`${API}/posts/comments`, ({ request }) =>
        HttpResponse.json({
          status: 'success',
          data: {
            count: 1,
            comments: [
              {
                comment_id: '4',
                author_id: '1',
                author_name: 'Maya Chen',
                author_picture: '',
                message: `About post ${new URL(request.url).searchParams.get('post_id')}: say which farm`,
                timestamp: '2026-06-01 09:00:00',
                can_delete: 0,
              },
            ],
          },
        }),
      ),
    );
    renderApp('/outbox/11');
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Post: Yirgacheffe is back' });
    expect(within(card(/Grind right/)).queryByRole('button', { name: /^Comments/ })).not.toBeInTheDocument();

    const open = within(own).getByRole('button', { name: 'Comments on the post “Yirgacheffe is back”' });
    await user.click(open);
    const thread = await within(own).findByRole('region', { name: 'Comments on the post “Yirgacheffe is back”' });
    expect(await within(thread).findByText('About post 1: say which farm')).toBeInTheDocument();
    // Maya's comment is not Sam's to delete.
    expect(within(thread).queryByRole('button', { name: /^Delete the comment/ })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: /^Hide comments/ }));
    expect(thread).not.toBeInTheDocument();
  });

  it('show a collaborator only what they may do: their own posts to edit and delete, nobody’s to publish', async () => {
    asCollaborator();
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [mine, theirs]))));
    renderApp('/outbox/11');
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Post: Yirgacheffe is back' });
    const other = card(/Grind right/);

    expect(within(own).getByRole('button', { name: /^Edit post/ })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /^Share post/ })).not.toBeInTheDocument();
    expect(within(await openMenu(user, own)).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(within(other).queryByRole('button', { name: /^Edit post/ })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /^Share post/ })).not.toBeInTheDocument();
    const menu = await openMenu(user, other);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy to another channel…', 'Links and clicks']);
    // Reordering and the schedule are for owners and admins.
    expect(screen.queryByRole('button', { name: /^Move post/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Posting schedule' })).not.toBeInTheDocument();
  });

  it('show an owner every action on anyone’s post, Delete in red in the menu', async () => {
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [mine, theirs]))));
    renderApp('/outbox/11');
    const user = userEvent.setup();
    const other = await screen.findByRole('article', { name: 'Post: Grind right before you brew' });
    expect(within(other).getByRole('button', { name: /^Edit post/ })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /^Share post .* now$/ })).toBeInTheDocument();
    const remove = within(await openMenu(user, other)).getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveClass('text-red-700');
  });
});

describe('deleting a post', () => {
  afterEach(() => vi.useRealTimers());

  function serve() {
    const deletes: string[] = [];
    server.use(
      http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [mine, theirs]))),
      http.delete(`${API}/posts/delete`, ({ request }) => {
        deletes.push(new URL(request.url).search);
        return HttpResponse.json({ status: 'success', data: 'Post deleted.' });
      }),
    );
    return deletes;
  }

  it('hides it at once with Undo, and Undo brings it back without calling the service', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deletes = serve();
    renderApp('/outbox/11');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const post = await screen.findByRole('article', { name: 'Post: Grind right before you brew' });
    await user.click(within(await openMenu(user, post)).getByRole('menuitem', { name: 'Delete' }));

    expect(screen.queryByRole('article', { name: 'Post: Grind right before you brew' })).not.toBeInTheDocument();
    const status = screen.getByText('Post deleted.').closest<HTMLElement>('[role="status"]')!;
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Post: Grind right before you brew' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(deletes).toEqual([]);
  });

  it('deletes it on the service once the undo window has closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deletes = serve();
    renderApp('/outbox/11');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const post = await screen.findByRole('article', { name: 'Post: Grind right before you brew' });
    await user.click(within(await openMenu(user, post)).getByRole('menuitem', { name: 'Delete' }));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    await waitFor(() => expect(deletes).toEqual(['?channel_id=11&post_id=2&delete_mapped=0']));
  });

  it('shows it again, with the service’s reason in one error toast, when the service refuses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [mine, theirs]))),
      http.delete(`${API}/posts/delete`, () =>
        HttpResponse.json(errorBody('changed', 'This post changed meanwhile.'), { status: 409 }),
      ),
    );
    renderApp('/outbox/11');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const post = await screen.findByRole('article', { name: 'Post: Grind right before you brew' });
    await user.click(within(await openMenu(user, post)).getByRole('menuitem', { name: 'Delete' }));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(await screen.findByRole('article', { name: 'Post: Grind right before you brew' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getAllByText('This post changed meanwhile.')).toHaveLength(1);
  });
});
