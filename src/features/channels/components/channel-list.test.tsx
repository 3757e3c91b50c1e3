import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, errorBody, server } from '../../../testing/server';

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

  it('explains an empty workspace', async () => {
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels: [] } }),
      ),
    );
    renderApp('/inbox');
    expect(await screen.findByText('No channels are connected to this workspace yet.')).toBeInTheDocument();
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
