import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { fakeTeam } from './testing/fake-team';
import { warmPane } from './testing/warm-pane';
import { layOutInboxList, pane, rowOf } from './testing/inbox-screen';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?', { is_unread: '0' });
// Noah's second message, in the same unit of work: it goes wherever the conversation goes.
const noahAgain = inboxItem(2, 'Noah Kim', 'Also, decaf?', { is_unread: '0', parent_id: '1', work_id: '1' });
const elena = inboxItem(3, 'Elena Lee', 'Loved the new blend', { is_unread: '0' });

warmPane();
beforeEach(layOutInboxList);
afterEach(() => vi.restoreAllMocks());

const toolbarOf = (article: HTMLElement) => within(article).getByRole('toolbar', { name: 'Actions on this item' });

describe('assigning the open conversation', () => {
  it('Assign to me: the pane says so at once, the button goes, and the service hears what the person saw', async () => {
    const inbox = fakeInbox([noah, noahAgain, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    expect(within(article).getByText('Not assigned')).toBeInTheDocument();

    await user.click(within(toolbarOf(article)).getByRole('button', { name: 'Assign to me' }));
    expect(within(article).getByText('Assigned to Maya Chen')).toBeInTheDocument();
    expect(within(article).getByText('(you)')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Assign…' })).toHaveFocus());
    expect(team.assigned).toEqual([{ post_id: 1, channel_id: 11, assignee_id: 1, expected_assignee_id: 0 }]);
    // The whole conversation is Maya's.
    expect(inbox.item('2').assignee_id).toBe('1');
  });

  it('Assign… offers me, each teammate still in the workspace, and nobody; each choice is sent and shown', async () => {
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();

    await user.click(within(article).getByRole('button', { name: 'Assign…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign the conversation' });
    await within(dialog).findByRole('button', { name: 'Ben Ode' });
    const names = within(within(dialog).getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual(['Me', 'Ben Ode', 'Ada Ruiz', 'Nobody']);
    expect(within(dialog).getByRole('button', { name: 'Ben Ode' })).toHaveAccessibleDescription('5 open');
    expect(within(dialog).getByRole('button', { name: 'Nobody' })).toHaveAccessibleDescription('Has it now 1 open');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Me' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Ben Ode' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(article).getByText('Assigned to Ben Ode')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Assign to me' })).toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Assign…' }));
    dialog = await screen.findByRole('dialog', { name: 'Assign the conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Nobody' }));
    expect(within(article).getByText('Not assigned')).toBeInTheDocument();
    await waitFor(() => expect(team.assigned).toHaveLength(2));
    expect(team.assigned.map((a) => [a.assignee_id, a.expected_assignee_id])).toEqual([
      [2, 0],
      [0, 2],
    ]);
    expect(inbox.item('1').assignee_id).toBe('0');
  });

  it('when a teammate took it meanwhile: says who has it beside the buttons, and shows them as the assignee', async () => {
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    team.takenBy('1', '2');

    await user.click(within(article).getByRole('button', { name: 'Assign to me' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      'Not assigned: Ben Ode has this conversation now.',
    );
    expect(await within(article).findByText('Assigned to Ben Ode')).toBeInTheDocument();
    expect(team.assigned).toEqual([{ post_id: 1, channel_id: 11, assignee_id: 1, expected_assignee_id: 0 }]);
    expect(inbox.item('1').assignee_id).toBe('2');
    // Asking again, now knowing who has it, is a deliberate handover: it is made.
    await user.click(within(article).getByRole('button', { name: 'Assign to me' }));
    expect(await within(article).findByText('Assigned to Maya Chen')).toBeInTheDocument();
    expect(within(article).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(inbox.item('1').assignee_id).toBe('1'));
    expect(team.assigned.at(-1)).toMatchObject({ assignee_id: 1, expected_assignee_id: 2 });
  });
});

describe('assigning by keyboard', () => {
  it('a gives the current item to me without opening it; Shift+A opens it and the chooser', async () => {
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });

    await user.keyboard('jja');
    expect(await screen.findByText('Assigned to you: the conversation with Elena Lee.')).toBeInTheDocument();
    expect(team.assigned).toEqual([{ post_id: 3, channel_id: 11, assignee_id: 1, expected_assignee_id: 0 }]);
    expect(router.state.location.search).not.toHaveProperty('item', expect.anything());
    expect(rowOf('Elena Lee')).toHaveFocus();

    await user.keyboard('k{Shift>}A{/Shift}');
    const article = await pane();
    expect(article).toHaveAccessibleName('Conversation with Noah Kim');
    const dialog = await screen.findByRole('dialog', { name: 'Assign the conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Ada Ruiz' }));
    expect(within(article).getByText('Assigned to Ada Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(inbox.item('1').assignee_id).toBe('3'));
  });

  it('a on a conversation a teammate took meanwhile says who has it', async () => {
    const inbox = fakeInbox([noah]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    team.takenBy('1', '2');
    await user.keyboard('ja');
    expect(await screen.findByText('Not assigned to you: Ben Ode has this conversation now.')).toBeInTheDocument();
  });
});
