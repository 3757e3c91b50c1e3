import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftsGetResponse, OutboxPost, PostComment } from '../../../api/generated/types.gen';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { accountAs, API, draftsWithChannels, recordPosts, server, serveTwelveHourClock } from '../../../testing/server';

/** The demo's Instagram post awaiting approval (seed-outbox.ts), with a link to check too. */
const throwdown = outboxPost(
  36,
  'Latte art throwdown next Thursday, 6pm. Sign-ups at the bar.',
  '2026-06-11 13:00:00',
  {
    channel: 5,
    channel_id: '15',
    creator_id: '2',
    creator_name: 'Sam Rivera',
    utc_post_time: '2026-06-11 17:00:00',
    to_approve: 1,
    picture: '/demo/beans.png',
    link: 'https://northwind.example/events/throwdown',
  },
);

/** A post on X pinned to its own time, with neither picture nor link. */
const hiring = outboxPost(34, 'Hiring: shift lead at Main St. Know someone great?', '2026-06-12 11:15:00', {
  channel_id: '11',
  creator_id: '2',
  creator_name: 'Sam Rivera',
  utc_post_time: '2026-06-12 15:15:00',
  is_custom_time: 1,
  to_approve: 1,
  created_time: '2026-06-01 09:00:00',
});

/** The Instagram channel has a picture of its own (the network's mark stays in its corner). */
const channels: DraftsGetResponse = {
  ...draftsWithChannels,
  data: {
    ...draftsWithChannels.data,
    channels: draftsWithChannels.data.channels.map((c) =>
      c.channel_id === '15' ? { ...c, picture: '/avatars/northwind-cafe.png' } : c,
    ),
  },
};

