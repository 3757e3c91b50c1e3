import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { layOutInboxList, rowOf, rowTexts } from './testing/inbox-screen';

describe("the inbox's search parameters", () => {
  it('keeps the valid ones and drops the others, without an error page', async () => {
    const { router } = renderApp(
      '/inbox?channel=11&archived=%22yes%22&unread=true&author=%22%22&item=-4&itemChannel=1.5',
    );
    expect(await screen.findByRole('heading', { name: /^Inbox/, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    const search = router.state.matches.at(-1)!.search;
    expect(Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))).toEqual({
      channel: 11,
      unread: true,
    });
  });
});

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Oat milk latte was perfect', { post_type: 'mention' });
const sam = inboxItem(3, 'Sam Kim', 'Opening hours on Sunday?', { post_type: 'message', is_direct_post: '1' });
const names = () => rowTexts().map((text) => text.match(/(Noah Kim|Elena Lee|Sam Kim)/)![1]);

describe('searching the inbox', () => {
  beforeEach(layOutInboxList);
  afterEach(() => vi.restoreAllMocks());

  it('/ goes to the search box; the words go to the address after a pause, and the results triage like the list', async () => {
    const service = fakeInbox([noah, elena, sam]);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']);

    await user.keyboard('/');
    const box = screen.getByRole('searchbox', { name: 'Search inbox' });
    expect(box).toHaveFocus();
    await user.keyboard('oat milk');
    expect(box).toHaveValue('oat milk');
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee']));
    expect(router.state.location.search).toMatchObject({ q: 'oat milk' });
    expect(service.searches.map((q) => q.get('q'))).toEqual(['oat milk']);
    expect(screen.getByRole('heading', { name: /^Inbox/, level: 1 })).toHaveTextContent('2 results · 2 unread');
    // The words found are marked in each result.
    const marked = (name: string) => [...rowOf(name).querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked('Noah Kim')).toEqual(['oat', 'milk']);
    expect(marked('Elena Lee')).toEqual(['Oat', 'milk']);

    // Esc leaves the box for the list; the keys triage the results.
    await user.keyboard('{Escape}');
    expect(rowOf('Noah Kim')).toHaveFocus();
    await user.keyboard('je');
    await waitFor(() => expect(names()).toEqual(['Noah Kim']));
    await waitFor(() => expect(service.isArchived('2')).toBe(true));
    expect(box).toHaveValue('oat milk');
  });

  it('narrows a search to a kind of item, to what is not answered yet, or to the unread', async () => {
    const service = fakeInbox([noah, elena, { ...sam, text: 'Oat milk on Sunday?', service_reply_id: '77' }]);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });

    await user.type(screen.getByRole('searchbox', { name: 'Search inbox' }), 'oat{Enter}');
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Messages');
    await waitFor(() => expect(names()).toEqual(['Sam Kim']));
    expect(router.state.location.search).toMatchObject({ q: 'oat', type: 'message' });

    await user.click(screen.getByRole('checkbox', { name: 'Not answered yet' }));
    expect(await screen.findByRole('heading', { name: 'Nothing matches “oat”' })).toBeInTheDocument();
    expect(service.searches.at(-1)!.get('unanswered')).toBe('1');
    expect(service.searches.at(-1)!.get('type')).toBe('message');

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(service.searches.at(-1)!.get('is_unread')).toBe('1'));
    expect(router.state.location.search).toMatchObject({ q: 'oat', unread: true });
  });

  it('says when nothing matches, and clearing the search brings the inbox back', async () => {
    fakeInbox([noah, elena]);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox?q=croissant');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “croissant”' })).toBeInTheDocument();
    expect(screen.getByText(/Every word must match/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search inbox' })).toHaveValue('croissant');

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee']));
    expect(screen.getByRole('searchbox', { name: 'Search inbox' })).toHaveValue('');
    expect(router.state.location.search).not.toHaveProperty('q', expect.anything());
  });

  it('keeps valid search words, kind and "not answered" from the address, and drops the others', async () => {
    fakeInbox([noah]);
    const { router } = renderApp('/inbox?q=42&type=%22tweet%22&unanswered=true');
    await screen.findByRole('searchbox', { name: 'Search inbox' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    const search = router.state.matches.at(-1)!.search;
    expect(Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))).toEqual({
      q: '42',
      unanswered: true,
    });
  });
});
