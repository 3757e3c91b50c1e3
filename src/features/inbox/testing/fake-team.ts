import { http, HttpResponse } from 'msw';
import type {
  InboxAssignData,
  InboxAssignee,
  InboxLabel,
  InboxLabelData,
  InboxPresenceSetData,
  InboxSnoozeData,
} from '../../../api/generated/types.gen';
import { API, errorBody, server } from '../../../testing/server';
import type { fakeInbox } from './fake-inbox';

/** The signed-in member (the test server's account), and two teammates, one of them a collaborator. */
export const teammates: InboxAssignee[] = [
  { user_id: '1', name: 'Maya Chen', picture: '', is_member: 1, open: 3, unread: 1 },
  { user_id: '2', name: 'Ben Ode', picture: '', is_member: 1, open: 5, unread: 2 },
  { user_id: '3', name: 'Ada Ruiz', picture: '', is_member: 1, open: 0, unread: 0 },
  // Left the workspace and still holds a conversation: not someone to assign to.
  { user_id: '9', name: 'Old Timer', picture: '', is_member: 0, open: 1, unread: 0 },
];

export const workspaceLabels: InboxLabel[] = [
  { label_id: '4', name: 'Refund', color: '#dc2626' },
  { label_id: '5', name: 'Sales lead', color: '#16a34a' },
  { label_id: '6', name: 'Urgent', color: '#f59e0b' },
];

/** "YYYY-MM-DD HH:mm:ss" now in a zone, as the service reads a snooze's `until` against. */
const wallClock = (zone: string) => new Date().toLocaleString('sv-SE', { timeZone: zone }).slice(0, 19);

/**
 * The team inbox's operations on MSW, over a fake inbox's items (decisions 039–042): assignment with the service's
 * race rule (`expected_assignee_id`), the assignees' views, labels, snooze (refusing a time that has passed in the
 * workspace's zone) and presence. What each received is kept for the test to read.
 */
export function fakeTeam(inbox: ReturnType<typeof fakeInbox>, options: { labels?: InboxLabel[]; zone?: string } = {}) {
  const labels = options.labels ?? workspaceLabels;
  const zone = options.zone ?? 'America/New_York';
  const assigned: InboxAssignData['body'][] = [];
  const labelled: InboxLabelData['body'][] = [];
  const snoozed: InboxSnoozeData['body'][] = [];
  const presence: InboxPresenceSetData['body'][] = [];
  const unitOf = (postId: string) => {
    const workId = inbox.item(postId).work_id;
    return inbox.items().filter((item) => item.work_id === workId);
  };
  const nameOf = (userId: string) => teammates.find((t) => t.user_id === userId)?.name ?? '';

  server.use(
    http.get(`${API}/inbox/assignees`, () =>
      HttpResponse.json({
        status: 'success',
        data: { everyone: { open: 9, unread: 3 }, unassigned: { open: 1, unread: 0 }, assignees: teammates },
      }),
    ),
    http.post(`${API}/inbox/assign`, async ({ request }) => {
      const body = (await request.json()) as InboxAssignData['body'];
      assigned.push(body);
      const current = inbox.item(String(body.post_id)).assignee_id;
      if (body.expected_assignee_id !== undefined && String(body.expected_assignee_id) !== current)
        return HttpResponse.json(
          errorBody(
            'assignee_changed',
            current === '0'
              ? 'Somebody unassigned this conversation meanwhile: nobody has it now.'
              : `${nameOf(current)} has this conversation now.`,
          ),
          { status: 409 },
        );
      const to = String(body.assignee_id);
      if (to !== '0' && !teammates.some((t) => t.user_id === to && t.is_member === 1))
        return HttpResponse.json(errorBody('not_found', 'No such member.'), { status: 404 });
      for (const item of unitOf(String(body.post_id)))
        inbox.change(item.post_id, { assignee_id: to, assignee_name: nameOf(to) });
      return HttpResponse.json({ status: 'success' });
    }),
    http.get(`${API}/labels/list`, () => HttpResponse.json({ status: 'success', data: labels })),
    http.post(`${API}/inbox/label`, async ({ request }) => {
      const body = (await request.json()) as InboxLabelData['body'];
      labelled.push(body);
      const ids = String(body.label_ids).split('_').filter(Boolean);
      const set = labels.filter((label) => ids.includes(label.label_id));
      inbox.change(String(body.post_id), { labels: set });
      return HttpResponse.json({ status: 'success', data: set });
    }),
    http.post(`${API}/inbox/snooze`, async ({ request }) => {
      const body = (await request.json()) as InboxSnoozeData['body'];
      snoozed.push(body);
      if (body.until <= wallClock(zone))
        return HttpResponse.json(
          {
            ...errorBody('time_in_past', `${body.until} (${zone}) has already passed. Pick a time ahead.`),
            field: 'until',
          },
          { status: 400 },
        );
      const unit = unitOf(String(body.post_id));
      for (const item of unit) inbox.change(item.post_id, { snoozed_until: body.until }, true);
      return HttpResponse.json({ status: 'success', data: { snoozed_until: body.until, count: unit.length } });
    }),
    http.post(`${API}/inbox/presence`, async ({ request }) => {
      presence.push((await request.json()) as InboxPresenceSetData['body']);
      return HttpResponse.json({ status: 'success', data: { expires_in: 30 } });
    }),
  );

  return {
    assigned,
    labelled,
    snoozed,
    presence,
    /** A teammate takes the conversation without this dashboard knowing (the other side of a race). */
    takenBy: (postId: string, userId: string) => {
      for (const item of unitOf(postId))
        inbox.change(item.post_id, { assignee_id: userId, assignee_name: nameOf(userId) });
    },
  };
}
