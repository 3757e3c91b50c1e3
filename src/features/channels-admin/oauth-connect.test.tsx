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

describe('back from a sign-in that reached several accounts', () => {
  const offered = (accounts: { id: string; name: string; channel?: string }[]) =>
    server.use(
      http.get(`${API}/channels/choice`, ({ request }) =>
        new URL(request.url).searchParams.get('choice') === 'k1'
          ? HttpResponse.json({
              status: 'success',
              data: {
                channel_type: 4,
                network: 'LinkedIn',
                accounts: accounts.map((a) => ({
                  account_id: a.id,
                  name: a.name,
                  screen_name: a.name.toLowerCase().replaceAll(' ', '-'),
                  picture: '',
                  channel_id: a.channel ?? '',
                })),
              },
            })
          : HttpResponse.json(
              { status: 'error', code: 'choice_not_found', message: 'This choice of accounts was already made.' },
              { status: 404 },
            ),
      ),
    );

  it('lets the person pick which accounts become channels, none picked for them', async () => {
    offered([
      { id: 'urn:li:person:7', name: 'Ada Lovelace' },
      { id: 'urn:li:organization:1', name: 'Northwind Coffee', channel: '12' },
      { id: 'urn:li:organization:2', name: 'Northwind Roastery' },
    ]);
    const sent = recordPosts('/channels/choose', () =>
      HttpResponse.json({ status: 'success', data: { channel_ids: ['12', '40'] } }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/settings/channels?choose=k1');
    const dialog = await screen.findByRole('dialog', { name: 'Which accounts to connect?' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(dialog).getByRole('button', { name: 'Pick an account' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Northwind Coffee.*already a channel/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Northwind Coffee/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Northwind Roastery/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Connect 2 accounts' }));
    await screen.findByText('2 channels of LinkedIn connected.');
    expect(sent).toEqual([{ choice: 'k1', account_ids: 'urn:li:organization:1,urn:li:organization:2' }]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog', { name: 'Which accounts to connect?' })).toBeNull();
  });

  it('says so when the choice was already made or ran out', async () => {
    offered([]);
    renderApp('/settings/channels?choose=stale');
    const dialog = await screen.findByRole('dialog', { name: 'Which accounts to connect?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This choice of accounts was already made.');
  });
});

describe('a sign-in that ends beyond renewal', () => {
  const ending = (sign_in_ends: string) =>
    server.use(
      http.get(`${API}/channels/get`, () =>
        HttpResponse.json({
          status: 'success',
          data: [{ ...xChannel, status: 'connected', status_reason: '', sign_in_ends }],
        }),
      ),
    );
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

  it('asks for reconnecting in the two weeks before the end', async () => {
    ending(inDays(5));
    renderApp('/settings/channels');
    expect(await screen.findByText(/Its sign-in at X ends .*: reconnect before then/)).toBeInTheDocument();
  });

  it('only shows the date while the end is further away', async () => {
    ending(inDays(60));
    renderApp('/settings/channels');
    expect(await screen.findByText(/^Signed in at X until /)).toBeInTheDocument();
    expect(screen.queryByText(/reconnect before then/)).toBeNull();
  });
});
