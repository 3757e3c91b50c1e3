import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxPost, outboxResponse } from '../../testing/outbox-fixtures';
import { renderApp } from '../../testing/render-app';
import {
  account,
  API,
  draftsWithChannels,
  errorBody,
  notificationSettings,
  oneWorkspace,
  server,
} from '../../testing/server';

/** The one post waiting for the client: step 2 of 2, theirs to decide. */
const waiting = outboxPost(36, 'Latte art throwdown next Thursday, 6pm.', '2026-06-11 13:00:00', {
  channel_id: '11',
  creator_id: '2',
  creator_name: 'Sam Rivera',
  to_approve: 1,
  approval_step: 2,
  approval_steps: 2,
  approvers: { who: 'client', names: 'Bea Buyer', user_ids: '7' },
});

/**
 * What the service answers a client (server/services/workspaces/access.ts, CLIENT_OPERATIONS), and nothing more:
 * any other call is answered 403 as the service would, and recorded, so a test sees every refused call.
 */
function serveClient() {
  const refused: string[] = [];
  server.use(
    http.all(`${API}/*`, ({ request }) => {
      refused.push(new URL(request.url).pathname.replace('/api', ''));
      return HttpResponse.json(errorBody('forbidden', 'A client cannot use this.'), { status: 403 });
    }),
  );
  server.use(
    http.get(`${API}/account/get`, () =>
      HttpResponse.json({
        ...account,
        data: { ...account.data, user: { ...account.data.user, user_id: '7', name: 'Bea Buyer', role: 'client' } },
      }),
    ),
    http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
    // Their profile: sessions and email notifications.
    http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })),
    http.get(`${API}/notifications/settings`, () => HttpResponse.json(notificationSettings)),
    http.get(`${API}/workspaces/list`, () => HttpResponse.json(oneWorkspace)),
    http.get(`${API}/notifications/list`, () =>
      HttpResponse.json({
        status: 'success',
        data: { count: 0, limit: 20, view_more: 0, unread: 0, notifications: [] },
      }),
    ),
    // The approval card counts its post's comments, which a client reads and writes (decision 056).
    http.get(`${API}/posts/comments`, () => HttpResponse.json({ status: 'success', data: { count: 0, comments: [] } })),
    http.get(`${API}/posts/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('channel_id')!;
      return HttpResponse.json(outboxResponse(id, [], { postsToApprove: { [id]: id === '11' ? [waiting] : [] } }));
    }),
  );
  return refused;
}

let refused: string[];
beforeEach(() => {
  refused = serveClient();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('a client’s dashboard', () => {
  it('offers no way to write a post: no Create post, and c does nothing', async () => {
    renderApp('/approvals');
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create post' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('c');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lands on Approvals from the front door and the inbox, with only Approvals and Calendar, asking nothing refused', async () => {
    for (const path of ['/', '/inbox']) {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/approvals');
      expect(
        within(mainNav())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Calendar', 'Approvals']);
      // The post waiting for them, and the bell, which is theirs too.
      expect(await screen.findByText('Latte art throwdown next Thursday, 6pm.')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /Notifications/ })[0]).toBeInTheDocument();
      // The channels a post goes out on, by name, without links to outboxes a client cannot open.
      const channels = screen.getAllByRole('region', { name: 'Channels' }).at(-1)!;
      expect(within(channels).getByText('Northwind Cafe')).toBeInTheDocument();
      for (const name of within(channels).getAllByRole('link')) {
        expect(name).toHaveAttribute('aria-disabled', 'true');
        expect(name).not.toHaveAttribute('href');
      }
      expect(within(channels).queryByRole('button', { name: 'Add a sandbox channel' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'More' })).toBeNull();
      cleanup();
    }
    expect(refused).toEqual([]);
  });

  it('says plainly that a page of the team is not theirs, without asking for its data', async () => {
    const user = userEvent.setup();
    renderApp('/drafts');
    expect(await screen.findByRole('heading', { name: 'Not part of your access', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/As a client you see the posts waiting for your approval/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Approvals' }));
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it('refuses the outbox, history, the guide, the inbox’s mentions and a manager’s settings the same way', async () => {
    for (const path of ['/outbox/11', '/history', '/start', '/inbox/mentions']) {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Not part of your access' })).toBeInTheDocument();
      cleanup();
    }
    // A manager's settings page leads to their profile, as a collaborator's does.
    const { router } = renderApp('/settings/people');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    const settings = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile']);
    expect(refused).toEqual([]);
  });
});
