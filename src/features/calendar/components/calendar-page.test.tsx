import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarPost, PostsCalendarResponse } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../../testing/server';

const post = (post_id: number, display_time: string, extra: Partial<CalendarPost> = {}): CalendarPost => ({
  message: `Post number ${post_id}`,
  hash: `h${post_id}`,
  is_processed: 0,
  created_time: '2026-11-01 09:00:00',
  updated_time: '2026-11-01 09:00:00',
  channel: 1,
  channel_id: '11',
  post_id,
  creator_id: '1',
  creator_name: 'Maya Chen',
  display_time,
  utc_post_time: display_time,
  is_custom_time: 0,
  map_ids: 1,
  state: 'queued',
  channel_name: 'Northwind Coffee',
  thumbnail: '',
  published_time: '',
  published_link: '',
  ...extra,
});

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

function calendar(posts: CalendarPost[], extra: Partial<PostsCalendarResponse['data']> = {}): PostsCalendarResponse {
  return {
    status: 'success',
    data: {
      timezone: 'America/New_York',
      from: WEEK[0]!,
      to: WEEK[6]!,
      days: WEEK.map((date) => ({ date, clock_change: null })),
      posts,
      free_slots: [{ channel_id: '11', display_time: '2026-11-25 17:00:00', utc_post_time: '2026-11-25 22:00:00' }],
      ...extra,
    },
  };
}

/** Serves the calendar (`answer` may change), and records what each read asked for. */
function serveCalendar(first: PostsCalendarResponse) {
  const asked: URLSearchParams[] = [];
  const served = { answer: first };
  server.use(
    http.get(`${API}/posts/calendar`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(served.answer);
    }),
  );
  return Object.assign(asked, { served });
}

const moveAnswer = (posts: CalendarPost[]) =>
  HttpResponse.json({ status: 'success', data: { message: 'Post moved.', posts, undo: '1.11.q1' } });

