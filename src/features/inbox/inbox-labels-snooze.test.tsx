import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { fakeTeam } from './testing/fake-team';
import { warmPane } from './testing/warm-pane';
import { layOutInboxList, pane, rowOf, rowTexts } from './testing/inbox-screen';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?', { is_unread: '0' });
const noahAgain = inboxItem(2, 'Noah Kim', 'Also, decaf?', { is_unread: '0', parent_id: '1', work_id: '1' });
const elena = inboxItem(3, 'Elena Lee', 'Loved the new blend', { is_unread: '0' });
const names = () => rowTexts().map((text) => text.match(/(Noah Kim|Elena Lee)/)![1]);

warmPane();
beforeEach(layOutInboxList);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('labels', () => {
  it('Labels… ticks the workspace’s labels; the pane shows the item’s, and the service gets the whole set', async () => {
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    expect(within(article).queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Labels…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Urgent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply labels' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const shown = within(article).getByRole('list', { name: 'Labels' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Refund', 'Urgent']);
    await waitFor(() => expect(team.labelled).toEqual([{ post_id: 1, channel_id: 11, label_ids: '4_6' }]));
    // The file's first test also loads the app's routes: on a busy machine that alone can take seconds.
  }, 15_000);

  it('unticking every label clears them', async () => {
    const refund = { label_id: '4', name: 'Refund', color: '#dc2626' };
    const inbox = fakeInbox([{ ...noah, labels: [refund] }]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    const article = await pane();
    expect(within(article).getByRole('list', { name: 'Labels' })).toHaveTextContent('Refund');

    await user.click(within(article).getByRole('button', { name: 'Labels…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Refund' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Refund' })).toHaveFocus());
    expect(within(dialog).getByRole('checkbox', { name: 'Sales lead' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply labels' }));
    expect(within(article).queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
    await waitFor(() => expect(team.labelled.at(-1)).toEqual({ post_id: 1, channel_id: 11, label_ids: '' }));
    expect(inbox.item('1').labels).toEqual([]);
  });

  it('says where labels come from when the workspace has none', async () => {
    const inbox = fakeInbox([noah]);
    fakeTeam(inbox, { labels: [] });
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Labels…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels' });
    expect(
      await within(dialog).findByText(/This workspace has no labels yet\. Owners and admins make them in/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Settings, under Labels' })).toHaveAttribute(
      'href',
      '/settings/labels',
    );
    expect(within(dialog).queryByRole('button', { name: 'Apply labels' })).not.toBeInTheDocument();
  });

  it('Shift+L opens the current item and its labels', async () => {
    fakeTeam(fakeInbox([noah, elena]));
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jj{Shift>}L{/Shift}');
    expect(await pane()).toHaveAccessibleName('Conversation with Elena Lee');
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toHaveAccessibleDescription(
      'For the item from Elena Lee.',
    );
  });
});

describe('snooze', () => {
  // Wednesday 10 June 2026, 09:20 in New York: the workspace's zone.
  const clock = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T13:20:00Z'));
  };

  it('b snoozes the current conversation until tomorrow morning: it leaves the list, and Undo brings it back', async () => {
    clock();
    const inbox = fakeInbox([noah, noahAgain, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await user.keyboard('jb');

    expect(await pane()).toHaveAccessibleName('Conversation with Noah Kim');
    const dialog = await screen.findByRole('dialog', { name: 'Snooze the conversation' });
    const quick = within(within(dialog).getByRole('list')).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual([
      'Later today, Today 13:00',
      'Tomorrow morning, Tomorrow 09:00',
      'Next week, Mon, Jun 15 09:00',
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^Tomorrow morning/ }));

    await waitFor(() => expect(names()).toEqual(['Elena Lee']));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(rowOf('Elena Lee')).toHaveFocus();
    expect(team.snoozed).toEqual([{ post_id: 1, channel_id: 11, until: '2026-06-11 09:00:00' }]);
    expect(inbox.isArchived('1') && inbox.isArchived('2')).toBe(true);
    const toast = await screen.findByText(
      'Snoozed until Tomorrow 09:00: the conversation with Noah Kim comes back then.',
    );

    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Noah Kim', 'Noah Kim', 'Elena Lee']);
    await waitFor(() => expect(inbox.isArchived('1')).toBe(false));
  });

  it('a time of one’s own that has passed is refused where it was chosen, and nothing leaves the list', async () => {
    clock();
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    const user = userEvent.setup();
    renderApp('/inbox?item=1&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Snooze…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Snooze the conversation' });

    const day = within(dialog).getByLabelText('Day (New York time)');
    expect(day).toHaveValue('2026-06-11');
    await user.clear(day);
    await user.type(day, '2026-06-10');
    const time = within(dialog).getByRole('textbox', { name: 'Time (New York time)' });
    await user.clear(time);
    await user.type(time, '8am');
    await user.click(within(dialog).getByRole('button', { name: 'Snooze until then' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Not snoozed: 2026-06-10 08:00:00 (America/New_York) has already passed.');
    expect(time).toHaveAccessibleDescription(refusal.textContent!);
    expect(team.snoozed).toEqual([{ post_id: 1, channel_id: 11, until: '2026-06-10 08:00:00' }]);
    expect(names()).toEqual(['Noah Kim', 'Elena Lee']);
    expect(inbox.isArchived('1')).toBe(false);

    // A later hour the same day is taken.
    await user.clear(time);
    await user.type(time, '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Snooze until then' }));
    await waitFor(() => expect(names()).toEqual(['Elena Lee']));
    expect(team.snoozed.at(-1)?.until).toBe('2026-06-10 17:30:00');
    expect(await screen.findByText(/^Snoozed until Today 17:30/)).toBeInTheDocument();
  });

  it('an archived conversation opened again says until when it is snoozed', async () => {
    fakeInbox([{ ...noah, snoozed_until: '2026-06-11 09:00:00' }], { archived: ['1'] });
    renderApp('/inbox?archived=true&item=1&itemChannel=11');
    expect(within(await pane()).getByText(/^Snoozed until .*09:00$/)).toBeInTheDocument();
  });
});
