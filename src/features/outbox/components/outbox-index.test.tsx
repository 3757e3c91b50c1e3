import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChannelEntry } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, server } from '../../../testing/server';

const entry = (id: string, counts: Pick<ChannelEntry, 'waiting_posts' | 'awaiting_approval' | 'failed_posts'>) => {
  const channel = draftsWithChannels.data.channels.find((c) => c.channel_id === id)!;
  return {
    ...channel,
    network: 'Sandbox',
    connector: 'sandbox',
    status: 'connected',
    status_reason: '',
    status_since: '',
    rate_limited_until: '',
    last_success: '',
    sign_in_ends: '',
    ...counts,
  } satisfies ChannelEntry;
};

describe('the outbox index', () => {
  it('shows per channel what is queued, awaiting approval and failed, from one channels/get', async () => {
    server.use(
      http.get(`${API}/channels/get`, () =>
        HttpResponse.json({
          status: 'success',
          data: [
            entry('11', { waiting_posts: 6, awaiting_approval: 2, failed_posts: 1 }),
            entry('15', { waiting_posts: 0, awaiting_approval: 0, failed_posts: 0 }),
          ],
        }),
      ),
    );
    renderApp('/outbox');
    const channels = await screen.findByRole('list', { name: 'Channels' });
    const coffee = within(channels).getByRole('link', { name: /Northwind Coffee/ });
    expect(await within(coffee).findByText('3 queued')).toBeInTheDocument();
    expect(within(coffee).getByText('2 awaiting approval')).toBeInTheDocument();
    expect(within(coffee).getByText('1 failed')).toBeInTheDocument();
    const cafe = within(channels).getByRole('link', { name: /Northwind Cafe/ });
    expect(within(cafe).getByText('0 queued')).toBeInTheDocument();
    expect(within(cafe).queryByText(/failed/)).not.toBeInTheDocument();
  });
});