const PATH = '/calendar?view=week&date=2026-11-23';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the calendar', () => {
  it('shows the week’s posts at their hours with their state, and the open slots of the queues', async () => {
    const asked = serveCalendar(
      calendar([
        post(1, '2026-11-23 09:00:00'),
        post(2, '2026-11-24 13:00:00', { state: 'failed', is_processed: 2 }),
        post(3, '2026-11-26 10:30:00', { state: 'published', is_processed: 1, published_link: 'https://x.test/3' }),
      ]),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Nov 23 – 29, 2026' })).toBeInTheDocument();
    expect(asked[0]!.get('from')).toBe('2026-11-23');
    expect(asked[0]!.get('to')).toBe('2026-11-29');
    const monday9 = screen.getByRole('group', { name: 'Mon, Nov 23 09:00' });
    expect(
      within(monday9).getByRole('button', { name: /^Open Queued post at 09:00 on Northwind Coffee \(X\)/ }),
    ).toBeVisible();
    // Each chip marks its state, named by its word; the legend says what the marks mean.
    const failed = screen.getByRole('button', { name: /^Open Failed post at 13:00/ });
    expect(within(failed).getByRole('img', { name: 'Failed' })).toHaveAttribute('title', 'Failed');
    expect(within(monday9).getByRole('img', { name: 'Queued' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Post states' });
    expect(
      within(legend)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(['Queued', 'Pinned', 'Awaiting approval', 'Failed', 'Publishing', 'Published']);
    // Out already: no handle, and a link to it on the network.
    expect(screen.getByRole('link', { name: /Published post at 10:30.*View it on the network/ })).toHaveAttribute(
      'href',
      'https://x.test/3',
    );
    expect(screen.queryByRole('button', { name: /Move post: Post number 3/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Write a post for Northwind Coffee (X) at Wed, Nov 25 17:00' }),
    ).toBeVisible();
  });

  it('keeps the view and the filters in the address, and asks for what they say', async () => {
    const asked = serveCalendar(calendar([]));
    const { router } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Nov 23 – 29, 2026' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'failed' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await screen.findByRole('heading', { name: 'November 2026' });
    expect(router.state.location.search).toMatchObject({ view: 'month', channel: 11, state: 'failed' });
    const last = asked.at(-1)!;
    expect([last.get('from'), last.get('to'), last.get('channel_ids'), last.get('states')]).toEqual([
      '2026-10-26',
      '2026-12-06',
      '11',
      'failed',
    ]);
    expect(screen.getByText(/No posts in this month with these filters/)).toBeInTheDocument();
  });

  it('moves a post with the keyboard, announcing each step, and offers Undo', async () => {
    const { served } = serveCalendar(
      calendar([post(1, '2026-11-23 09:00:00', { state: 'pinned', is_custom_time: 1 })]),
    );
    const moves = recordPosts('/posts/bulkMove', () => {
      const after = post(1, '2026-11-24 10:00:00', { state: 'pinned' });
      served.answer = calendar([after]);
      return moveAnswer([after]);
    });
    const undos = recordPosts('/posts/bulkUndo', () =>
      HttpResponse.json({ status: 'success', data: { message: 'Post put back.', posts: [] } }),
    );
    renderApp(PATH);
    const handle = await screen.findByRole('button', { name: /^Move post: Post number 1/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ' });
    expect(screen.getByText(/Picked up post “Post number 1”/)).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(screen.getByText(/would move to Tue, Nov 24 10:00 \(pinned there\)/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tue, Nov 24 10:00' })).toHaveClass('ring-2');
    fireEvent.keyDown(handle, { key: ' ' });
    await waitFor(() => expect(moves).toEqual([{ post_ids: '1', to: '2026-11-24 10:00:00' }]));
    // At once in its new place.
    expect(within(screen.getByRole('group', { name: 'Tue, Nov 24 10:00' })).getByText('Post number 1')).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undos).toEqual([{ undo: '1.11.q1' }]));
  });

  it('offers no Undo for a move the service says cannot be undone', async () => {
    serveCalendar(calendar([post(1, '2026-11-23 09:00:00', { state: 'failed', is_processed: 2 })]));
    recordPosts('/posts/bulkMove', () =>
      HttpResponse.json({
        status: 'success',
        data: {
          message: 'Post moved. A failed post moved is tried again at its new time, so this cannot be undone.',
          posts: [],
          undo: '',
        },
      }),
    );
    renderApp(PATH);
    const handle = await screen.findByRole('button', { name: /^Move post: Post number 1/ });
    fireEvent.keyDown(handle, { key: ' ' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: ' ' });
    expect(await screen.findByText(/so this cannot be undone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('puts a refused move back and says why', async () => {
    serveCalendar(calendar([post(1, '2026-11-23 09:00:00', { state: 'pinned', is_custom_time: 1 })]));
    server.use(
      http.post(`${API}/posts/bulkMove`, () =>
        HttpResponse.json(errorBody('already_published', 'Post 1 went out already.'), { status: 409 }),
      ),
    );
    renderApp(PATH);
    const handle = await screen.findByRole('button', { name: /^Move post: Post number 1/ });
    fireEvent.keyDown(handle, { key: ' ' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(await screen.findByText(/The move was not saved: Post 1 went out already\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Mon, Nov 23 09:00' })).getByText('Post number 1')).toBeVisible(),
    );
  });

  it('will not drop a post at a time the clocks skip, and Escape puts it back', async () => {
    const days = WEEK.map((date) => ({
      date,
      clock_change: date === '2026-11-24' ? { kind: 'skip' as const, from: '02:00', to: '03:00' } : null,
    }));
    serveCalendar(calendar([post(1, '2026-11-23 02:30:00', { state: 'pinned' })], { days }));
    const moves = recordPosts('/posts/bulkMove', () => moveAnswer([]));
    renderApp(PATH);
    const handle = await screen.findByRole('button', { name: /^Move post: Post number 1/ });
    fireEvent.keyDown(handle, { key: ' ' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: ' ' });
    expect(
      screen.getByText(/Tue, Nov 24 02:30 does not exist: the clocks skip from 02:00 to 03:00/),
    ).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(screen.getByText(/was cancelled; it stays at Mon, Nov 23 02:30/)).toBeInTheDocument();
    expect(moves).toEqual([]);
  });

  it('moves several selected posts by days, and deletes them only once the undo window closes', async () => {
    serveCalendar(calendar([post(1, '2026-11-23 09:00:00'), post(2, '2026-11-24 13:00:00')]));
    const moves = recordPosts('/posts/bulkMove', () => moveAnswer([]));
    const deletes: string[] = [];
    server.use(
      http.delete(`${API}/posts/bulkDelete`, ({ request }) => {
        deletes.push(new URL(request.url).searchParams.get('post_ids')!);
        return HttpResponse.json({ status: 'success', data: { message: 'Deleted.', deleted: 2, channel_ids: ['11'] } });
      }),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Select post: Post number 1/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Select post: Post number 2/ }));
    const bar = screen.getByRole('toolbar', { name: 'Selected posts' });
    expect(within(bar).getByText('2 posts selected')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 posts' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Days to move by/ }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toEqual([{ post_ids: '1_2', shift_days: 2 }]));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('checkbox', { name: /Select post: Post number 1/ }));
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selected posts' })).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.queryByText('Post number 1')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' }).at(-1)!);
    expect(screen.getByText('Post number 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Select post: Post number 2/ }));
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selected posts' })).getByRole('button', { name: 'Delete' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(deletes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    vi.useRealTimers();
    await waitFor(() => expect(deletes).toEqual(['2']));
  });

  it('opens the composer at an open slot, scheduled there for its channel', async () => {
    serveCalendar(calendar([]));
    renderApp(PATH);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Write a post for Northwind Coffee (X) at Wed, Nov 25 17:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
    expect(within(dialog).getByLabelText(/^Day/)).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('17:00');
  });
});

describe('the calendar on a phone', () => {
  let scrolledTo: Element[];
  beforeEach(() => {
    // jsdom has no media queries: a screen narrower than 640 px is one where none matches.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // Nor scrolling: where the page was asked to scroll to is kept.
    scrolledTo = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(() => delete (Element.prototype as Partial<Element>).scrollIntoView);

  it('opens the week at now, marked in today’s list, with the past a scroll above', async () => {
    // Thursday, Nov 26, 15:00 in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T20:00:00Z'));
    serveCalendar(
      calendar([
        post(1, '2026-11-23 09:00:00', { state: 'published', is_processed: 1 }),
        post(2, '2026-11-26 09:00:00', { state: 'published', is_processed: 1 }),
        post(3, '2026-11-26 17:00:00'),
      ]),
    );
    renderApp(PATH);

    const thursday = await screen.findByRole('group', { name: 'Thursday, November 26, 2026' });
    const now = within(thursday).getByText('Now, 15:00');
    await waitFor(() => expect(scrolledTo).toEqual([now]));
    // Today's list: what went out this morning, now, then what is still to come.
    const order = [...thursday.querySelectorAll('[data-post-id], p')].map(
      (element) => (element as HTMLElement).dataset.postId ?? element.textContent,
    );
    expect(order).toEqual(['2', 'Now, 15:00', '3']);
    // Monday's post is still there, above.
    expect(
      within(screen.getByRole('group', { name: 'Monday, November 23, 2026' })).getByRole('group', {
        name: /^Published post at 09:00/,
      }),
    ).toBeInTheDocument();
  });

  it('opens another week at its start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T20:00:00Z'));
    serveCalendar(calendar([post(1, '2026-11-26 09:00:00')]));
    renderApp(PATH);
    await screen.findByRole('group', { name: 'Thursday, November 26, 2026' });
    expect(screen.queryByText(/^Now,/)).not.toBeInTheDocument();
    // Past the frame in which it would have scrolled.
    await new Promise(requestAnimationFrame);
    expect(scrolledTo).toEqual([]);
  });
});

describe('a post’s thread and first comment on the calendar', () => {
  it('says how far a thread is out and why a first comment failed', async () => {
    serveCalendar(
      calendar([
        post(1, '2026-11-23 09:00:00', {
          state: 'failed',
          is_processed: 2,
          thread: ['Two', 'Three', 'Four'],
          thread_published: 2,
        }),
        post(2, '2026-11-26 10:30:00', {
          state: 'published',
          is_processed: 1,
          published_link: 'https://x.test/2',
          first_comment: 'Menu inside.',
          first_comment_status: 'failed',
          first_comment_error: 'The post is no longer there.',
        }),
      ]),
    );
    renderApp(PATH);
    const thread = await screen.findByRole('button', { name: /^Open Failed post at 09:00/ });
    expect(thread).toHaveAccessibleName(/Post number 1\. 2 of 4 parts out$/);
    expect(thread).toHaveTextContent('2 of 4 parts out');
    const comment = screen.getByRole('link', { name: /Published post at 10:30/ });
    expect(comment).toHaveAccessibleName(
      /Post number 2\. The first comment failed: The post is no longer there\. View it on the network$/,
    );
    expect(comment).toHaveTextContent('First comment failed');
  });
});
