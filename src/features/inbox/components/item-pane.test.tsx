import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { fakeInbox, inboxItem } from '../testing/fake-inbox';
import { layOutInboxList, pane, rowOf } from '../testing/inbox-screen';
import { warmPane } from '../testing/warm-pane';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend, shoutout!');

warmPane();

describe('the open item', () => {
  beforeEach(layOutInboxList);
  afterEach(() => vi.restoreAllMocks());

  it('r opens the current item with the cursor in the reply box; Esc goes back to its row, and keys are keys again', async () => {
    const service = fakeInbox([noah, elena]);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });

    await user.keyboard('j');
    expect(rowOf('Noah Kim')).toHaveFocus();
    await user.keyboard('r');
    const article = await pane();
    expect(article).toHaveAccessibleName('Conversation with Noah Kim');
    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(reply).toHaveFocus());
    expect(router.state.location.search).toMatchObject({ item: 1, itemChannel: 11 });

    await user.keyboard('Thanks, it is!');
    await user.keyboard('{Escape}');
    expect(rowOf('Noah Kim')).toHaveFocus();
    // Shortcuts again, not text: l likes the item.
    await user.keyboard('l');
    expect(reply).toHaveValue('Thanks, it is!');
    expect(within(article).getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(service.actions.map((a) => a.action)).toEqual(['read', 'like']));
  });

  it('r on an item already open puts the cursor in its reply box', async () => {
    fakeInbox([noah, elena]);
    const user = userEvent.setup();
    renderApp('/inbox?item=2&itemChannel=11');
    const article = await pane();
    await user.click(rowOf('Elena Lee'));
    await user.keyboard('r');
    await waitFor(() => expect(within(article).getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
  });

  it('sends a reply with Ctrl+Enter: it shows in the conversation and the box empties', async () => {
    const service = fakeInbox([noah]);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    await user.type(reply, 'Yes, since Monday.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await within(article).findByText('Yes, since Monday.')).toBeInTheDocument();
    expect(reply).toHaveValue('');
    expect(await screen.findByText('Reply posted.')).toBeInTheDocument();
    expect(service.actions.at(-1)).toEqual({
      post_id: 1,
      channel_id: 11,
      channel_type: 1,
      action: 'reply',
      message: 'Yes, since Monday.',
      // The newest item of the thread its writer had seen: the item itself (decision 042).
      seen_last_id: 1,
    });
  });

  it('keeps a refused reply in the box, with the reason under it', async () => {
    fakeInbox([noah], { fail: ['reply'] });
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    await user.type(reply, 'Yes, since Monday.');
    await user.click(within(article).getByRole('button', { name: 'Reply' }));

    expect(await within(article).findByRole('alert')).toHaveTextContent('Not sent: The network refused it.');
    expect(reply).toHaveValue('Yes, since Monday.');
    expect(reply).toHaveAccessibleDescription('Not sent: The network refused it.');
  });

  it('likes and unlikes from the toolbar, and the list shows it', async () => {
    const service = fakeInbox([{ ...noah, is_unread: '0' }]);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    expect(within(article).getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowOf('Noah Kim')).toHaveTextContent('Liked');
    await user.click(within(article).getByRole('button', { name: 'Liked' }));
    expect(within(article).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(service.actions.map((a) => a.action)).toEqual(['like', 'unlike']));
  });

  it('puts a refused like back', async () => {
    fakeInbox([{ ...noah, is_unread: '0' }], { fail: ['like'] });
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});
