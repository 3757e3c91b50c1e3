import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxLabel } from '../../api/generated/types.gen';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderApp } from '../../testing/render-app';
import { inboxItem } from './testing/fake-inbox';
import { fakeTeamInbox, me } from './testing/fake-views';
import { layOutInboxList, rowOf, rowTexts } from './testing/inbox-screen';
import { VIEWS_REFRESH_MS } from './hooks/use-live-views';

const ben = { user_id: '2', name: 'Ben Ortiz' };
const refund: InboxLabel = { label_id: '3', name: 'Refund', color: '#dc2626' };
const vip: InboxLabel = { label_id: '4', name: 'VIP', color: '#7c3aed' };
const wholesale: InboxLabel = { label_id: '5', name: 'Wholesale', color: '#0891b2' };

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?', { assignee_id: '1', assignee_name: 'Maya Chen' });
const elena = inboxItem(2, 'Elena Lee', 'My order never came', {
  assignee_id: '2',
  assignee_name: 'Ben Ortiz',
  labels: [refund, vip, wholesale],
  is_unread: '0',
});
const sam = inboxItem(3, 'Sam Kim', 'Open on Sunday?', { post_type: 'message', is_direct_post: '1' });
const names = () => rowTexts().map((text) => text.match(/(Noah Kim|Elena Lee|Sam Kim|Ola Berg)/)![1]);
const views = () => screen.getByRole('navigation', { name: 'Inbox views' });
const view = (name: RegExp) => within(views()).getByRole('link', { name });

