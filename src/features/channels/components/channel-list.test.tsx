import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import userEvent from '@testing-library/user-event';
import { accountAs, API, draftsWithChannels, errorBody, server } from '../../../testing/server';

describe('the channel list in the shell', () => {
  it('lists the workspace channels from drafts/get, each linking to its outbox', async () => {
    let sentAuthorization: string | null = null;
    server.use(
      http.get(`${API}/drafts/get`, ({ request }) => {
        sentAuthorization = request.headers.get('authorization');
        return HttpResponse.json(draftsWithChannels);
      }),
    );
    renderApp('/inbox');
    const region = await screen.findByRole('region', { name: 'Channels' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(/Northwind Coffee X · @northwindcoffee/);
    expect(links[1]).toHaveAttribute('href', '/outbox/15');
    expect(sentAuthorization).toBe('Bearer test-token');
  });

  it('explains an empty workspace, where an owner adds a sandbox channel and lands on its outbox', async () => {
    const channels: typeof draftsWithChannels.data.channels = [];
    let sent: unknown;
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels } }),
      ),
      http.post(`${API}/channels/connect`, async ({ request }) => {
        sent = await request.json();
        channels.push({ ...draftsWithChannels.data.channels[0]!, channel_id: '77', channel_type: 4, name: 'Practice' });
        return HttpResponse.json({ status: 'success', data: { channel_id: '77' } });
      }),
      // Its outbox, where the dashboard goes next: empty.
      http.get(`${API}/posts/get`, () =>
        HttpResponse.json({
          status: 'success',
          data: { channels: { 77: [] }, errorPosts: { 77: [] }, postsToApprove: { 77: [] } },
        }),
      ),
    );
    renderApp('/inbox');
    const region = await screen.findByRole('region', { name: 'Channels' });
    // The empty list's words come with their own code, once needed.
    expect(
      await within(region).findByText(/No channels yet\. Connect the accounts your team posts to/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Connect an account' })).toHaveAttribute(
      'href',
      '/settings/channels',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a sandbox channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sandbox channel' });
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByText(/Name the channel/)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.selectOptions(within(dialog).getByLabelText('Network it plays'), 'LinkedIn');
    await user.type(within(dialog).getByLabelText('Channel name'), 'Practice');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByRole('link', { name: /Practice/ })).toHaveAttribute('href', '/outbox/77');
    expect(sent).toEqual({ network: 'sandbox', channel_type: 4, name: 'Practice' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers collaborators no channel to add', async () => {
    server.use(accountAs({ role: 'collaborator' }));
    renderApp('/inbox');
    await screen.findByRole('region', { name: 'Channels' });
    expect(screen.queryByRole('button', { name: 'Add a sandbox channel' })).not.toBeInTheDocument();
  });

  it('shows the reason the service gives when the channels cannot load', async () => {
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json(errorBody('internal', 'The workspace could not be read.'), { status: 500 }),
      ),
    );
    renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText('The workspace could not be read.')).toBeInTheDocument();
  });
});
