import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AccountGetResponse,
  ChannelEntry,
  ChannelsConnectData,
  ChannelsDisconnectData,
} from '../../api/generated/types.gen';
import { saveSession } from '../../lib/auth/session';
import { formatWorkspaceTime } from '../../lib/time';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderApp } from '../../testing/render-app';
import { account, API, errorBody, recordPosts, server } from '../../testing/server';

afterEach(() => vi.unstubAllGlobals());

const ZONE = account.data.workspace.timezone;

const entry = (id: string, name: string, extra: Partial<ChannelEntry> = {}): ChannelEntry => ({
  channel_id: id,
  channel_type: 3,
  network: 'Bluesky',
  connector: 'bluesky',
  name,
  screen_name: `${name.toLowerCase().replaceAll(' ', '')}.bsky.social`,
  picture: '/avatars/network-3.svg',
  status: 'connected',
  status_reason: '',
  status_since: '',
  rate_limited_until: '',
  last_success: '',
  sign_in_ends: '',
  waiting_posts: 0,
  awaiting_approval: 0,
  failed_posts: 0,
  ...extra,
});

const healthy = entry('21', 'Northwind Sky', {
  screen_name: 'northwind.bsky.social',
  last_success: '2026-06-01 09:12:00',
  sign_in_ends: '',
  waiting_posts: 1,
});
const broken = entry('22', 'Roastery', {
  screen_name: 'roastery.bsky.social',
  status: 'needs_reconnect',
  status_reason: 'The app password was revoked.',
  status_since: '2026-06-02 08:30:00',
  last_success: '2026-06-01 07:00:00',
  sign_in_ends: '',
  waiting_posts: 3,
});
const limited = entry('23', 'Beans Daily', {
  status: 'rate_limited',
  status_reason: 'Rate limited by Bluesky',
  rate_limited_until: '2026-06-02 10:45:00',
});
const sandbox = entry('11', 'Northwind Coffee', {
  channel_type: 1,
  network: 'X',
  connector: 'sandbox',
  screen_name: 'northwindcoffee',
  picture: '/avatars/network-1.svg',
});

/** channels/get answers `initial`, and what the test changes it to after. */
function serveChannels(initial: ChannelEntry[]) {
  let channels = initial;
  let calls = 0;
  server.use(
    http.get(`${API}/channels/get`, () => {
      calls += 1;
      return HttpResponse.json({ status: 'success', data: channels });
    }),
  );
  return {
    set: (next: ChannelEntry[]) => (channels = next),
    calls: () => calls,
  };
}

