import { http, HttpResponse } from 'msw';
import type { InboxActionData, InboxItem } from '../../../api/generated/types.gen';
import { API, errorBody, server } from '../../../testing/server';

/** An inbox item as the service lists it; on channel 11 (X, channel_type 1) unless told otherwise. */
export const inboxItem = (id: number, user: string, text: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  text,
  object_id: `net-${id}`,
  channel_reply_index: '0',
  post_id: String(id),
  reply_id: String(id),
  channel_id: '11',
  channel: '1',
  timestamp: `2026-06-10 09:${String(60 - (id % 60)).padStart(2, '0')}:00`,
  user_name: user,
  user_id: `user-${id}`,
  user_picture: `/avatars/person-${(id % 8) + 1}.svg`,
  is_direct_post: '0',
  is_unread: '1',
  parent_id: '0',
  get_conversation_id: String(id),
  post_creator_id: '',
  service_action_id: '',
  service_reply_id: '',
  post_type: 'comment',
  channel_id_screen_name: 'northwindcoffee',
  channel_picture: '/avatars/network-1.svg',
  mobile_permalink: `https://x.example/${id}`,
  is_actionable: 1,
  can_delete: 0,
  no_data: 0,
  is_actioned: 0,
  first_response: 0,
  action_counter: 0,
  is_liked: 0,
  attachment: null,
  work_id: String(id),
  assignee_id: '0',
  assignee_name: '',
  labels: [],
  is_note: 0,
  snoozed_until: '',
  ...extra,
});

type Body = InboxActionData['body'];
interface Stored {
  item: InboxItem;
  archived: boolean;
}

/**
 * A small inbox service on MSW: it lists, searches, opens and acts on the given items, and keeps what the actions
 * did, so a test sees the dashboard and the service agree. `fail` makes the named actions answer 409.
 */
export function fakeInbox(items: InboxItem[], options: { archived?: string[]; fail?: Body['action'][] } = {}) {
  const store = new Map<string, Stored>(
    items.map((item) => [item.post_id, { item, archived: options.archived?.includes(item.post_id) ?? false }]),
  );
  const actions: Body[] = [];
  const searches: URLSearchParams[] = [];
  const replies: InboxItem[] = [];
  const listed = (archived: boolean) => [...store.values()].filter((s) => s.archived === archived).map((s) => s.item);
  const page = (posts: InboxItem[], extra = {}) =>
    HttpResponse.json({
      status: 'success',
      data: {
        count: posts.length,
        limit: 20,
        view_more: 0,
        active: posts.filter((p) => p.is_unread === '1').length,
        posts,
        ...extra,
      },
    });

  server.use(
    http.get(`${API}/inbox/get`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      let posts = listed(query.get('is_archived') === '1');
      if (query.get('is_unread') === '1') posts = posts.filter((p) => p.is_unread === '1');
      if (query.get('channel_id')) posts = posts.filter((p) => p.channel_id === query.get('channel_id'));
      return page(posts);
    }),
    http.get(`${API}/inbox/search`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const words = query.get('q')!.toLowerCase().split(/\s+/);
      let posts = listed(query.get('is_archived') === '1').filter((p) =>
        words.every((w) => `${p.text} ${p.user_name}`.toLowerCase().includes(w)),
      );
      const type = query.get('type');
      if (type) posts = posts.filter((p) => (type === 'comment' ? ['comment', 'reply'] : [type]).includes(p.post_type));
      if (query.get('unanswered') === '1') posts = posts.filter((p) => !p.service_reply_id);
      return page(posts, { total: posts.length, terms: words });
    }),
    http.get(`${API}/inbox/getItem`, ({ request }) => {
      const stored = store.get(new URL(request.url).searchParams.get('reply_id')!);
      return stored
        ? HttpResponse.json({ status: 'success', data: stored.item })
        : HttpResponse.json(errorBody('not_found', 'No such inbox item.'), { status: 404 });
    }),
    http.get(`${API}/inbox/conversation`, ({ request }) => {
      const stored = store.get(new URL(request.url).searchParams.get('post_id')!);
      const thread = stored ? [stored.item, ...replies.filter((r) => r.parent_id === stored.item.post_id)] : [];
      return HttpResponse.json({ status: 'success', data: { count: thread.length, view_more: 0, posts: thread } });
    }),
    http.get(`${API}/inbox/likeInfo`, () => HttpResponse.json({ status: 'success', data: [] })),
    http.get(`${API}/inbox/retweetInfo`, () => HttpResponse.json({ status: 'success', data: [] })),
    http.post(`${API}/inbox/action`, async ({ request }) => {
      const body = (await request.json()) as Body;
      actions.push(body);
      if (options.fail?.includes(body.action))
        return HttpResponse.json(errorBody('network_refused', 'The network refused it.'), { status: 409 });
      const stored = store.get(String(body.post_id))!;
      const set = (change: Partial<InboxItem>) => (stored.item = { ...stored.item, ...change });
      if (body.action === 'read' || body.action === 'unread') set({ is_unread: body.action === 'unread' ? '1' : '0' });
      if (body.action === 'like' || body.action === 'unlike') set({ is_liked: body.action === 'like' ? 1 : 0 });
      if (body.action === 'archive' || body.action === 'unarchive') stored.archived = body.action === 'archive';
      if (body.action === 'archive_conversation')
        for (const other of store.values())
          if (other.item.get_conversation_id === stored.item.get_conversation_id) other.archived = true;
      if (['reply', 'comment', 'dm_reply'].includes(body.action)) {
        const reply = inboxItem(9000 + replies.length, 'Northwind Coffee', body.message!, {
          user_id: `channel-${body.channel_id}`,
          parent_id: stored.item.post_id,
          is_unread: '0',
          can_delete: 1,
        });
        replies.push(reply);
        set({ service_reply_id: reply.post_id });
      }
      return HttpResponse.json({ status: 'success' });
    }),
  );
  return {
    /** The action calls, in order, as the service received them. */
    actions,
    searches,
    isArchived: (id: string) => store.get(id)!.archived,
    item: (id: string) => store.get(id)!.item,
    /** Changes what the service holds, as another tab or teammate would (the dashboard is not told). */
    change: (id: string, fields: Partial<InboxItem>, archived?: boolean) => {
      const stored = store.get(id)!;
      stored.item = { ...stored.item, ...fields };
      if (archived !== undefined) stored.archived = archived;
    },
    items: () => [...store.values()].map((s) => s.item),
  };
}
