import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditSubject } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';

const event = (
  id: number,
  action: string,
  target: string,
  details: AuditEvent['details'] = {},
  subjects: AuditSubject[] = [],
): AuditEvent => ({
  event_id: String(id),
  at: '2026-06-01 09:30:00',
  actor: 'Maya Chen',
  action,
  target,
  details,
  subjects,
});

const subject = (kind: AuditSubject['kind'], id: string, name: string, exists = true): AuditSubject => ({
  kind,
  id,
  name,
  exists,
});
const post = (id: string, name: string, extra: Partial<AuditSubject> = {}): AuditSubject => ({
  ...subject('post', id, name),
  channel_id: '3',
  published: false,
  ...extra,
});
const northwind = subject('channel', '3', 'Northwind Coffee (X)');
const spring = 'Spring menu is here, come and try the…';

function answer(events: AuditEvent[]) {
  server.use(
    http.get(`${API}/audit/list`, () => HttpResponse.json({ status: 'success', data: { events, more: false } })),
  );
}

/** The log's rows, after its header. */
async function rows() {
  const table = await screen.findByRole('table', { name: 'Audit events, newest first' });
  return within(table).getAllByRole('row').slice(1);
}

describe('the Audit log', () => {
  it('lists events in words, newest first, and loads the next page before the last one seen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/audit/list`, ({ request }) => {
        const before = new URL(request.url).searchParams.get('before_id');
        asked.push(before);
        return HttpResponse.json({
          status: 'success',
          data: before
            ? {
                events: [
                  event(1, 'workspace.created', 'Northwind Coffee', { timezone: 'America/New_York' }, [
                    subject('workspace', '1', 'Northwind Coffee'),
                  ]),
                ],
                more: false,
              }
            : {
                events: [
                  event(3, 'member.role_changed', 'Sam Lee', { from: 'collaborator', to: 'admin' }, [
                    subject('person', '8', 'Sam Lee'),
                  ]),
                  event(2, 'app.created', 'Reporting', { client_id: 'app_1', public: false }, [
                    subject('application', 'app_1', 'Reporting'),
                  ]),
                ],
                more: true,
              },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/audit');
    const [role, app] = await rows();
    expect(role).toHaveTextContent('Maya Chen changed Sam Lee’s role from Collaborator to Admin');
    expect(within(role!).getByRole('link', { name: 'Sam Lee' })).toHaveAttribute('href', '/settings/people');
    expect(app).toHaveTextContent('Maya Chen registered the API application Reporting');
    expect(app).toHaveTextContent('confidential client · client id: app_1');
    expect(within(app!).getByRole('link', { name: 'Reporting' })).toHaveAttribute('href', '/settings/apps');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/created the workspace/)).toHaveTextContent(
      'Maya Chen created the workspace Northwind Coffee',
    );
    expect(await rows()).toHaveLength(3);
    expect(asked).toEqual([null, '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('names posts by their words and channels by name, linked while they are still there', async () => {
    answer([
      event(6, 'post.approved', 'post 36', { channel_id: 3 }, [post('36', spring), northwind]),
      event(5, 'post.approved', 'post 35', { channel_id: 3 }, [
        post('35', 'Open till six', { published: true }),
        northwind,
      ]),
      event(4, 'post.deleted', 'post 34', { channel_id: 3, posts: 2 }, [
        post('34', 'Latte art night', { exists: false }),
        post('33', 'Latte art night', { exists: false, channel_id: '4' }),
        northwind,
        subject('channel', '4', 'Northwind (LinkedIn)', false),
      ]),
      // Written before events kept their subjects, the post gone since: what is known is said.
      event(3, 'post.deleted', 'posts 30_31_32', { channel_ids: '3', posts: 3 }, [
        post('30', '', { exists: false, channel_id: '' }),
        northwind,
      ]),
      event(2, 'post.sent_back', 'post 29', { channel_id: 3, writer: 'Sam Rivera' }, [
        post('29', 'Hot take', { exists: false }),
        northwind,
        subject('person', '8', 'Sam Rivera'),
        subject('draft', '12', 'Hot take'),
      ]),
      event(1, 'channel.disconnected', 'Practice (@practice)', { channel_id: 9, queued: 'drafts', waiting_posts: 2 }, [
        subject('channel', '9', 'Practice (X)', false),
      ]),
    ]);
    renderApp('/settings/audit');
    const [approved, published, deleted, older, sentBack, disconnected] = await rows();

    expect(approved).toHaveTextContent(`Maya Chen approved “${spring}” on Northwind Coffee (X)`);
    expect(within(approved!).getByRole('link', { name: spring })).toHaveAttribute('href', '/outbox/3');
    expect(within(approved!).getByRole('link', { name: 'Northwind Coffee (X)' })).toHaveAttribute('href', '/outbox/3');
    // A published post is in the history.
    expect(within(published!).getByRole('link', { name: 'Open till six' })).toHaveAttribute(
      'href',
      '/history?channel=3',
    );
    // Gone: named in plain words, where they were too.
    expect(deleted).toHaveTextContent(
      'Maya Chen deleted “Latte art night” on Northwind Coffee (X) and Northwind (LinkedIn)',
    );
    expect(
      within(deleted!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Northwind Coffee (X)']);
    expect(older).toHaveTextContent('Maya Chen deleted 3 posts on Northwind Coffee (X)');
    expect(sentBack).toHaveTextContent(
      'Maya Chen sent “Hot take” on Northwind Coffee (X) back to Sam Rivera as a draft',
    );
    expect(within(sentBack!).getByRole('link', { name: 'a draft' })).toHaveAttribute('href', '/drafts');
    expect(disconnected).toHaveTextContent('Maya Chen disconnected Practice (X)');
    expect(disconnected).toHaveTextContent('its 2 waiting posts became drafts');
    expect(within(disconnected!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the comment deleted by its author and what it was on', async () => {
    answer([
      event(2, 'comment.deleted', 'comment 7', { comment_id: 7, author: 'Sam Rivera' }, [
        post('36', spring),
        northwind,
        subject('person', '8', 'Sam Rivera'),
      ]),
      event(1, 'comment.deleted', 'comment 5', { comment_id: 5, author: 'Lee Park' }, [
        subject('draft', '12', 'Hot take'),
        subject('person', '', 'Lee Park', false),
      ]),
    ]);
    renderApp('/settings/audit');
    const [onPost, onDraft] = await rows();
    expect(onPost).toHaveTextContent(
      `Maya Chen deleted a comment by Sam Rivera on “${spring}” on Northwind Coffee (X)`,
    );
    expect(onDraft).toHaveTextContent('Maya Chen deleted a comment by Lee Park on the draft Hot take');
  });

  it('names the people invited, joined and removed in words', async () => {
    answer([
      event(4, 'member.removed', 'Sam Rivera', { role: 'collaborator' }, [subject('person', '8', 'Sam Rivera', false)]),
      event(3, 'member.joined', 'Bob', { role: 'collaborator' }, [subject('person', '9', 'Bob')]),
      event(2, 'invitation.revoked', 'ann@example.com', { role: 'admin' }, [
        subject('invitation', '5', 'ann@example.com', false),
      ]),
      event(1, 'member.invited', 'bob@example.com', { role: 'collaborator' }, [
        subject('invitation', '6', 'bob@example.com'),
      ]),
    ]);
    renderApp('/settings/audit');
    const [removed, joined, revoked, invited] = await rows();
    expect(invited).toHaveTextContent('Maya Chen invited bob@example.com as Collaborator');
    expect(within(invited!).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute('href', '/settings/people');
    expect(revoked).toHaveTextContent('Maya Chen withdrew the invitation of ann@example.com as Admin');
    expect(within(revoked!).queryByRole('link')).not.toBeInTheDocument();
    expect(joined).toHaveTextContent('Maya Chen joined the workspace as Collaborator');
    expect(removed).toHaveTextContent('Maya Chen removed Sam Rivera (Collaborator)');
    expect(within(removed!).queryByRole('link')).not.toBeInTheDocument();
  });
});