function signedInAs(role: AccountGetResponse['data']['user']['role']) {
  const answer: AccountGetResponse = { ...account, data: { ...account.data, user: { ...account.data.user, role } } };
  server.use(http.get(`${API}/account/get`, () => HttpResponse.json(answer)));
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Channels' }))
    .getByRole('heading', { name })
    .closest('li')!;

describe('the Channels settings page', () => {
  it('is in the settings navigation of owners and admins', async () => {
    serveChannels([healthy]);
    const user = userEvent.setup();
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const { router } = renderApp('/settings/profile');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    await user.click(within(nav).getByRole('link', { name: 'Channels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/channels'));
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'Channels', level: 2 }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Channels' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a collaborator who opens it by its address to their profile', async () => {
    signedInAs('collaborator');
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const channels = serveChannels([broken]);
    const { router } = renderApp('/settings/channels');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(within(screen.getByRole('navigation', { name: 'Settings' })).queryByRole('link', { name: 'Channels' })).toBe(
      null,
    );
    // Nor do they see the health banner: the channel list is not even asked for.
    expect(screen.queryByRole('alert', { name: 'Channels needing attention' })).not.toBeInTheDocument();
    expect(channels.calls()).toBe(0);
  });

  it('lists every channel with its health, last call, waiting posts and actions', async () => {
    serveChannels([healthy, broken, limited, sandbox]);
    renderApp('/settings/channels');
    const list = await screen.findByRole('list', { name: 'Channels' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const ok = row('Northwind Sky');
    expect(ok).toHaveTextContent('@northwind.bsky.social · Bluesky');
    expect(within(ok).getByText('Connected')).toBeInTheDocument();
    expect(ok).toHaveTextContent(`Last successful call ${formatWorkspaceTime('2026-06-01 09:12:00', ZONE, '24h')}`);
    expect(ok).toHaveTextContent('1 waiting post');
    expect(within(ok).getByRole('link', { name: /^Posting schedule/ })).toHaveAttribute('href', '/outbox/21');
    expect(within(ok).getByRole('button', { name: 'Reconnect Northwind Sky on Bluesky' })).toBeInTheDocument();
    expect(within(ok).getByRole('button', { name: 'Disconnect Northwind Sky on Bluesky' })).toBeInTheDocument();

    const needs = row('Roastery');
    expect(within(needs).getByText('Needs reconnecting')).toBeInTheDocument();
    expect(needs).toHaveTextContent(
      `The app password was revoked, since ${formatWorkspaceTime('2026-06-02 08:30:00', ZONE, '24h')}`,
    );
    expect(needs).toHaveTextContent('3 waiting posts');

    const waiting = row('Beans Daily');
    expect(
      within(waiting).getByText(`Rate limited until ${formatWorkspaceTime('2026-06-02 10:45:00', ZONE, '24h')}`),
    ).toBeInTheDocument();
    expect(waiting).toHaveTextContent('No calls yet · No waiting posts');

    // A sandbox channel never signs in: nothing to reconnect.
    const demo = row('Northwind Coffee');
    expect(demo).toHaveTextContent('@northwindcoffee · X (sandbox)');
    expect(demo).toHaveTextContent('Posts to the simulated network');
    expect(within(demo).queryByRole('button', { name: /^Reconnect/ })).not.toBeInTheDocument();
    expect(within(demo).getByRole('link', { name: /^Posting schedule/ })).toHaveAttribute('href', '/outbox/11');
  });

  it('explains an empty workspace', async () => {
    serveChannels([]);
    renderApp('/settings/channels');
    expect(await screen.findByText(/No channels yet: connect one/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a channel' })).toBeInTheDocument();
  });
});

describe('connecting a channel', () => {
  it('signs in to Bluesky with the handle and app password, showing the service’s refusal beside its field', async () => {
    const channels = serveChannels([]);
    let release: () => void = () => undefined;
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', async (body) => {
      if (body.app_password === 'my-account-password')
        return HttpResponse.json(
          {
            ...errorBody('sign_in_refused', 'Bluesky refused this app password: make a new one and paste it here.'),
            field: 'app_password',
          },
          { status: 400 },
        );
      await new Promise<void>((resolve) => (release = resolve));
      channels.set([healthy]);
      return HttpResponse.json({ status: 'success', data: { channel_id: '21', reconnected: false } });
    });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Connect a channel' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a channel' });
    expect(within(dialog).getByRole('radio', { name: /Bluesky/ })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['bluesky', '1', '2', '4', '5', '6', '7', 'sandbox']);
    expect(dialog).not.toHaveTextContent('Coming soon');
    const password = within(dialog).getByLabelText('App password');
    expect(password).toHaveAccessibleDescription(
      'Make an app password in Bluesky: Settings → Privacy and security → App passwords. Your account password is refused.',
    );

    await user.type(within(dialog).getByLabelText('Bluesky handle'), 'northwind.bsky.social');
    await user.type(password, 'my-account-password');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Bluesky account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Bluesky refused this app password/);
    expect(password).toHaveFocus();
    expect(sent).toEqual([{ channel_type: 3, handle: 'northwind.bsky.social', app_password: 'my-account-password' }]);

    await user.clear(password);
    await user.type(password, 'abcd-efgh-ijkl-mnop');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Bluesky account' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Signing in to Bluesky…');
    expect(within(dialog).getByRole('button', { name: 'Connect Bluesky account' })).toBeDisabled();
    act(() => release());

    expect(await screen.findByText('Northwind Sky (@northwind.bsky.social) is connected.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ channel_type: 3, handle: 'northwind.bsky.social', app_password: 'abcd-efgh-ijkl-mnop' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Northwind Sky' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a channel' })).toHaveFocus();
  });

  it('shows a refusal that concerns no field (another account) in an alert', async () => {
    serveChannels([broken]);
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', () =>
      HttpResponse.json(
        errorBody('other_account', 'Channel 22 is @roastery.bsky.social; you signed in as @someone.bsky.social.'),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Reconnect Roastery on Bluesky' }));
    const dialog = screen.getByRole('dialog', { name: 'Reconnect Roastery' });
    // Pre-set to that channel: its handle, and its id in the call.
    expect(within(dialog).getByLabelText('Bluesky handle')).toHaveValue('roastery.bsky.social');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await user.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('you signed in as @someone.bsky.social');
    expect(sent).toEqual([
      { channel_type: 3, handle: 'roastery.bsky.social', app_password: 'abcd-efgh-ijkl-mnop', channel_id: 22 },
    ]);
  });

  it('reconnects a channel that needs it, and focus goes back to its button', async () => {
    const channels = serveChannels([broken]);
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', () => {
      channels.set([{ ...broken, status: 'connected', status_reason: '' }]);
      return HttpResponse.json({ status: 'success', data: { channel_id: '22', reconnected: true } });
    });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    expect(await screen.findByRole('alert', { name: 'Channels needing attention' })).toBeInTheDocument();
    const reconnect = screen.getByRole('button', { name: 'Reconnect Roastery on Bluesky' });
    await user.click(reconnect);
    const dialog = screen.getByRole('dialog', { name: 'Reconnect Roastery' });
    await user.type(within(dialog).getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await user.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('Roastery is reconnected: its waiting posts go out again.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ channel_id: 22 });
    expect(within(row('Roastery')).getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Channels needing attention' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect Roastery on Bluesky' })).toHaveFocus();
  });

  it('makes a sandbox channel of the network picked', async () => {
    const channels = serveChannels([]);
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', () => {
      channels.set([{ ...sandbox, channel_id: '77', channel_type: 4, network: 'LinkedIn', name: 'Practice' }]);
      return HttpResponse.json({ status: 'success', data: { channel_id: '77', reconnected: false } });
    });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Connect a channel' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a channel' });
    await user.click(within(dialog).getByRole('radio', { name: /Sandbox \(demo\)/ }));
    await user.selectOptions(within(dialog).getByLabelText('Network it plays'), 'LinkedIn');
    await user.type(within(dialog).getByLabelText('Channel name'), 'Practice');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText('Practice is connected to the sandbox network.')).toBeInTheDocument();
    expect(sent).toEqual([{ network: 'sandbox', channel_type: 4, name: 'Practice' }]);
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeInTheDocument();
  });
});

