import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxPost, ReviewsCreateData } from '../../../api/generated/types.gen';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { accountAs, API, draftsWithChannels, recordPosts, server } from '../../../testing/server';

const awaiting = (id: number, message: string, channelId: string, created: string) =>
  outboxPost(id, message, '2026-06-11 13:00:00', {
    channel_id: channelId,
    creator_id: '2',
    creator_name: 'Sam Rivera',
    utc_post_time: '2026-06-11 17:00:00',
    to_approve: 1,
    created_time: created,
  });

const throwdown = awaiting(36, 'Latte art throwdown next Thursday.', '15', '2026-06-02 09:00:00');
const hiring = awaiting(34, 'Hiring: shift lead at Main St.', '11', '2026-06-01 09:00:00');

function serveAwaiting(posts: OutboxPost[]) {
  server.use(
    http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
    http.get(`${API}/posts/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('channel_id')!;
      const theirs = posts.filter((p) => p.channel_id === id);
      return HttpResponse.json(outboxResponse(id, [], { postsToApprove: { [id]: theirs } }));
    }),
  );
}

const SECRET_URL = 'http://localhost:3000/review/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh1';

function answerCreate() {
  return recordPosts<ReviewsCreateData['body']>('/reviews/create', (body) =>
    HttpResponse.json({
      status: 'success',
      data: {
        review_id: '9',
        note: body.note ?? '',
        created_by_name: 'Maya Chen',
        created_at: '2026-06-10 10:00:00',
        expires_at: '2026-06-24 10:00:00',
        posts: body.post_ids.split('_').length,
        decisions: 0,
        url: SECRET_URL,
      },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('sharing the posts waiting for approval', () => {
  it('shares all of them, oldest first, with the days and note chosen, and shows the link once', async () => {
    serveAwaiting([throwdown, hiring]);
    const created = answerCreate();
    const user = userEvent.setup();
    renderApp('/approvals');
    await user.click(await screen.findByRole('button', { name: 'Share all 2 for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    expect(dialog).toHaveAccessibleDescription(/the 2 posts waiting for approval/);
    const days = within(dialog).getByRole('spinbutton', { name: 'Link works for (days)' });
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '14');
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the reviewer/ }), '  Next week  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const ready = await screen.findByRole('dialog', { name: 'Review link ready' });
    expect(created).toEqual([{ post_ids: '34_36', expires_in_days: 14, note: 'Next week' }]);
    expect(within(ready).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(ready).toHaveTextContent(/Anyone with the link can see these 2 posts/);
    expect(ready).toHaveTextContent(/until it expires \(.*Jun 24.*\) or is withdrawn/);
    expect(within(ready).getByRole('textbox', { name: 'Review link' })).toHaveValue(SECRET_URL);
    expect(within(ready).getByRole('textbox', { name: 'Review link' })).toHaveAttribute('readonly');
    await user.click(within(ready).getByRole('button', { name: 'Copy review link' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET_URL);

    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SECRET_URL);
    // Opened again, it asks afresh: the url is not kept.
    await user.click(screen.getByRole('button', { name: 'Share all 2 for review' }));
    expect(await screen.findByRole('dialog', { name: 'Share for review' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET_URL)).not.toBeInTheDocument();
  });

  it('shares only the posts ticked, each tick named after its card', async () => {
    serveAwaiting([throwdown, hiring]);
    const created = answerCreate();
    const user = userEvent.setup();
    renderApp('/approvals');
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Share for review: Post by Sam Rivera for Instagram · Northwind Cafe',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Share 1 ticked for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    expect(dialog).toHaveAccessibleDescription(/the post you ticked/);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await screen.findByRole('dialog', { name: 'Review link ready' });
    expect(created).toEqual([{ post_ids: '36', expires_in_days: 7 }]);
  });

  it('refuses days outside 1 to 90 before asking, and shows the service’s refusal in the dialog', async () => {
    serveAwaiting([throwdown]);
    const created = recordPosts('/reviews/create', () =>
      HttpResponse.json(
        {
          status: 'error',
          code: 'not_reviewable',
          message: 'Post 36 was published already: only posts still to go out can be reviewed.',
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/approvals');
    await user.click(await screen.findByRole('button', { name: 'Share all 1 for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Link works for (days)' });
    await user.clear(days);
    await user.type(days, '91');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(days).toHaveAccessibleDescription(/Write a number of days from 1 to 90\./);
    expect(created).toEqual([]);

    await user.clear(days);
    await user.type(days, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Post 36 was published already: only posts still to go out can be reviewed.',
    );
    expect(created).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox', { name: 'Review link' })).not.toBeInTheDocument();
  });

  it('is not offered to a collaborator', async () => {
    server.use(accountAs({ user_id: '2', name: 'Sam Rivera', role: 'collaborator' }));
    serveAwaiting([throwdown]);
    renderApp('/approvals');
    await screen.findByRole('list', { name: 'Posts awaiting approval' });
    expect(screen.queryByRole('button', { name: /for review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
