import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsListResponse } from '../../api/generated/types.gen';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, server } from '../../testing/server';

const PAGE = 20;

const entry = (id: number, fields: Partial<Notification> = {}): Notification => ({
  notification_id: String(id),
  kind: 'post_sent_back',
  is_unread: 1,
  timestamp: '2026-06-12 09:30:00',
  actor_id: '2',
  actor_name: 'Sam Rivera',
  post_id: '41',
  draft_id: '',
  excerpt: 'Our autumn blend is here',
  channel_id: '11',
  channel_name: 'Northwind Coffee (X)',
  item_id: '',
  conversation_id: '',
  reason: 'Say which shops have it',
  count: 1,
  link: '/drafts',
  ...fields,
});

/** The service's notifications as a list the test changes; what the dashboard asked and marked. */
function fakeNotifications(entries: Notification[], options: { failRead?: boolean } = {}) {
  const stored = entries.map((e) => ({ ...e }));
  const asked: URLSearchParams[] = [];
  const marked: { notification_ids?: string; all?: number }[] = [];
  const unread = () => stored.filter((e) => e.is_unread).length;
  server.use(
    http.get(`${API}/notifications/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const after = query.get('last_notification_id');
      const list = after ? stored.slice(stored.findIndex((e) => e.notification_id === after) + 1) : stored;
      const page = list.slice(0, PAGE);
      const answer: NotificationsListResponse = {
        status: 'success',
        data: {
          count: page.length,
          limit: PAGE,
          view_more: list.length > PAGE ? 1 : 0,
          unread: unread(),
          notifications: page,
        },
      };
      return HttpResponse.json(answer);
    }),
    http.post(`${API}/notifications/read`, async ({ request }) => {
      const body = (await request.json()) as { notification_ids?: string; all?: number };
      marked.push(body);
      if (options.failRead)
        return HttpResponse.json(errorBody('database_unavailable', 'The database is away. Try again.'), {
          status: 503,
        });
      const ids = body.notification_ids?.split('_') ?? [];
      for (const e of stored) if (body.all || ids.includes(e.notification_id)) e.is_unread = 0;
      return HttpResponse.json({ status: 'success', data: { unread: unread() } });
    }),
  );
  return { stored, asked, marked };
}

// The phone's header and the wider screens' each hold a bell; a browser shows one (CSS), jsdom both: the first.
const bell = () => screen.getAllByRole('button', { name: /^Notifications/ })[0]!;
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
/** Opens the list (its code comes on the first use). */
async function openBell() {
  await userEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notifications bell', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('counts the unread ones and follows the event stream', async () => {
    const { stored } = fakeNotifications([entry(1, { is_unread: 0 })]);
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));

    stored.unshift(entry(3), entry(2, { kind: 'post_approved', reason: '', link: '/outbox/11' }));
    act(() => FakeEventSource.latest!.emit('notifications', {}));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveTextContent('2');

    // A stream that opens again may have missed some: the bell asks again.
    stored[0]!.is_unread = 0;
    act(() => {
      FakeEventSource.latest!.dispatchEvent(new Event('open'));
      FakeEventSource.latest!.dispatchEvent(new Event('open'));
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('lists them in words, and opening one marks it read and goes to what it is about', async () => {
    const { marked } = fakeNotifications([
      entry(3),
      entry(2, {
        kind: 'post_failed',
        actor_id: '',
        actor_name: '',
        count: 4,
        reason: 'The network refused the picture',
        link: '/outbox/11',
      }),
      entry(1, { kind: 'approval_requested', is_unread: 0, reason: '', count: 1, link: '/approvals' }),
    ]);
    const { router } = renderApp('/drafts');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openBell();

    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Sam Rivera sent your post on Northwind Coffee \(X\) back to your drafts/),
      expect.stringMatching(/^Unread: 4 posts failed to go out on Northwind Coffee \(X\)The network refused/),
      expect.stringMatching(/^Sam Rivera sent a post for approval on Northwind Coffee \(X\)“Our autumn blend is here”/),
    ]);
    expect(items[0]).toHaveTextContent('Reason: Say which shops have it');

    await userEvent.click(within(items[1]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outbox/11'));
    expect(marked).toEqual([{ notification_ids: '2' }]);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('marks all read at once', async () => {
    const { marked } = fakeNotifications([entry(2), entry(1)]);
    renderApp('/drafts');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openBell();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(marked).toEqual([{ all: 1 }]);
    expect(within(panel()).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('gives the count back and says why when the service refuses to mark them', async () => {
    fakeNotifications([entry(2), entry(1)], { failRead: true });
    renderApp('/drafts');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openBell();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(/The database is away\. Try again\./)).toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('explains an empty list, closes with Escape and gives the focus back to the bell', async () => {
    fakeNotifications([]);
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    await openBell();
    expect(await within(panel()).findByText(/^Nothing needs you\./)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('shows older ones on demand, after the last one shown', async () => {
    const { asked } = fakeNotifications(Array.from({ length: 25 }, (_, n) => entry(25 - n, { is_unread: 0 })));
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    await openBell();
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(25));
    expect(asked.at(-1)?.get('last_notification_id')).toBe('6');
    expect(within(panel()).queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });

  it('says what comments are about, a post or a draft', async () => {
    fakeNotifications([
      entry(3, { kind: 'post_comment', count: 3, reason: '', excerpt: 'Can we say oat milk?', link: '/outbox/11' }),
      entry(2, { kind: 'comment_mention', reason: '', post_id: '', draft_id: '7', channel_id: '', channel_name: '' }),
    ]);
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    const list = await openBell();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      '3 comments on your post on Northwind Coffee (X), the latest by Sam Rivera“Can we say oat milk?”',
    );
    expect(items[1]).toHaveTextContent('Sam Rivera mentioned you in a comment on a draft');
  });

  it('closes at a click elsewhere', async () => {
    fakeNotifications([entry(1)]);
    renderApp('/drafts');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await openBell();
    await userEvent.click(screen.getByRole('heading', { level: 1, name: /^Drafts/ }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
