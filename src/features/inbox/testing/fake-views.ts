import { http, HttpResponse } from 'msw';
import type { InboxAssignee, InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import { account, API, server } from '../../../testing/server';
import { fakeInbox } from './fake-inbox';

/** A teammate as the views' counts name them (their counts come from the items). */
export interface Teammate {
  user_id: string;
  name: string;
}

/** The signed-in member of the test app (`account` in testing/server.ts): Maya Chen, user 1. */
export const me: Teammate = { user_id: account.data.user.user_id, name: account.data.user.name };

/**
 * The team inbox on MSW: fakeInbox's items and actions, with a list that takes every filter (the view, a label,
 * the kind of item, "not answered", unread, channel, archived) as the service does, the views' counts worked out
 * from the same items, and the workspace's labels. It records each list query the dashboard sent.
 */
export function fakeTeamInbox(
  items: InboxItem[],
  options: { team?: Teammate[]; labels?: InboxLabel[]; archived?: string[] } = {},
) {
  // Copies: a test's change to an item stays in that test.
  const inbox = fakeInbox(
    items.map((item) => ({ ...item })),
    { archived: options.archived },
  );
  const team = [me, ...(options.team ?? [])];
  const lists: URLSearchParams[] = [];
  let labels = options.labels ?? [];
  let countCalls = 0;
  let labelCalls = 0;
  const isOpen = (item: InboxItem) => !inbox.isArchived(item.post_id);
  const current = () => items.map((item) => inbox.item(item.post_id));
  const count = (of: InboxItem[]) => ({
    open: of.filter(isOpen).length,
    unread: of.filter((i) => isOpen(i) && i.is_unread === '1').length,
  });

  server.use(
    http.get(`${API}/inbox/get`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      lists.push(query);
      const archived = query.get('is_archived') === '1';
      const assignee = query.get('assignee');
      const type = query.get('type');
      const posts = current().filter(
        (p) =>
          inbox.isArchived(p.post_id) === archived &&
          (!assignee || p.assignee_id === (assignee === 'me' ? me.user_id : assignee === 'none' ? '0' : assignee)) &&
          (!query.get('label_id') || p.labels.some((l) => l.label_id === query.get('label_id'))) &&
          (!type || (type === 'comment' ? ['comment', 'reply'] : [type]).includes(p.post_type)) &&
          (query.get('unanswered') !== '1' || !p.service_reply_id) &&
          (query.get('is_unread') !== '1' || p.is_unread === '1') &&
          (!query.get('channel_id') || p.channel_id === query.get('channel_id')),
      );
      return HttpResponse.json({
        status: 'success',
        data: {
          count: posts.length,
          limit: 20,
          view_more: 0,
          active: posts.filter((p) => p.is_unread === '1').length,
          posts,
        },
      });
    }),
    http.get(`${API}/inbox/assignees`, () => {
      countCalls++;
      const all = current();
      const assignees: InboxAssignee[] = team.map((member) => ({
        user_id: member.user_id,
        name: member.name,
        picture: '',
        is_member: 1,
        ...count(all.filter((i) => i.assignee_id === member.user_id)),
      }));
      return HttpResponse.json({
        status: 'success',
        data: { everyone: count(all), unassigned: count(all.filter((i) => i.assignee_id === '0')), assignees },
      });
    }),
    http.get(`${API}/labels/list`, () => {
      labelCalls++;
      return HttpResponse.json({ status: 'success', data: labels });
    }),
  );
  return {
    ...inbox,
    /** The list queries (`inbox/get`), in order. */
    lists,
    /** The last list query, as an object of its parameters. */
    lastList: () => Object.fromEntries(lists.at(-1)!),
    /** How many times the views' counts were asked for. */
    countCalls: () => countCalls,
    labelCalls: () => labelCalls,
    /** Changes an item as a teammate's action elsewhere would (an assignment). */
    change: (id: string, fields: Partial<InboxItem>) => Object.assign(inbox.item(id), fields),
    setLabels: (next: InboxLabel[]) => (labels = next),
  };
}
