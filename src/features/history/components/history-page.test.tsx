import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryPost, PostsHistoryResponse } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, recordPosts, server } from '../../../testing/server';

const published = (id: number, message: string, time: string, extra: Partial<HistoryPost> = {}): HistoryPost => ({
  post_id: id,
  message,
  hash: `hash-${id}`,
  is_processed: 1,
  created_time: '2026-06-01 08:00:00',
  updated_time: time,
  channel: 1,
  channel_id: '11',
  channel_name: 'Northwind Coffee',
  creator_id: '2',
  creator_name: 'Sam Rivera',
  display_time: time,
  utc_post_time: time,
  state: 'published',
  thumbnail: '',
  published_time: time,
  published_link: '',
  approver_id: '',
  approver_name: '',
  link_clicks: 0,
  ...extra,
});

const beans = published(7, 'Fresh beans from Huila, roasted this morning', '2026-06-10 13:00:00', {
  approver_id: '1',
  approver_name: 'Maya Chen',
  link_clicks: 42,
  published_link: 'https://x.example/northwind/status/7',
  thumbnail: '/media/beans.jpg',
});
const latte = published(5, 'Oat milk latte week', '2026-06-09 09:00:00', {
  channel: 5,
  channel_id: '15',
  channel_name: 'Northwind Cafe',
});
const older = published(3, 'We open at 7 on Sundays now', '2026-05-30 08:00:00');

const page = (posts: HistoryPost[], viewMore = 0): PostsHistoryResponse => ({
  status: 'success',
  data: { count: posts.length, view_more: viewMore, posts },
});

/** Answers GET /posts/history with `answer` of each request's query, keeping the queries asked. */
function fakeHistory(answer: (query: URLSearchParams) => PostsHistoryResponse) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/posts/history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return asked;
}

const rows = () =>
  within(screen.getByRole('table', { name: /Published posts/ }))
    .getAllByRole('row')
    .slice(1);
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;

describe('the history page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists published posts newest first, with channel, author, approver, clicks and the link on the network', async () => {
    fakeHistory(() => page([beans, latte]));
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('History · Social Desk'));
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Fresh beans from Huila');

    const first = rowOf('Fresh beans');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/Jun 10 13:00$/),
      'Northwind CoffeeX',
      expect.stringContaining('Fresh beans from Huila'),
      'Sam Rivera',
      'Maya Chen',
      '42',
      'Share again',
    ]);
    const link = within(first).getByRole('link', { name: /^View on X/ });
    expect(link).toHaveAttribute('href', 'https://x.example/northwind/status/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    // Nobody approved the latte post, and the network did not say where it is.
    const second = rowOf('Oat milk');
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('None');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the channel filter in the URL and asks for that channel only', async () => {
    const asked = fakeHistory((query) => page(query.get('channel_id') === '15' ? [latte] : [beans, latte]));
    const { router } = renderApp('/history');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Published posts/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'Northwind Cafe (Instagram)');

    await waitFor(() => expect(router.state.location.search).toEqual({ channel: 15 }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Oat milk latte week');
    expect(asked.at(-1)!.get('channel_id')).toBe('15');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'All channels');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('opens on the channel the URL names', async () => {
    const asked = fakeHistory(() => page([latte]));
    renderApp('/history?channel=15');
    await screen.findByRole('table', { name: /Published posts/ });
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('15');
    expect(asked[0]!.get('channel_id')).toBe('15');
  });

  it('loads the next page after the last post seen', async () => {
    const asked = fakeHistory((query) => (query.has('before') ? page([older]) : page([beans, latte], 1)));
    renderApp('/history');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Published posts/ });
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('We open at 7 on Sundays now');
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ before: '2026-06-09 09:00:00', before_post_id: '5' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shares a post again to its own channel, and says it joined the queue', async () => {
    fakeHistory(() => page([beans, latte]));
    const copies = recordPosts<{ channel_id: number; post_id: number }>('/posts/copy', () =>
      HttpResponse.json({
        status: 'success',
        data: { post_id: [30], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {}, params: null },
      }),
    );
    renderApp('/history');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Published posts/ });
    await user.click(within(rowOf('Oat milk')).getByRole('button', { name: 'Share again: Oat milk latte week' }));

    expect(await screen.findByText('Shared again: the copy joined the end of Northwind Cafe’s queue.')).toBeVisible();
    expect(copies).toEqual([{ channel_id: 15, post_id: 5 }]);
  });

  it('exports the days shown, of the channel shown, as a CSV download', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-20T16:00:00Z') });
    fakeHistory(() => page([latte]));
    let exported: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/posts/export`, ({ request }) => {
        exported = new URL(request.url).searchParams;
        return new HttpResponse('post_id,channel\r\n5,Northwind Cafe\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/history?channel=15');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(exported?.get('kind')).toBe('history');
    expect(exported?.get('from')).toBe('2026-06-09');
    expect(exported?.get('to')).toBe('2026-06-20');
    expect(exported?.get('channel_ids')).toBe('15');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('social-desk-history-2026-06-09-to-2026-06-20.csv');
  });

  it('exports a year at most, the longest span the service takes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-20T16:00:00Z') });
    fakeHistory(() => page([beans, published(1, 'Our first post', '2024-03-01 10:00:00')]));
    renderApp('/history');
    expect(await screen.findByText('The file has the posts of 2025-06-20 to 2026-06-20.')).toBeInTheDocument();
  });

  it('explains an empty history', async () => {
    fakeHistory(() => page([]));
    renderApp('/history');
    expect(await screen.findByText('Nothing published yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Posts appear here once they go out; schedule some in the Outbox or the Calendar\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('is a list of posts on a phone', async () => {
    // jsdom has no media queries: a screen narrower than 640 px is one where none matches.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeHistory(() => page([beans]));
    renderApp('/history');
    const list = await screen.findByRole('list', { name: 'Published posts' });
    const post = within(list).getByRole('article', { name: /^Post: Fresh beans/ });
    expect(within(post).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: /^Share again/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