/** Each channel's outbox holds the given posts awaiting approval, and nothing else. */
function serveAwaiting(posts: OutboxPost[]) {
  server.use(
    http.get(`${API}/drafts/get`, () => HttpResponse.json(channels)),
    http.get(`${API}/posts/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('channel_id')!;
      const awaiting = posts.filter((p) => p.channel_id === id);
      return HttpResponse.json(outboxResponse(id, [], { postsToApprove: { [id]: awaiting } }));
    }),
  );
}

async function cardFor(name: string) {
  const list = await screen.findByRole('list', { name: 'Posts awaiting approval' });
  return within(list).getByRole('article', { name });
}

const goesOut = (card: HTMLElement) => within(card).getByText('Goes out').nextElementSibling;

beforeEach(() => {
  // Wednesday 2026-06-10, 10:00 in New York (the workspace's zone).
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('an approval card', () => {
  it('shows the Instagram post as it will be published: picture, preview, link and time', async () => {
    serveAwaiting([throwdown]);
    renderApp('/approvals');
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    expect(within(card).getByText('Sam Rivera')).toBeInTheDocument();

    const preview = within(card).getByRole('article', { name: 'Preview on Instagram · Northwind Cafe' });
    expect(within(preview).getByText('Northwind Cafe')).toBeInTheDocument();
    expect(within(preview).getByText('Instagram · @northwind.cafe')).toBeInTheDocument();
    const channelPictures = within(preview)
      .getAllByRole('presentation')
      .map((img) => img.getAttribute('src'));
    expect(channelPictures).toEqual(['/avatars/northwind-cafe.png', '/avatars/network-5.svg']);
    const picture = within(preview).getByRole('img', {
      name: 'The post’s picture, cropped square, as Instagram crops it',
    });
    expect(picture).toHaveAttribute('src', '/demo/beans.png');
    expect(picture).toHaveStyle({ aspectRatio: '1 / 1' });
    expect(preview).toHaveTextContent('Latte art throwdown next Thursday, 6pm. Sign-ups at the bar.');
    expect(preview).toHaveTextContent('northwind.examplehttps://northwind.example/events/throwdown');

    const link = within(card).getByRole('link', {
      name: /^https:\/\/northwind\.example\/events\/throwdown ?\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://northwind.example/events/throwdown');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(goesOut(card)).toHaveTextContent('Tomorrow 13:00, the next free slot if approved now');
    expect(within(card).getByText('Tomorrow 13:00')).toHaveAttribute('datetime', '2026-06-11T17:00:00Z');
    expect(screen.getByText('Times are New York time (America/New_York).')).toBeInTheDocument();
    for (const control of [...within(card).getAllByRole('button'), ...within(card).getAllByRole('link')])
      expect(control).toHaveAccessibleName();
  });

  it('writes a pinned post’s own time on the workspace’s 12-hour clock, and no picture or link it does not have', async () => {
    serveTwelveHourClock();
    serveAwaiting([throwdown, hiring]);
    renderApp('/approvals');
    const card = await cardFor('Post by Sam Rivera for X · Northwind Coffee');

    expect(goesOut(card)).toHaveTextContent('Fri, Jun 12 11:15 AM, its scheduled time');
    const preview = within(card).getByRole('article', { name: 'Preview on X · Northwind Coffee' });
    expect(preview).toHaveTextContent('Hiring: shift lead at Main St. Know someone great?');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByText('Link')).not.toBeInTheDocument();

    const instagram = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    expect(goesOut(instagram)).toHaveTextContent('Tomorrow 1:00 PM, the next free slot if approved now');
  });

  it('approves the post it shows, and sends it back through a named dialog', async () => {
    serveAwaiting([throwdown]);
    const approved = recordPosts('/posts/approvePost', () =>
      HttpResponse.json({ status: 'success', data: 'Post approved: it joined the end of the queue.' }),
    );
    renderApp('/approvals');
    const user = userEvent.setup();
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');

    await user.click(within(card).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back to Sam Rivera' });
    expect(within(dialog).getByLabelText(/Reason/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Post approved: it joined the end of the queue.')).toBeInTheDocument();
    expect(approved).toEqual([{ channel_id: 15, post_id: 36 }]);
  });

  it('shows a collaborator their own post as it will be published, without the reviewer’s buttons', async () => {
    server.use(accountAs({ user_id: '2', name: 'Sam Rivera', role: 'collaborator' }));
    serveAwaiting([throwdown]);
    renderApp('/approvals');
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    expect(within(card).getByRole('img', { name: /The post’s picture/ })).toHaveAttribute('src', '/demo/beans.png');
    expect(goesOut(card)).toHaveTextContent('Tomorrow 13:00');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
    // The writer discusses their own post.
    expect(within(card).getByRole('button', { name: 'Write a comment' })).toBeInTheDocument();
  });
});

describe('the comments on an approval card', () => {
  /** The thread of post 36 as the service keeps it: what GET answers, POST adds to and deleteComment takes from. */
  function serveThread() {
    const comments: PostComment[] = [
      {
        comment_id: '1',
        author_id: '1',
        author_name: 'Maya Chen',
        author_picture: '',
        message: 'Is 6pm right? The bar closes at 7.',
        timestamp: '2026-06-10 09:15:00',
        can_delete: 1,
      },
    ];
    const asked: string[] = [];
    server.use(
      http.get(`${API}/posts/comments`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ status: 'success', data: { count: comments.length, comments } });
      }),
    );
    const written = recordPosts<{ post_id: number; message: string }>('/posts/comment', (body) => {
      const comment: PostComment = {
        comment_id: '2',
        author_id: '1',
        author_name: 'Maya Chen',
        author_picture: '',
        message: body.message.trim(),
        timestamp: '2026-06-10 10:00:00',
        can_delete: 1,
      };
      comments.push(comment);
      return HttpResponse.json({ status: 'success', data: { comment, mentioned: [] } });
    });
    const deleted = recordPosts<{ comment_id: number }>('/posts/deleteComment', (body) => {
      comments.splice(
        comments.findIndex((c) => c.comment_id === String(body.comment_id)),
        1,
      );
      return HttpResponse.json({ status: 'success' });
    });
    return { asked, written, deleted };
  }

  it('counts them, shows the thread on demand, and writes and deletes a comment', async () => {
    serveAwaiting([throwdown]);
    const { asked, written, deleted } = serveThread();
    renderApp('/approvals');
    const user = userEvent.setup();
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    const row = within(card).getByText('Comments').nextElementSibling as HTMLElement;
    await within(row).findByText('1 comment');
    expect(asked).toContain('?post_id=36');
    expect(within(card).queryByRole('region', { name: /Comments on/ })).not.toBeInTheDocument();

    const show = within(row).getByRole('button', { name: 'Show comments' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const thread = await within(card).findByRole('region', { name: 'Comments on the post by Sam Rivera' });
    expect(within(row).getByRole('button', { name: 'Hide comments' })).toHaveAttribute('aria-expanded', 'true');
    expect(thread).toHaveTextContent('Maya Chen');
    expect(thread).toHaveTextContent('Today 09:15');
    expect(thread).toHaveTextContent('Is 6pm right? The bar closes at 7.');

    const box = within(thread).getByRole('textbox', { name: 'Add a comment' });
    const send = within(thread).getByRole('button', { name: 'Comment' });
    expect(send).toBeDisabled();
    await user.type(box, '@Sam can we say 5pm?');
    await user.click(send);
    expect(await within(thread).findByText('@Sam can we say 5pm?')).toBeInTheDocument();
    expect(written).toEqual([{ post_id: 36, message: '@Sam can we say 5pm?' }]);
    expect(box).toHaveValue('');
    await within(row).findByText('2 comments');

    await user.click(within(thread).getAllByRole('button', { name: 'Delete the comment by Maya Chen' })[0]!);
    await waitFor(() => expect(thread).not.toHaveTextContent('Is 6pm right?'));
    expect(deleted).toEqual([{ comment_id: 1 }]);
    for (const control of within(card).getAllByRole('button')) expect(control).toHaveAccessibleName();
  });

  it('says there are none yet and how to start', async () => {
    serveAwaiting([throwdown]);
    renderApp('/approvals');
    const user = userEvent.setup();
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    const row = within(card).getByText('Comments').nextElementSibling as HTMLElement;
    await within(row).findByText('None yet');
    await user.click(within(row).getByRole('button', { name: 'Write a comment' }));
    expect(await within(card).findByText(/No comments yet\. Ask a question/)).toBeInTheDocument();
  });

  it('says which step a post waits at and for whom, and offers the buttons only to who may decide it', async () => {
    const atClient = {
      ...throwdown,
      approval_step: 2,
      approval_steps: 3,
      approvers: { who: 'client' as const, names: 'the client', user_ids: '7' },
    };
    serveAwaiting([atClient]);
    renderApp('/approvals');
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    expect(within(card).getByText('Approval').nextElementSibling).toHaveTextContent(
      'Step 2 of 3 · waiting for the client',
    );
    // The owner decides no step of this post now.
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
  });

  it('lets the client decide their step, sending the step they saw', async () => {
    server.use(accountAs({ user_id: '7', name: 'Cleo Client', role: 'client' }));
    serveAwaiting([
      {
        ...throwdown,
        approval_step: 3,
        approval_steps: 3,
        approvers: { who: 'client', names: 'the client', user_ids: '7' },
      },
    ]);
    const approved = recordPosts('/posts/approvePost', () =>
      HttpResponse.json({ status: 'success', data: 'Post approved: it joined the end of the queue.' }),
    );
    renderApp('/approvals');
    const user = userEvent.setup();
    expect(await screen.findByText(/The posts waiting for your approval/)).toBeInTheDocument();
    const card = await cardFor('Post by Sam Rivera for Instagram · Northwind Cafe');
    expect(within(card).getByText('Step 3 of 3 · waiting for the client')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Post approved: it joined the end of the queue.')).toBeInTheDocument();
    expect(approved).toEqual([{ channel_id: 15, post_id: 36, approval_step: 3 }]);
  });
});
