import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewsRevokeData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { member, signedInAs } from './test-support';

const review = (id: string, extra: Partial<Review> = {}): Review => ({
  review_id: id,
  note: 'Next week for Northwind',
  created_by_name: 'Maya Chen',
  created_at: '2026-06-01 09:00:00',
  expires_at: '2026-06-08 09:00:00',
  posts: 3,
  decisions: 1,
  ...extra,
});

/** The People page, its members and invitations aside, with these open review links. */
function serveReviews(initial: Review[]) {
  let links = initial;
  server.use(
    http.get(`${API}/members/list`, () =>
      HttpResponse.json({ status: 'success', data: [member('1', 'Maya Chen', 'owner')] }),
    ),
    http.get(`${API}/invitations/list`, () => HttpResponse.json({ status: 'success', data: [] })),
    http.get(`${API}/reviews/list`, () => HttpResponse.json({ status: 'success', data: links })),
  );
  return { remove: (id: string) => (links = links.filter((link) => link.review_id !== id)) };
}

describe('the review links in Settings → People', () => {
  it('lists the open links with who shared them, when, until when and what they hold', async () => {
    serveReviews([review('4'), review('5', { note: '', created_by_name: 'Ana Ortiz', posts: 1, decisions: 0 })]);
    renderApp('/settings/people');
    const list = await screen.findByRole('list', { name: 'Open review links' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Next week for Northwind');
    expect(first).toHaveTextContent(/Shared by Maya Chen .*Jun 1.* · expires .*Jun 8/);
    expect(first).toHaveTextContent('3 posts · 1 decision by reviewers');
    expect(second).toHaveTextContent('Link shared by Ana Ortiz');
    expect(second).toHaveTextContent('1 post · 0 decisions by reviewers');
    expect(screen.getByRole('region', { name: 'Review links' })).toContainElement(list);
  });

  it('withdraws a link after asking, and the list no longer has it', async () => {
    const links = serveReviews([review('4')]);
    const revoked = recordPosts<ReviewsRevokeData['body']>('/reviews/revoke', (body) => {
      links.remove(String(body.review_id));
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/people');
    await user.click(await screen.findByRole('button', { name: 'Withdraw the review link: Next week for Northwind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this review link?' });
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw link' }));
    await waitFor(() => expect(revoked).toEqual([{ review_id: 4 }]));
    expect(await screen.findByText('No review link is open.')).toBeInTheDocument();
    expect(screen.getByText(/Share for review on the Approvals page/)).toBeInTheDocument();
    expect(await screen.findByText('Review link withdrawn: it no longer opens.')).toBeInTheDocument();
  });

  it('keeps a link when withdrawing is cancelled', async () => {
    serveReviews([review('4')]);
    const revoked = recordPosts<ReviewsRevokeData['body']>('/reviews/revoke', () =>
      HttpResponse.json({ status: 'success' }),
    );
    const user = userEvent.setup();
    renderApp('/settings/people');
    await user.click(await screen.findByRole('button', { name: /Withdraw the review link/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([]);
    expect(screen.getByRole('list', { name: 'Open review links' })).toHaveTextContent('Next week for Northwind');
  });

  it('is not for collaborators: People, and the links with it, lead them to their profile', async () => {
    signedInAs('collaborator');
    const asked: string[] = [];
    server.use(
      http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })),
      http.get(`${API}/reviews/list`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ status: 'success', data: [] });
      }),
    );
    const { router } = renderApp('/settings/people');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review links' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
