import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AnalyticsChannelsResponse,
  AnalyticsPostsResponse,
  ChannelDay,
  PostResult,
} from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { accountAs, API, draftsWithChannels, server } from '../../testing/server';

type Query = Record<string, string>;
type Totals = AnalyticsPostsResponse['data']['totals'];

const figures = { likes: null, comments: null, shares: null, quotes: null, saves: null, impressions: null };
const post = (id: number, fields: Partial<PostResult> = {}): PostResult => ({
  post_id: String(id),
  channel_id: '11',
  channel_type: 1,
  message: `Post number ${id} about our new seasonal blend`,
  published_at: '2026-06-10 09:00:00',
  permalink: `https://x.com/northwindcoffee/status/${id}`,
  state: 'live',
  ...figures,
  network_clicks: null,
  link_clicks: 0,
  engagement: 100 - id,
  engagement_rate: null,
  rate_base: null,
  refreshed_at: '2026-06-11 09:00:00',
  final: 0,
  ...fields,
});

const best = post(1, {
  message: 'Our summer cold brew is back',
  likes: 41,
  comments: 5,
  shares: 6,
  impressions: 2_000,
  link_clicks: 12,
  engagement: 52,
  engagement_rate: 0.026,
  rate_base: 'impressions',
});
const removed = post(2, {
  channel_id: '15',
  channel_type: 5,
  permalink: 'https://instagram.com/p/abc',
  state: 'deleted',
  likes: 30,
  engagement: 30,
  engagement_rate: 0.01,
  rate_base: 'followers',
  final: 1,
});
const fresh = post(3, { refreshed_at: null, engagement: 0, permalink: '' });
// Twelve posts in the range: a first page of ten, then two more.
const allPosts = [best, removed, fresh, ...Array.from({ length: 9 }, (_, index) => post(index + 4))];

const totals: Totals = {
  posts: 12,
  ...figures,
  likes: 70,
  impressions: 2_000,
  network_clicks: null,
  link_clicks: 12,
  engagement: 120,
  engagement_rate: 0.031,
  rate_base: null,
};
const previousTotals: Totals = { ...totals, posts: 8, engagement: 90, link_clicks: 4, engagement_rate: 0.02 };

const day = (date: string, fields: Partial<ChannelDay> = {}): ChannelDay => ({
  day: date,
  followers: null,
  posts: 0,
  engagement: 0,
  impressions: null,
  link_clicks: 0,
  views: null,
  website_clicks: null,
  calls: null,
  directions: null,
  ...fields,
});

const channelTotals = {
  posts: 12,
  engagement: 120,
  engagement_rate: 0.031,
  rate_base: null,
  impressions: 2_000,
  link_clicks: 12,
};

/** Two days of the range, enough to read: X's followers with a day not read, Instagram's engagement. */
function channelsAnswer(query: Query, withGoogle = false): AnalyticsChannelsResponse {
  const [first, second] = [query.from!, query.to!];
  const google = {
    channel_id: '17',
    channel_type: 7,
    name: 'Northwind on Main Street',
    screen_name: '',
    followers_first: null,
    followers_last: null,
    followers_change: null,
    ...channelTotals,
    days: [day(first, { views: 300, calls: 4, directions: 9 }), day(second, { views: 200, calls: 1, directions: 2 })],
  };
  return {
    status: 'success',
    data: {
      from: first,
      to: second,
      channels: [
        {
          channel_id: '11',
          channel_type: 1,
          name: 'Northwind Coffee',
          screen_name: 'northwindcoffee',
          followers_first: 1_200,
          followers_last: 1_240,
          followers_change: query.from === '2026-05-17' ? 40 : 25,
          ...channelTotals,
          days: [day(first, { followers: 1_200, engagement: 51 }), day(second, { followers: null, engagement: 0 })],
        },
        {
          channel_id: '15',
          channel_type: 5,
          name: 'Northwind Cafe',
          screen_name: 'northwind.cafe',
          followers_first: null,
          followers_last: null,
          followers_change: null,
          ...channelTotals,
          days: [day(first, { engagement: 30 }), day(second, { engagement: 39 })],
        },
        ...(withGoogle ? [google] : []),
      ],
      networks: [
        {
          channel_type: 1,
          channels: 1,
          followers_first: 1_200,
          followers_last: 1_240,
          followers_change: 40,
          ...channelTotals,
          engagement: 52,
          engagement_rate: 0.026,
          rate_base: 'impressions',
        },
        {
          channel_type: 5,
          channels: 1,
          followers_first: null,
          followers_last: null,
          followers_change: null,
          ...channelTotals,
          engagement: 69,
          engagement_rate: 0.01,
          rate_base: 'followers',
        },
      ],
    },
  };
}

