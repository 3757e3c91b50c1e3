import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { account, API, server } from '../../testing/server';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { layOutInboxList, pane } from './testing/inbox-screen';
import { abilitiesOf } from './utils/item-abilities';
import { warmPane } from './testing/warm-pane';

const onX = inboxItem(1, 'Noah Kim', 'Is the oat milk back?', { is_unread: '0' });
const onPinterest = inboxItem(2, 'Elena Lee', 'Pinned it!', { channel: '6', channel_id: '16', is_unread: '0' });
const ourComment = inboxItem(3, 'Northwind Coffee', 'Thank you!', { user_id: 'channel-11', can_delete: 1 });

const teamActions = ['Assign to me', 'Assign…', 'Labels…', 'Snooze…'];
const toolbarButtons = async () =>
  within(within(await pane()).getByRole('toolbar', { name: 'Actions on this item' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

function signedInAs(role: 'owner' | 'admin' | 'collaborator') {
  server.use(
    http.get(`${API}/account/get`, () =>
      HttpResponse.json({ ...account, data: { ...account.data, user: { ...account.data.user, role } } }),
    ),
  );
}

warmPane();
beforeEach(layOutInboxList);
afterEach(() => vi.restoreAllMocks());

describe('what a person may do to an item', () => {
  it('a collaborator has the owner’s controls, but for deleting what the channel published', async () => {
    for (const role of ['owner', 'admin', 'collaborator'] as const) {
      const can = abilitiesOf(onX, role, false);
      expect([
        can.like,
        can.retweet,
        can.markRead,
        can.archive,
        can.archiveConversation,
        can.deleteOwn(ourComment),
      ]).toEqual([true, true, true, true, true, role !== 'collaborator']);
      expect(can.answer?.action).toBe('reply');
    }
    signedInAs('collaborator');
    fakeInbox([onX]);
    renderApp('/inbox?item=1&itemChannel=11');
    expect(await toolbarButtons()).toEqual([
      // The team's actions are every member's (decision 039).
      ...teamActions,
      'Like',
      'Retweet',
      'Mark unread',
      'Archive',
      'Archive conversation',
      'More from Noah Kim',
    ]);
    expect(within(await pane()).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });

  it('hides what the item’s network does not have: no Like or Retweet on Pinterest', async () => {
    fakeInbox([onPinterest]);
    renderApp('/inbox?item=2&itemChannel=16');
    expect(await toolbarButtons()).toEqual([
      ...teamActions,
      'Mark unread',
      'Archive',
      'Archive conversation',
      'More from Elena Lee',
    ]);
    expect(within(await pane()).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });

  it('under the Archived filter offers Unarchive instead of Archive', async () => {
    fakeInbox([onX], { archived: ['1'] });
    renderApp('/inbox?archived=true&item=1&itemChannel=11');
    expect(await toolbarButtons()).toEqual([
      ...teamActions,
      'Like',
      'Retweet',
      'Mark unread',
      'Unarchive',
      'More from Noah Kim',
    ]);
    expect(screen.getByRole('button', { name: 'Unarchive the item from Noah Kim' })).toBeInTheDocument();
  });
});