beforeEach(() => {
  layOutInboxList();
  // The event stream, sent by the test; timers run on their own and can be moved on.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inbox views', () => {
  it('lists Mine, Unassigned, Everyone and each teammate with their counts; a view is the address and the list', async () => {
    const service = fakeTeamInbox([noah, elena, sam], { team: [ben] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    await waitFor(() =>
      expect(
        within(views())
          .getAllByRole('link')
          .map((link) => link.getAttribute('aria-label')),
      ).toEqual([
        'Mine, 1 open, 1 unread',
        'Unassigned, 1 open, 1 unread',
        'Everyone, 3 open, 2 unread',
        'Ben Ortiz, 1 open',
      ]),
    );
    expect(view(/^Everyone/)).toHaveAttribute('aria-current', 'page');
    expect(service.lastList()).not.toHaveProperty('assignee');

    await user.click(view(/^Mine/));
    await waitFor(() => expect(names()).toEqual(['Noah Kim']));
    expect(router.state.location.search).toMatchObject({ assignee: 'me' });
    expect(service.lastList()).toMatchObject({ assignee: 'me' });
    expect(view(/^Mine/)).toHaveAttribute('aria-current', 'page');
    expect(view(/^Everyone/)).not.toHaveAttribute('aria-current');

    await user.click(view(/^Ben Ortiz/));
    await waitFor(() => expect(names()).toEqual(['Elena Lee']));
    // A member's view is their user_id, as a number in the address.
    expect(router.state.location.href).toMatch(/assignee=2(&|$)/);
    expect(service.lastList()).toMatchObject({ assignee: '2' });

    await user.click(view(/^Unassigned/));
    await waitFor(() => expect(names()).toEqual(['Sam Kim']));
    expect(service.lastList()).toMatchObject({ assignee: 'none' });

    await user.click(view(/^Everyone/));
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']));
    expect(router.state.location.search).not.toHaveProperty('assignee', expect.anything());
  });

  it('keeps the counts current as inbox events arrive, one refresh for a burst', async () => {
    const service = fakeTeamInbox([noah, elena, sam], { team: [ben] });
    renderApp('/inbox?assignee=me');
    await waitFor(() => expect(view(/^Mine, 1 open, 1 unread$/)).toBeInTheDocument());
    const asked = service.countCalls();

    // A teammate hands Sam's conversation to the caller: the service says so on the stream, twice in a moment.
    service.change('3', { assignee_id: me.user_id, assignee_name: me.name });
    const event = { item_ids: [3], conversation_ids: [3], reason: 'changed' };
    act(() => {
      FakeEventSource.latest!.emit('inbox', event);
      FakeEventSource.latest!.emit('inbox', event);
    });
    await act(() => vi.advanceTimersByTimeAsync(VIEWS_REFRESH_MS));
    // The names, as a screen reader hears them.
    await waitFor(() => expect(view(/^Mine, 2 open, 2 unread$/)).toBeInTheDocument());
    expect(view(/^Unassigned, 0 open$/)).toBeInTheDocument();
    expect(service.countCalls()).toBe(asked + 1);
  });

  it('says what an empty view means, and where the work is', async () => {
    const service = fakeTeamInbox([elena, sam], { team: [ben] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/inbox?assignee=me');
    expect(await screen.findByRole('heading', { name: 'Nothing is assigned to you' })).toBeInTheDocument();
    expect(screen.getByText(/New conversations wait under Unassigned/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See Unassigned' }));
    await waitFor(() => expect(names()).toEqual(['Sam Kim']));
    expect(router.state.location.search).toMatchObject({ assignee: 'none' });
    expect(service.lastList()).toMatchObject({ assignee: 'none' });

    // A filter inside a view clears to the view, not to everyone's.
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Comments');
    expect(await screen.findByRole('heading', { name: 'Nothing under these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toEqual(['Sam Kim']));
    expect(router.state.location.search).toMatchObject({ assignee: 'none' });
    expect(router.state.location.search).not.toHaveProperty('type', expect.anything());
    expect(router.state.location.search).not.toHaveProperty('unread', expect.anything());
  });

  it("names a teammate's empty view", async () => {
    fakeTeamInbox([sam], { team: [ben] });
    renderApp('/inbox?assignee=2');
    expect(await screen.findByRole('heading', { name: 'Nothing is assigned to Ben Ortiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See everyone’s conversations' })).toBeInTheDocument();
  });
});

describe('every filter without a search', () => {
  it('sends each to the list, keeps them in the address, and combines them', async () => {
    const service = fakeTeamInbox([noah, elena, sam, inboxItem(4, 'Ola Berg', 'Hi!', { service_reply_id: '9' })], {
      labels: [refund, vip],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(names()).toHaveLength(4);

    await user.click(screen.getByRole('checkbox', { name: 'Not answered yet' }));
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee', 'Sam Kim']));
    expect(service.lastList()).toMatchObject({ unanswered: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Comments');
    await waitFor(() => expect(names()).toEqual(['Noah Kim', 'Elena Lee']));
    expect(service.lastList()).toMatchObject({ unanswered: '1', type: 'comment' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Label' }), 'Refund');
    await waitFor(() => expect(names()).toEqual(['Elena Lee']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), '11');
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    // Elena's message is read: nothing is left under all five.
    expect(await screen.findByRole('heading', { name: 'Nothing under these filters' })).toBeInTheDocument();
    expect(service.lastList()).toEqual({
      unanswered: '1',
      type: 'comment',
      label_id: '3',
      channel_id: '11',
      is_unread: '1',
    });
    expect(router.state.location.search).toMatchObject({
      unanswered: true,
      type: 'comment',
      label: 3,
      channel: 11,
      unread: true,
    });
  });

  it('reads them from the address, with the view, and narrows a search by them', async () => {
    const service = fakeTeamInbox([noah, elena, sam], { labels: [refund] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/inbox?assignee=me&unanswered=true&type=%22comment%22&label=3');
    await screen.findByRole('navigation', { name: 'Inbox views' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Label' })).toHaveValue('3'));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('comment');
    expect(screen.getByRole('checkbox', { name: 'Not answered yet' })).toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Search inbox' }), 'oat{Enter}');
    await waitFor(() => expect(service.searches).toHaveLength(1));
    expect(Object.fromEntries(service.searches[0]!)).toMatchObject({
      q: 'oat',
      unanswered: '1',
      type: 'comment',
      assignee: 'me',
      label_id: '3',
    });
    expect(router.state.location.search).toMatchObject({ q: 'oat', assignee: 'me', label: 3 });
  });

  it('drops views and labels the address cannot mean', async () => {
    fakeTeamInbox([noah]);
    const { router } = renderApp('/inbox?assignee=everyone&label=-3');
    await screen.findByRole('list', { name: 'Inbox items' });
    const search = router.state.matches.at(-1)!.search as Record<string, unknown>;
    expect(search.assignee).toBeUndefined();
    expect(search.label).toBeUndefined();
  });
});

describe('the label filter', () => {
  it("offers the workspace's labels, and follows them when they change", async () => {
    const service = fakeTeamInbox([noah, elena], { labels: [refund] });
    renderApp('/inbox');
    const select = await screen.findByRole('combobox', { name: 'Label' });
    const options = () =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['All labels', 'Refund']);

    service.setLabels([refund, vip]);
    act(() => FakeEventSource.latest!.emit('labels', {}));
    await waitFor(() => expect(options()).toEqual(['All labels', 'Refund', 'VIP']));
  });

  it('is not offered before the workspace has labels', async () => {
    fakeTeamInbox([noah]);
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Label' })).not.toBeInTheDocument();
  });
});

describe('what a row shows of the team', () => {
  it('the assignee, two labels then how many more, and who else is on it', async () => {
    fakeTeamInbox([noah, elena, sam], { team: [ben] });
    renderApp('/inbox');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(rowOf('Noah Kim')).toHaveTextContent('Assigned to you');
    expect(rowOf('Elena Lee')).toHaveTextContent('Assigned to Ben Ortiz');
    expect(rowOf('Sam Kim')).not.toHaveTextContent('Assigned');
    // Every label is heard; two are shown by name (a colour never alone), the third counted.
    expect(rowOf('Elena Lee')).toHaveTextContent('Labels: Refund, VIP, Wholesale.');
    const shown = [...rowOf('Elena Lee').querySelectorAll('[aria-hidden="true"]')].map((e) => e.textContent);
    // "+1" beside two; on a phone (CSS: sm:hidden), "+2" beside one.
    expect(shown).toEqual(expect.arrayContaining(['Refund', 'VIP', '+1', '+2']));
    expect(shown).not.toContain('Wholesale');

    const presence = {
      user_id: '2',
      user_name: 'Ben Ortiz',
      post_id: '2',
      channel_id: '11',
      get_conversation_id: '2',
      work_id: '2',
      state: 'typing',
      expires_in: 30,
    };
    act(() => FakeEventSource.latest!.emit('presence', presence));
    expect(within(rowOf('Elena Lee')).getByRole('img', { name: 'Ben Ortiz is typing a reply' })).toBeInTheDocument();
    expect(within(rowOf('Noah Kim')).queryByRole('img', { name: /Ben Ortiz/ })).not.toBeInTheDocument();
    // The caller's own presence (another tab) is not somebody else's.
    act(() => FakeEventSource.latest!.emit('presence', { ...presence, user_id: '1', work_id: '1', post_id: '1' }));
    expect(within(rowOf('Noah Kim')).queryByRole('img')).not.toBeInTheDocument();

    act(() => FakeEventSource.latest!.emit('presence', { ...presence, state: 'left', expires_in: 0 }));
    expect(within(rowOf('Elena Lee')).queryByRole('img', { name: /Ben Ortiz/ })).not.toBeInTheDocument();
  });

  it('says when a snoozed conversation comes back, in the archived list', async () => {
    fakeTeamInbox([{ ...sam, snoozed_until: '2026-06-12 09:00:00' }, noah], { archived: ['3', '1'] });
    renderApp('/inbox?archived=true');
    await screen.findByRole('list', { name: 'Inbox items' });
    expect(rowOf('Sam Kim')).toHaveTextContent(/Snoozed until .*Jun 12.* 09:00/);
    expect(rowOf('Noah Kim')).not.toHaveTextContent('Snoozed');
  });
});

describe('on a phone', () => {
  it('keeps the views outside the folded filters, and counts the new filters on the Filters button', async () => {
    fakeTeamInbox([noah], { labels: [refund] });
    renderApp('/inbox?assignee=none&label=3&unanswered=true&type=%22message%22');
    const toggle = await screen.findByRole('button', { name: 'Filters (3)' });
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(filters).toHaveClass('hidden', 'sm:flex');
    expect(filters).not.toContainElement(views());
    // The views scroll sideways rather than wrap onto lines of their own.
    expect(views()).toHaveClass('overflow-x-auto');
    expect(within(views()).getByRole('list')).toHaveClass('whitespace-nowrap');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls the current view into sight when it changes', async () => {
    fakeTeamInbox([noah, elena, sam], { team: [ben] });
    // jsdom has no scrollIntoView; Chromium's answers a promise (which an effect must not return).
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.getAttribute('aria-label') ?? '');
      return Promise.resolve() as unknown as void;
    };
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/inbox');
      await waitFor(() => expect(view(/^Ben Ortiz, 1 open$/)).toBeInTheDocument());
      await user.click(view(/^Ben Ortiz/));
      await waitFor(() => expect(view(/^Ben Ortiz/)).toHaveAttribute('aria-current', 'page'));
      await user.click(view(/^Mine/));
      await waitFor(() => expect(scrolled.at(-1)).toBe('Mine, 1 open, 1 unread'));
      expect(scrolled).toContain('Ben Ortiz, 1 open');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});
