import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, server } from '../../../testing/server';

/** A thread on X with its own text, a first comment, one of a series, with a campaign. */
const thread = outboxPost(41, 'Three tips for better coffee at home. A thread.', '2026-06-12 09:00:00', {
  channel_id: '11',
  creator_id: '2',
  creator_name: 'Sam Rivera',
  to_approve: 1,
  has_version: 1,
  thread: ['1. Grind just before you brew.', '2. Weigh your beans.'],
  first_comment: 'Our beans: https://northwind.example/beans',
  series_id: 's1',
  repeat_every: '1w',
  occurrence: 2,
  occurrences: 6,
  utm_campaign: 'home-brewing',
});

/** The group's text on Instagram, and nothing more. */
const plain = outboxPost(42, 'Latte art throwdown next Thursday.', '2026-06-12 09:00:00', {
  channel: 5,
  channel_id: '15',
  creator_id: '2',
  creator_name: 'Sam Rivera',
  to_approve: 1,
});

function serveAwaiting(posts: OutboxPost[]) {
  server.use(
    http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
    http.get(`${API}/posts/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('channel_id')!;
      const awaiting = posts.filter((p) => p.channel_id === id);
      return HttpResponse.json(outboxResponse(id, [], { postsToApprove: { [id]: awaiting } }));
    }),
  );
}

describe('an approval card', () => {
  it('says everything that goes out with the text: own version, thread parts, first comment, repeat', async () => {
    serveAwaiting([thread, plain]);
    renderApp('/approvals');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Posts awaiting approval' });
    const card = within(list).getByRole('article', { name: 'Post by Sam Rivera for X · Northwind Coffee' });

    expect(within(card).getByText('Own text for X')).toBeInTheDocument();
    expect(within(card).getByText('Repeats every week · 2 of 6')).toBeInTheDocument();
    expect(within(card).getByText('Campaign “home-brewing”')).toBeInTheDocument();

    const parts = within(card).getByRole('button', { name: 'Thread: 3 parts' });
    expect(parts).toHaveAttribute('aria-expanded', 'false');
    await user.click(parts);
    const region = within(card).getByRole('region', { name: 'Thread: 3 parts' });
    expect(parts).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Part 2 of 31. Grind just before you brew.');
    expect(region).toHaveTextContent('Part 3 of 32. Weigh your beans.');

    await user.click(within(card).getByRole('button', { name: 'First comment' }));
    expect(within(card).getByRole('region', { name: 'First comment' })).toHaveTextContent(
      'Our beans: https://northwind.example/beans',
    );

    const other = within(list).getByRole('article', { name: 'Post by Sam Rivera for Instagram · Northwind Cafe' });
    expect(within(other).queryByText(/^Own text for/)).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /^Thread|^First comment/ })).not.toBeInTheDocument();
  });
});
