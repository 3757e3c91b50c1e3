import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { layOutInboxList, pane, rowOf } from './testing/inbox-screen';
import { warmPane } from './testing/warm-pane';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend');

// jsdom has no media queries: what the narrow layout hides is CSS (max-lg:hidden); its behaviour is tested here.
const listColumn = () => screen.getByTestId('inbox-list-column');

warmPane();
beforeEach(layOutInboxList);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A screen whose main pointer is a finger (`fine`: false) or a mouse; no other media query matches. */
const pointer = (fine: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media === '(hover: hover) and (pointer: fine)' ? fine : false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('the inbox on a narrow screen', () => {
  it('opening an item gives the screen to it; Back to inbox returns to the list, on the row it came from', async () => {
    fakeInbox([noah, elena]);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(listColumn()).not.toHaveClass('max-lg:hidden');

    await user.click(rowOf('Elena Lee'));
    const article = await pane();
    expect(listColumn()).toHaveClass('max-lg:hidden');
    expect(router.state.location.search).toMatchObject({ item: 2, itemChannel: 11 });

    await user.click(within(article).getByRole('button', { name: 'Back to inbox' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toHaveProperty('item', expect.anything());
    expect(listColumn()).not.toHaveClass('max-lg:hidden');
    expect(rowOf('Elena Lee')).toHaveFocus();
  });

  it('folds the filters behind a Filters button that says how many are set', async () => {
    fakeInbox([noah]);
    const user = userEvent.setup();
    renderApp('/inbox?unread=true');
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    expect(filters).toHaveClass('hidden', 'sm:flex');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).not.toHaveClass('hidden');
  });
});

describe('keyboard hints', () => {
  const hints = async () => {
    fakeInbox([noah, elena]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    const shown = {
      search: screen.getByRole('searchbox', { name: 'Search inbox' }).getAttribute('placeholder'),
      shortcutsButton: screen.queryByRole('button', { name: 'Keyboard shortcuts (?)' }) !== null,
      emptyPane: screen.getByText(/^Open an item to see its conversation/).textContent,
    };
    await user.click(rowOf('Elena Lee'));
    const article = await pane();
    return { ...shown, reply: within(article).queryByText(/Ctrl\+Enter sends/) !== null };
  };

  it('on a touch screen, none: no key to press there', async () => {
    pointer(false);
    expect(await hints()).toEqual({
      search: 'Search inbox',
      shortcutsButton: false,
      emptyPane: 'Open an item to see its conversation and answer it.',
      reply: false,
    });
  });

  it('with a mouse or a trackpad, each names its key', async () => {
    pointer(true);
    expect(await hints()).toEqual({
      search: 'Search inbox (press /)',
      shortcutsButton: true,
      emptyPane: 'Open an item to see its conversation and answer it. Press ? for the keyboard shortcuts.',
      reply: true,
    });
  });
});
