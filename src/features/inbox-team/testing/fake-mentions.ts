import { http, HttpResponse } from 'msw';
import type { InboxMention, InboxMentionsResponse } from '../../../api/generated/types.gen';
import { API, errorBody, server } from '../../../testing/server';

/** A mention as the service lists it: Sam Rivera's note on an X conversation of channel 11, unseen. */
export const mention = (id: number, text: string, extra: Partial<InboxMention> = {}): InboxMention => ({
  note_id: String(id),
  text,
  author_id: '2',
  author_name: 'Sam Rivera',
  author_picture: '',
  timestamp: '2026-06-10 09:30:00',
  seen: 0,
  post_id: String(1000 + id),
  channel_id: '11',
  channel: '1',
  channel_id_screen_name: 'northwindcoffee',
  get_conversation_id: String(1000 + id),
  is_direct_post: '0',
  ...extra,
});

const PAGE = 20;

/**
 * The caller's mentions on MSW, as decision 042 says the service answers them: newest first (the order given),
 * 20 a page after `last_note_id`, the unseen alone with `is_unseen=1`, and marking one or all seen. It keeps the
 * queries asked and the marks made; `failSeen` makes marking answer 503.
 */
export function fakeMentions(mentions: InboxMention[], options: { failSeen?: boolean } = {}) {
  const stored = mentions.map((m) => ({ ...m }));
  const asked: URLSearchParams[] = [];
  const marked: { note_id?: number }[] = [];
  const unseen = () => stored.filter((m) => !m.seen).length;
  server.use(
    http.get(`${API}/inbox/mentions`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      let list = query.get('is_unseen') === '1' ? stored.filter((m) => !m.seen) : stored;
      const after = query.get('last_note_id');
      if (after) list = list.slice(list.findIndex((m) => m.note_id === after) + 1);
      const page = list.slice(0, PAGE);
      const answer: InboxMentionsResponse = {
        status: 'success',
        data: {
          count: page.length,
          limit: PAGE,
          view_more: list.length > PAGE ? 1 : 0,
          unseen: unseen(),
          mentions: page,
        },
      };
      return HttpResponse.json(answer);
    }),
    http.post(`${API}/inbox/mentions/seen`, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { note_id?: number };
      marked.push(body);
      if (options.failSeen)
        return HttpResponse.json(errorBody('database_unavailable', 'The database is away. Try again.'), {
          status: 503,
        });
      for (const m of stored) if (body.note_id === undefined || m.note_id === String(body.note_id)) m.seen = 1;
      return HttpResponse.json({ status: 'success', data: { unseen: unseen() } });
    }),
  );
  return { asked, marked, stored };
}
