import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { layOutInboxList, pane, rowOf, rowTexts } from './testing/inbox-screen';
import { warmPane } from './testing/warm-pane';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend');
const sam = inboxItem(3, 'Sam Kim', 'What time do you open on Sunday?', { is_unread: '0' });
const names = () => rowTexts().map((text) => text.match(/(Noah Kim|Elena Lee|Sam Kim)/)![1]);
const unreadCount = () => screen.getByRole('heading', { name: /^Inbox/, level: 1 }).textContent;

warmPane();
beforeEach(layOutInboxList);
afterEach(() => vi.restoreAllMocks());

describe('archiving', () => {
  it('e archives the current item, the next row gets the focus, and Undo puts it back where it was', async () => {
    const service = fakeInbox([noah, elena, sam]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jj');
    expect(rowOf('Elena Lee')).toHaveFocus();

    await user.keyboard('e');
    expect(names()).toEqual(['Noah Kim', 'Sam Kim']);
    expect(rowOf('Sam Kim')).toHaveFocus();
    const toast = await screen.findByText('Archived the item from Elena Lee.');
    await waitFor(() => expect(service.isArchived('2')).toBe(true));

    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']);
    await waitFor(() => expect(service.isArchived('2')).toBe(false));
    expect(service.actions.map((a) => a.action)).toEqual(['archive', 'unarchive']);
    await waitFor(() => expect(rowOf('Elena Lee')).toHaveFocus());
    expect(unreadCount()).toMatch(/2 unread/);
  });

  it('from the open item: the pane closes and the focus stays in the list', async () => {
    fakeInbox([noah, elena, sam]);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(names()).toEqual(['Elena Lee', 'Sam Kim']);
    expect(rowOf('Elena Lee')).toHaveFocus();
  });

  it('puts a refused archive back where it was', async () => {
    fakeInbox([noah, elena, sam], { fail: ['archive'] });
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jje');
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']));
    expect(screen.queryByText('Archived the item from Elena Lee.')).not.toBeInTheDocument();
  });
});

describe('archiving a conversation', () => {
  // Noah's post and two answers to it; Ava's answer was archived before, on its own.
  const post = inboxItem(4, 'Rui Costa', 'New blend is out!', { post_type: 'post' });
  const answer = (id: number, user: string) =>
    inboxItem(id, user, 'Where can I buy it?', { parent_id: '4', get_conversation_id: '4' });
  const mia = answer(5, 'Mia Park');
  const ava = answer(6, 'Ava Ruiz');

  it('takes its items out of the list; Undo brings back those it archived, in their places, and no others', async () => {
    const service = fakeInbox([noah, post, elena, mia, ava], { archived: ['6'] });
    const user = userEvent.setup();
    renderApp('/inbox?item=4&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Archive conversation' }));

    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    expect(rowTexts().join()).not.toMatch(/Rui Costa|Mia Park/);
    const toast = await screen.findByText('Archived the conversation (2 items).');
    expect([service.isArchived('4'), service.isArchived('5'), service.isArchived('6')]).toEqual([true, true, true]);

    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(rowTexts().map((text) => text.match(/Noah Kim|Rui Costa|Elena Lee|Mia Park/)![0])).toEqual([
      'Noah Kim',
      'Rui Costa',
      'Elena Lee',
      'Mia Park',
    ]);
    await waitFor(() => expect(service.isArchived('4')).toBe(false));
    await waitFor(() => expect(service.isArchived('5')).toBe(false));
    // Archived before, on its own: it stays in the archive.
    expect(service.isArchived('6')).toBe(true);
    expect(service.actions.map((a) => `${a.action} ${a.post_id}`)).toEqual([
      'archive_conversation 4',
      'unarchive 5',
      'unarchive 4',
    ]);
  });

  it('says so without Undo when it took nothing out of the list', async () => {
    fakeInbox([noah, post], { archived: ['4'] });
    const user = userEvent.setup();
    renderApp('/inbox?item=4&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Archive conversation' }));
    const toast = await screen.findByText('Archived the conversation.');
    expect(within(toast.parentElement!).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});

describe('the archive', () => {
  it('offers Unarchive on each row, in the pane and as Shift+E, and not Archive', async () => {
    const service = fakeInbox([noah, elena, sam], { archived: ['1', '2', '3'] });
    const user = userEvent.setup();
    renderApp('/inbox?archived=true');
    await screen.findByRole('list', { name: 'Inbox items' });

    await user.click(screen.getByRole('button', { name: 'Unarchive the item from Noah Kim' }));
    await waitFor(() => expect(names()).toEqual(['Elena Lee', 'Sam Kim']));
    expect(await screen.findByText('Back in the inbox: the item from Noah Kim.')).toBeInTheDocument();
    await waitFor(() => expect(service.isArchived('1')).toBe(false));

    await user.click(rowOf('Elena Lee'));
    const article = await pane();
    expect(within(article).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(names()).toEqual(['Sam Kim']));
    expect(rowOf('Sam Kim')).toHaveFocus();

    await user.keyboard('E');
    await waitFor(() => expect(service.isArchived('3')).toBe(false));
    expect(await screen.findByRole('heading', { name: 'Nothing archived here' })).toBeInTheDocument();
  });

  it('the unarchived item is in the inbox when it is shown again', async () => {
    fakeInbox([noah, elena], { archived: ['2'] });
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(names()).toEqual(['Noah Kim']);
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await user.click(await screen.findByRole('button', { name: 'Unarchive the item from Elena Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee']));
  });
});

describe('bulk changes', () => {
  it('marks the selected items read; Undo gives each the state it had', async () => {
    const service = fakeInbox([noah, elena, sam]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jxjxjx');
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('3 selected');

    await user.click(within(bar).getByRole('button', { name: 'Mark selected read' }));
    expect(unreadCount()).toMatch(/0 unread/);
    expect(screen.queryByRole('region', { name: 'Selected items' })).not.toBeInTheDocument();
    expect(rowOf('Sam Kim')).toHaveFocus();
    const toast = await screen.findByText('Marked 2 items read.');
    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));

    expect(unreadCount()).toMatch(/2 unread/);
    await waitFor(() => expect(service.actions).toHaveLength(4));
    expect(service.item('1').is_unread).toBe('1');
    expect(service.item('2').is_unread).toBe('1');
    // Sam's item was read already: neither marked nor "restored".
    expect(service.actions.map((a) => `${a.action} ${a.post_id}`).sort()).toEqual([
      'read 1',
      'read 2',
      'unread 1',
      'unread 2',
    ]);
  });

  it('archives the selected items; Undo brings them all back in their places', async () => {
    const service = fakeInbox([noah, elena, sam]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jxjx');
    await user.click(screen.getByRole('button', { name: 'Archive selected' }));
    expect(names()).toEqual(['Sam Kim']);
    expect(rowOf('Sam Kim')).toHaveFocus();
    const toast = await screen.findByText('Archived 2 items.');
    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']);
    await waitFor(() => expect(service.isArchived('1') || service.isArchived('2')).toBe(false));
  });
});

describe('the keyboard shortcuts dialog', () => {
  it('lists the keys, and gives the focus back to the row once closed', async () => {
    fakeInbox([noah, elena]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jj?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const key of ['r', 'e', 'Shift + E', '/', 'Esc']) expect(within(dialog).getByText(key)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(rowOf('Elena Lee')).toHaveFocus());
  });
});
