import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPresence } from '../../api/generated/types.gen';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';
import { fakeInbox, inboxItem } from './testing/fake-inbox';
import { fakeTeam, workspaceLabels } from './testing/fake-team';
import { layOutInboxList, pane, rowOf } from './testing/inbox-screen';
import { warmPane } from './testing/warm-pane';

const noah = inboxItem(21, 'Noah Kim', 'Is the oat milk back?', { is_unread: '0' });
const elena = inboxItem(22, 'Elena Lee', 'Loved the new blend', { is_unread: '0' });

const ben: InboxPresence = {
  user_id: '2',
  user_name: 'Ben Ode',
  post_id: '21',
  channel_id: '11',
  get_conversation_id: '21',
  work_id: '21',
  state: 'viewing',
  expires_in: 30,
};
const stream = () => FakeEventSource.latest!;
const emit = (type: string, data: object) => act(() => stream().emit(type, data));

warmPane();
beforeEach(() => {
  layOutInboxList();
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(http.get(`${API}/inbox/presence`, () => HttpResponse.json({ status: 'success', data: { presence: [] } })));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('presence in the open conversation', () => {
  it('tells the team the item is open, and typing, and left; shows who else is on it', async () => {
    const team = fakeTeam(fakeInbox([noah, elena]));
    const user = userEvent.setup();
    renderApp('/inbox?item=21&itemChannel=11');
    const article = await pane();
    await waitFor(() => expect(team.presence).toEqual([{ post_id: 21, channel_id: 11, state: 'viewing' }]));
    const status = within(article).getByRole('status');
    expect(status).toHaveTextContent(/^$/);

    await emit('presence', ben);
    // The person's own presence, from another tab, is not somebody else's.
    await emit('presence', { ...ben, user_id: '1', user_name: 'Maya Chen', state: 'typing' });
    expect(status).toHaveTextContent('Ben Ode is viewing this');
    await emit('presence', { ...ben, state: 'typing' });
    expect(status).toHaveTextContent('Ben Ode is typing a reply');

    await user.type(within(article).getByRole('textbox', { name: 'Your reply' }), 'Yes');
    await waitFor(() => expect(team.presence.at(-1)).toEqual({ post_id: 21, channel_id: 11, state: 'typing' }));

    await emit('presence', { ...ben, state: 'left', expires_in: 0 });
    expect(status).toHaveTextContent(/^$/);

    await user.click(rowOf('Elena Lee'));
    await waitFor(() => expect(team.presence).toContainEqual({ post_id: 21, channel_id: 11, state: 'left' }));
    expect(team.presence.at(-1)).toEqual({ post_id: 22, channel_id: 11, state: 'viewing' });
    expect(team.presence.filter((p) => p.post_id === 22 && p.state === 'left')).toEqual([]);
  });
});

describe('the open conversation follows the stream', () => {
  it('shows the teammate who took it in another dashboard', async () => {
    const inbox = fakeInbox([noah, elena]);
    const team = fakeTeam(inbox);
    renderApp('/inbox?item=21&itemChannel=11');
    const article = await pane();
    expect(within(article).getByText('Not assigned')).toBeInTheDocument();
    team.takenBy('21', '2');
    await emit('inbox', { item_ids: [21], conversation_ids: [21], reason: 'changed' });
    expect(await within(article).findByText('Assigned to Ben Ode')).toBeInTheDocument();
  });

  it('reads the labels again when the workspace’s labels change', async () => {
    const labels = [...workspaceLabels];
    fakeTeam(fakeInbox([noah]), { labels });
    const user = userEvent.setup();
    renderApp('/inbox?item=21&itemChannel=11');
    await user.click(within(await pane()).getByRole('button', { name: 'Labels…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels' });
    await within(dialog).findByRole('checkbox', { name: 'Refund' });

    labels.push({ label_id: '7', name: 'Wholesale', color: '#2563eb' });
    await emit('labels', {});
    expect(await within(dialog).findByRole('checkbox', { name: 'Wholesale' })).not.toBeChecked();
  });
});
