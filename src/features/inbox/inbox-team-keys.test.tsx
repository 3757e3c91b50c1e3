import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { fakeAnswers, savedReply } from './testing/fake-answers';
import { layOutInboxList, pane, rowOf } from './testing/inbox-screen';
import { warmPane } from './testing/warm-pane';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?', { is_unread: '0' });
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend', { is_unread: '0' });

warmPane();
beforeEach(layOutInboxList);
afterEach(() => vi.restoreAllMocks());

describe('the team inbox’s keys', () => {
  it('Shift+R opens the current item with the saved replies to search, then inserts the one chosen', async () => {
    fakeInbox([noah, elena]);
    fakeAnswers([noah, elena], { savedReplies: [savedReply(1, 'Back in stock', 'Hi {first_name}, it is back!')] });
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jj{Shift>}R{/Shift}');
    const article = await pane();
    expect(article).toHaveAccessibleName('Conversation with Elena Lee');
    const search = await screen.findByRole('combobox', { name: 'Search saved replies' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('stock{Enter}');
    await waitFor(() =>
      expect(within(article).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hi Elena, it is back!'),
    );
  });

  it('n opens the current item with the cursor in the internal note, never in the public reply box', async () => {
    fakeInbox([noah, elena]);
    fakeAnswers([noah, elena]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jn');
    const article = await pane();
    expect(article).toHaveAccessibleName('Conversation with Noah Kim');
    await waitFor(() => expect(within(article).getByRole('textbox', { name: 'Internal note' })).toHaveFocus());
    // The request was taken: r afterwards goes to the reply box.
    await user.click(rowOf('Noah Kim'));
    await user.keyboard('r');
    await waitFor(() => expect(within(article).getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
  });

  it('the shortcuts dialog lists each of them', async () => {
    fakeInbox([noah]);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const described = (key: string) => within(dialog).getByText(key, { selector: 'kbd' }).closest('dt')!.nextSibling;
    expect(described('a')).toHaveTextContent('Assign to me');
    expect(described('Shift + A')).toHaveTextContent(/^Assign to…/);
    expect(described('Shift + L')).toHaveTextContent(/^Labels…/);
    expect(described('b')).toHaveTextContent(/^Snooze…/);
    expect(described('n')).toHaveTextContent(/^Internal note/);
    expect(described('Shift + R')).toHaveTextContent(/^Saved reply/);
  });
});