describe('disconnecting a channel', () => {
  it('asks what becomes of its waiting posts, keeps them as drafts by default, and says so', async () => {
    const channels = serveChannels([broken, healthy]);
    const sent = recordPosts<ChannelsDisconnectData['body']>('/channels/disconnect', (body) => {
      channels.set([healthy]);
      return HttpResponse.json({
        status: 'success',
        data: { channel_id: String(body.channel_id), drafts_made: 3, posts_deleted: 0 },
      });
    });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Disconnect Roastery on Bluesky' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Roastery?' });
    const question = within(dialog).getByRole('group', { name: 'What becomes of its 3 waiting posts?' });
    expect(within(question).getByRole('radio', { name: /Keep them as drafts/ })).toBeChecked();
    expect(within(question).getByRole('radio', { name: /Delete them/ })).not.toBeChecked();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Roastery is disconnected. Its 3 waiting posts became drafts.')).toBeInTheDocument();
    expect(sent).toEqual([{ channel_id: 22, queued: 'drafts' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Roastery' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Channels', level: 2 })).toHaveFocus();
  });

  it('deletes the waiting posts when asked to', async () => {
    serveChannels([broken]);
    const sent = recordPosts<ChannelsDisconnectData['body']>('/channels/disconnect', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { channel_id: String(body.channel_id), drafts_made: 0, posts_deleted: 3 },
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Disconnect Roastery on Bluesky' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Roastery?' });
    await user.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Roastery is disconnected. Its 3 waiting posts were deleted.')).toBeInTheDocument();
    expect(sent).toEqual([{ channel_id: 22, queued: 'delete' }]);
  });

  it('keeps the dialog and nothing changes when cancelled', async () => {
    serveChannels([healthy]);
    const sent = recordPosts<ChannelsDisconnectData['body']>('/channels/disconnect', () =>
      HttpResponse.json({ status: 'success', data: { channel_id: '21', drafts_made: 0, posts_deleted: 0 } }),
    );
    const user = userEvent.setup();
    renderApp('/settings/channels');
    const disconnect = await screen.findByRole('button', { name: 'Disconnect Northwind Sky on Bluesky' });
    await user.click(disconnect);
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Northwind Sky?' });
    expect(within(dialog).getByRole('group', { name: 'What becomes of its one waiting post?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(disconnect).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe('the channel health banner', () => {
  it('tells owners and admins on every page which channel needs reconnecting, and why', async () => {
    serveChannels([healthy, broken]);
    signedInAs('admin');
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    const banner = await screen.findByRole('alert', { name: 'Channels needing attention' });
    expect(banner).toHaveTextContent(
      'Roastery (@roastery.bsky.social) needs reconnecting: The app password was revoked. Reconnect it on the Channels page.',
    );
    expect(banner).not.toHaveTextContent('Northwind Sky');
    await user.click(within(banner).getByRole('link', { name: 'Channels page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/channels'));
  });

  it('shows nothing while every channel is healthy', async () => {
    const channels = serveChannels([healthy, limited]);
    renderApp('/inbox');
    await screen.findByRole('region', { name: 'Channels' });
    await waitFor(() => expect(channels.calls()).toBe(1));
    expect(screen.queryByRole('alert', { name: 'Channels needing attention' })).not.toBeInTheDocument();
  });

  it('appears when the event stream says a channel’s health changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    saveSession('test-token', 3600);
    const channels = serveChannels([healthy]);
    renderApp('/inbox');
    await waitFor(() => expect(channels.calls()).toBe(1));
    expect(FakeEventSource.latest?.url).toContain('access_token=test-token');
    channels.set([{ ...healthy, status: 'needs_reconnect', status_reason: 'Bluesky refused the sign-in' }]);
    act(() => FakeEventSource.latest!.emit('channels', { channel_ids: [21] }));
    expect(await screen.findByRole('alert', { name: 'Channels needing attention' })).toHaveTextContent(
      'Northwind Sky (@northwind.bsky.social) needs reconnecting: Bluesky refused the sign-in.',
    );
  });
});
