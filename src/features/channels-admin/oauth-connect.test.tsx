import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEntry, ChannelsConnectData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, networksOffered, recordPosts, server } from '../../testing/server';

const xChannel: ChannelEntry = {
  channel_id: '31',
  channel_type: 1,
  network: 'X',
  connector: 'x',
  name: 'Northwind Coffee',
  screen_name: 'northwindcoffee',
  picture: '',
  status: 'needs_reconnect',
  status_reason: 'X refused to renew the sign-in.',
  status_since: '2026-06-10 09:00:00',
  rate_limited_until: '',
  last_success: '',
  sign_in_ends: '',
  waiting_posts: 2,
  awaiting_approval: 0,
  failed_posts: 1,
};

const xAvailable = () =>
  server.use(
    http.get(`${API}/channels/networks`, () =>
      HttpResponse.json({
        ...networksOffered,
        data: networksOffered.data.map((n) =>
          n.channel_type === 1 ? { ...n, status: 'available', missing_settings: [] } : n,
        ),
      }),
    ),
  );

describe('connecting an account through its network’s sign-in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a network is not set up on this server, naming the settings its administrator sets', async () => {
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Connect a channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a channel' });
    const x = await within(dialog).findByRole('radio', { name: 'X' });
    expect(x).toHaveAccessibleDescription(
      /Not set up on this server: its administrator sets X_CLIENT_ID and X_CLIENT_SECRET/,
    );
    await user.click(x);
    expect(dialog).toHaveTextContent('set X_CLIENT_ID and X_CLIENT_SECRET and restart it');
    expect(within(dialog).queryByRole('button', { name: /Continue to X/ })).toBeNull();
  });

  it('sends the person to X’s consent page with the address the service gives', async () => {
    xAvailable();
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', () =>
      HttpResponse.json({ status: 'success', data: { authorize_url: 'https://x.example/i/oauth2/authorize?state=s' } }),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: 'Connect a channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a channel' });
    await user.click(await within(dialog).findByRole('radio', { name: 'X' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to X' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://x.example/i/oauth2/authorize?state=s'));
    expect(sent).toEqual([{ channel_type: 1 }]);
    expect(within(dialog).getByRole('button', { name: 'Opening X…' })).toBeDisabled();
  });

  it('back from X: names the channel connected, or says why none is', async () => {
    server.use(http.get(`${API}/channels/get`, () => HttpResponse.json({ status: 'success', data: [xChannel] })));
    const user = userEvent.setup();
    const { router } = renderApp('/settings/channels?connected=31');
    const notice = await screen.findByText(/Northwind Coffee \(@northwindcoffee\) on X is connected\./);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    await router.navigate({
      to: '/settings/channels',
      search: { connect_error: 'X was not connected: the sign-in was cancelled.' },
    });
    const refusal = await screen.findByText('X was not connected: the sign-in was cancelled.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });

  it('reconnects an X channel through X’s sign-in, for that channel', async () => {
    xAvailable();
    server.use(http.get(`${API}/channels/get`, () => HttpResponse.json({ status: 'success', data: [xChannel] })));
    const sent = recordPosts<ChannelsConnectData['body']>('/channels/connect', () =>
      HttpResponse.json({ status: 'success', data: { authorize_url: 'https://x.example/i/oauth2/authorize?state=r' } }),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderApp('/settings/channels');
    await user.click(await screen.findByRole('button', { name: /^Reconnect Northwind Coffee/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Northwind Coffee' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to X' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent).toEqual([{ channel_type: 1, channel_id: 31 }]);
  });
});