/** The analytics operations answering known figures, keeping what each was asked. */
function fakeAnalytics({ published = true, withGoogle = false } = {}) {
  const asked = { posts: [] as Query[], channels: [] as Query[], history: [] as Query[] };
  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
  server.use(
    http.get(`${API}/analytics/posts`, ({ request }) => {
      const query = queryOf(request);
      asked.posts.push(query);
      const current = query.from === '2026-05-17' || query.limit !== '1';
      const offset = Number(query.offset ?? 0);
      const posts = published ? allPosts.slice(offset, offset + Number(query.limit ?? 50)) : [];
      const body: AnalyticsPostsResponse = {
        status: 'success',
        data: {
          from: query.from!,
          to: query.to!,
          count: published ? allPosts.length : 0,
          totals: published ? (current ? totals : previousTotals) : { ...totals, posts: 0, engagement: 0 },
          posts,
        },
      };
      return HttpResponse.json(body);
    }),
    http.get(`${API}/analytics/channels`, ({ request }) => {
      const query = queryOf(request);
      asked.channels.push(query);
      return HttpResponse.json(channelsAnswer(query, withGoogle));
    }),
    http.get(`${API}/analytics/postHistory`, ({ request }) => {
      const query = queryOf(request);
      asked.history.push(query);
      return HttpResponse.json({
        status: 'success',
        data: {
          post_id: query.post_id,
          samples: [
            { taken_at: '2026-06-10 10:00:00', ...best, engagement: 20, likes: 15 },
            { taken_at: '2026-06-10 12:00:00', ...best },
          ].map(
            ({
              taken_at,
              likes,
              comments,
              shares,
              quotes,
              saves,
              impressions,
              network_clicks,
              link_clicks,
              engagement,
            }) => ({
              taken_at,
              likes,
              comments,
              shares,
              quotes,
              saves,
              impressions,
              network_clicks,
              link_clicks,
              engagement,
            }),
          ),
        },
      });
    }),
  );
  return asked;
}

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
const topPosts = () => screen.findByRole('table', { name: /^Top posts by engagement/ });
const rowOf = (table: HTMLElement, name: string | RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('the Analytics page', () => {
  beforeEach(() => {
    // 15 June 2026, 01:30 in New York (05:30 UTC): the last 30 days are 17 May to 15 June in the workspace's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T05:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the last 30 days beside the 30 before: tiles, charts with their tables, top posts', async () => {
    const asked = fakeAnalytics();
    renderApp('/analytics');
    const table = await topPosts();
    expect(asked.posts).toEqual(
      expect.arrayContaining([
        { from: '2026-05-17', to: '2026-06-15', sort: 'engagement', limit: '10', offset: '0' },
        { from: '2026-04-17', to: '2026-05-16', limit: '1' },
      ]),
    );
    expect(asked.channels).toEqual(
      expect.arrayContaining([
        { from: '2026-05-17', to: '2026-06-15' },
        { from: '2026-04-17', to: '2026-05-16' },
      ]),
    );
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-17');
    // Each tile beside the previous period; the rate says what it is over (here posts of both kinds: mixed).
    await waitFor(() => expect(tile('Posts')).toHaveTextContent('12Previous period: 8'));
    expect(tile('Engagement')).toHaveTextContent('120Previous period: 90');
    expect(tile('Engagement rate')).toHaveTextContent('3.1% mixed basesPrevious period: 2.0% mixed bases');
    await waitFor(() => expect(tile('Followers change')).toHaveTextContent('+40Previous period: +25'));
    // Every chart's table is in the page for screen readers, the chart hidden from them.
    expect(screen.getByRole('table', { name: 'Followers per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Engagement per day by network' })).toBeInTheDocument();
    const networks = screen.getByRole('table', { name: 'Each network’s figures' });
    expect([...rowOf(networks, 'X').querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '12',
      '52',
      '2.6% per impression',
      '2,000',
      '12',
      '+40',
    ]);
    expect(rowOf(networks, 'Instagram')).toHaveTextContent('1.0% per follower');
    // A day without a reading is a gap, not a zero.
    const followers = screen.getByRole('table', { name: 'Followers per day' });
    expect(rowOf(followers, 'Mon, Jun 15')).toHaveTextContent('—');
    // Top posts: a dash for a figure the network does not give, the link to the post, the states.
    const top = rowOf(table, /Our summer cold brew is back/);
    expect([...top.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Wed, Jun 10 09:00',
      '52',
      '2.6% per impression',
      '2,000',
      '41',
      '5',
      '6',
      '12',
      'View on X (opens in a new tab)',
    ]);
    expect(within(top).getByRole('link', { name: /View on X/ })).toHaveAttribute(
      'href',
      'https://x.com/northwindcoffee/status/1',
    );
    expect(rowOf(table, /Post number 2/)).toHaveTextContent('Removed from Instagram');
    expect(within(rowOf(table, /Post number 2/)).queryByRole('link')).toBeNull();
    expect(rowOf(table, /Post number 3/)).toHaveTextContent('First figures an hour after publishing');
    expect(within(rowOf(table, /Post number 3/)).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Inbox → Reports' })).toHaveAttribute(
      'href',
      '/inbox/reports?from=2026-05-17&to=2026-06-15',
    );
    // Several reads drawn, each a chart: slower than most tests on a shared machine.
  }, 15_000);

  it('applies a preset and a channel at once, in the address and the queries', async () => {
    const asked = fakeAnalytics();
    const user = userEvent.setup();
    const { router } = renderApp('/analytics');
    await topPosts();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2026-06-09', to: '2026-06-15' }));
    await waitFor(() =>
      expect(asked.posts).toContainEqual({
        from: '2026-06-09',
        to: '2026-06-15',
        sort: 'engagement',
        limit: '10',
        offset: '0',
      }),
    );
    // The previous period is the 7 days before.
    await waitFor(() => expect(asked.posts).toContainEqual({ from: '2026-06-02', to: '2026-06-08', limit: '1' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Channel'), 'Northwind Cafe (Instagram)');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2026-06-09', to: '2026-06-15', channel: 15 }),
    );
    await waitFor(() =>
      expect(asked.channels).toContainEqual({ from: '2026-06-09', to: '2026-06-15', channel_id: '15' }),
    );
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2026-05-01', to: '2026-05-31', channel: 15 }),
    );
    // Several reads drawn, each a chart: slower than most tests on a shared machine.
  }, 15_000);

  it('refuses a custom range that ends before it starts or spans more than 366 days, asking nothing', async () => {
    const asked = fakeAnalytics();
    const user = userEvent.setup();
    const { router } = renderApp('/analytics?from=2026-06-10&to=2026-06-01');
    expect(await screen.findByText('The end date comes before the start date: choose a later one.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'Analytics cover at most 366 days, and these are 517: choose fewer.',
    );
    expect(router.state.location.search).toEqual({ from: '2026-06-10', to: '2026-06-01' });
    expect(asked.posts).toEqual([]);
    expect(asked.channels).toEqual([]);
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2025-01-01', to: '2025-03-31' }));
    await waitFor(() => expect(asked.channels).toContainEqual({ from: '2025-01-01', to: '2025-03-31' }));
    // Several reads drawn, each a chart: slower than most tests on a shared machine.
  }, 15_000);

  it('shows a chart’s table in its place with Table', async () => {
    fakeAnalytics();
    const user = userEvent.setup();
    renderApp('/analytics');
    await topPosts();
    const card = screen.getByRole('region', { name: 'Followers' });
    const toggle = within(card).getByRole('button', { name: 'Table: Followers' });
    const table = within(card).getByRole('table', { name: 'Followers per day' });
    expect(table.closest('.sr-only')).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table.closest('.sr-only')).toBeNull();
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('opens a post onto its curve, and shows more posts', async () => {
    const asked = fakeAnalytics();
    const user = userEvent.setup();
    renderApp('/analytics');
    const table = await topPosts();
    await user.click(within(table).getByRole('button', { name: 'Our summer cold brew is back' }));
    expect(within(table).getByRole('button', { name: 'Our summer cold brew is back' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const readings = await within(table).findByRole('table', { name: 'The post’s readings' });
    expect(asked.history).toEqual([{ post_id: '1' }]);
    expect([...rowOf(readings, 'Wed, Jun 10 10:00').querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '20',
      '2,000',
      '15',
      '5',
      '6',
      '12',
    ]);
    expect(within(table).getAllByRole('rowheader', { name: /Post number|summer/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader', { name: /Post number|summer/ })).toHaveLength(12),
    );
    expect(asked.posts).toContainEqual({
      from: '2026-05-17',
      to: '2026-06-15',
      sort: 'engagement',
      limit: '10',
      offset: '10',
    });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // Several reads drawn, each a chart: slower than most tests on a shared machine.
  }, 15_000);

  it('says when nothing was published in the range, and what Google gives instead', async () => {
    fakeAnalytics({ published: false, withGoogle: true });
    renderApp('/analytics');
    expect(
      await screen.findByText('No posts were published from 2026-05-17 to 2026-06-15: pick a longer range.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Top posts/ })).toBeNull();
    expect(
      await screen.findByText(
        'Google gives no figures for posts; its profile’s views, calls and directions are shown.',
      ),
    ).toBeInTheDocument();
    const google = screen.getByRole('table', { name: /Each Google profile’s figures/ });
    expect(
      [...rowOf(google, 'Northwind on Main Street').querySelectorAll('td')].map((cell) => cell.textContent),
    ).toEqual(['500', '—', '5', '11']);
  });

  it('says to connect a channel first when there is none', async () => {
    const asked = fakeAnalytics();
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels: [] } }),
      ),
    );
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'No channels connected yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect an account' })).toHaveAttribute('href', '/settings/channels');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    // Nothing to read without a channel.
    expect(asked.posts).toEqual([]);
    expect(asked.channels).toEqual([]);
  });

  it('downloads the CSV with the token in the header, never in the address, saying so while it comes', async () => {
    fakeAnalytics();
    let asked: Request | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/analytics/report`, async ({ request }) => {
        asked = request;
        await held;
        return new HttpResponse('post_id,message\r\n1,Our summer cold brew is back\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="results-2026-05-17-2026-06-15.csv"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/analytics?channel=11');
    await topPosts();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const busy = await screen.findByRole('button', { name: 'Preparing the CSV…' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('results-2026-05-17-2026-06-15.csv');
    expect(asked!.headers.get('authorization')).toBe('Bearer test-token');
    expect(asked!.url).not.toContain('test-token');
    expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({
      from: '2026-05-17',
      to: '2026-06-15',
      format: 'csv',
      of: 'posts',
      channel_id: '11',
    });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('Our summer cold brew is back');
    expect(await screen.findByText('Downloaded results-2026-05-17-2026-06-15.csv.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    // Several reads drawn, each a chart: slower than most tests on a shared machine.
  }, 15_000);

  it('says what to do when the PDF cannot be made just now', async () => {
    fakeAnalytics();
    server.use(
      http.get(`${API}/analytics/report`, () =>
        HttpResponse.json(
          { status: 'error', code: 'busy', message: 'Two reports are rendering.' },
          { status: 429, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/analytics');
    await topPosts();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('Other reports are being made just now: try again in a few seconds.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('is in the main navigation of members, not of a client, who is told the page is not theirs', async () => {
    const asked = fakeAnalytics();
    renderApp('/analytics');
    await topPosts();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    asked.posts.length = 0;
    asked.channels.length = 0;
    server.use(accountAs({ role: 'client' }));
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Not part of your access', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(asked.posts).toEqual([]);
    expect(asked.channels).toEqual([]);
  });
});
