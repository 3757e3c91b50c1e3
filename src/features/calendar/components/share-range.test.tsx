import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CalendarPost, PostsCalendarResponse, ReviewsCreateData } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { accountAs, API, recordPosts, server } from '../../../testing/server';

const post = (post_id: number, display_time: string, state: CalendarPost['state']): CalendarPost => ({
  message: `Post number ${post_id}`,
  hash: `h${post_id}`,
  is_processed: state === 'published' ? 1 : state === 'failed' ? 2 : 0,
  created_time: '2026-11-01 09:00:00',
  updated_time: '2026-11-01 09:00:00',
  channel: 1,
  channel_id: '11',
  post_id,
  creator_id: '1',
  creator_name: 'Maya Chen',
  display_time,
  utc_post_time: display_time,
  is_custom_time: state === 'pinned' ? 1 : 0,
  map_ids: 1,
  state,
  channel_name: 'Northwind Coffee',
  thumbnail: '',
  published_time: '',
  published_link: state === 'published' ? 'https://x.test/1' : '',
});

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

function serveWeek(posts: CalendarPost[]) {
  const answer: PostsCalendarResponse = {
    status: 'success',
    data: {
      timezone: 'America/New_York',
      from: WEEK[0]!,
      to: WEEK[6]!,
      days: WEEK.map((date) => ({ date, clock_change: null })),
      posts,
      free_slots: [],
    },
  };
  server.use(http.get(`${API}/posts/calendar`, () => HttpResponse.json(answer)));
}

const PATH = '/calendar?view=week&date=2026-11-23';

describe('sharing the calendar’s range for review', () => {
  it('shares the week’s posts still to go out, in the order they go, and none published or failed', async () => {
    serveWeek([
      post(5, '2026-11-27 09:00:00', 'awaiting_approval'),
      post(1, '2026-11-23 09:00:00', 'published'),
      post(2, '2026-11-24 09:00:00', 'queued'),
      post(3, '2026-11-25 09:00:00', 'failed'),
      post(4, '2026-11-26 09:00:00', 'pinned'),
    ]);
    const created = recordPosts<ReviewsCreateData['body']>('/reviews/create', (body) =>
      HttpResponse.json({
        status: 'success',
        data: {
          review_id: '3',
          note: '',
          created_by_name: 'Maya Chen',
          created_at: '2026-11-20 10:00:00',
          expires_at: '2026-11-27 10:00:00',
          posts: body.post_ids.split('_').length,
          decisions: 0,
          url: 'http://localhost:3000/review/secret-of-the-week',
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Share this week for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    expect(dialog).toHaveAccessibleDescription(/the 3 posts still to go out this week/);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const ready = await screen.findByRole('dialog', { name: 'Review link ready' });
    expect(created).toEqual([{ post_ids: '2_4_5', expires_in_days: 7 }]);
    expect(within(ready).getByRole('textbox', { name: 'Review link' })).toHaveValue(
      'http://localhost:3000/review/secret-of-the-week',
    );
  });

  it('is not offered when nothing in the range is still to go out', async () => {
    serveWeek([post(1, '2026-11-23 09:00:00', 'published')]);
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Nov 23 – 29, 2026' });
    expect(screen.queryByRole('button', { name: /for review/ })).not.toBeInTheDocument();
  });

  it('is not offered to a collaborator', async () => {
    server.use(accountAs({ user_id: '2', name: 'Sam Rivera', role: 'collaborator' }));
    serveWeek([post(2, '2026-11-24 09:00:00', 'queued')]);
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Nov 23 – 29, 2026' });
    expect(screen.queryByRole('button', { name: /for review/ })).not.toBeInTheDocument();
  });
});
