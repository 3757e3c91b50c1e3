import { http, HttpResponse } from 'msw';
import type { InboxActionData, InboxItem, SavedReply } from '../../../api/generated/types.gen';
import { API, errorBody, server } from '../../../testing/server';
import { inboxItem } from './fake-inbox';

type Body = InboxActionData['body'];
interface Teammate {
  user_id: string;
  name: string;
}

/** A saved reply as the library answers it. */
export const savedReply = (id: number, title: string, text: string, use_count = 0): SavedReply => ({
  reply_id: String(id),
  title,
  text,
  use_count,
  created_by: 'Maya Chen',
  updated_at: '2026-06-01 10:00:00',
});

/** The signed-in owner (src/testing/server.ts's account) and a collaborator. */
export const theTeam: Teammate[] = [
  { user_id: '1', name: 'Maya Chen' },
  { user_id: '2', name: 'Sam Rivera' },
];

/**
 * The answer area's side of the service on MSW, over `fakeInbox` (call this after it, so these handlers come first):
 * each item's thread with our answers and the team's notes, answers guarded by `seen_last_id` as decision 042 has
 * it, notes and their mentions, the team, and the saved replies library. Other actions go on to `fakeInbox`.
 */
export function fakeAnswers(
  items: InboxItem[],
  options: { notes?: InboxItem[]; team?: Teammate[]; savedReplies?: SavedReply[]; me?: Teammate } = {},
) {
  const team = options.team ?? theTeam;
  const me = options.me ?? team[0]!;
  const thread: InboxItem[] = [...(options.notes ?? [])];
  const writers = new Map<string, string>();
  const answers: Body[] = [];
  const notes: { post_id: number; channel_id: number; message: string }[] = [];
  const deletedNotes: number[] = [];
  const uses: number[] = [];
  let nextId = 100;
  const rootOf = (id: string) => items.find((item) => item.post_id === id);

  const answer = (root: InboxItem, text: string) => {
    const reply = inboxItem(nextId++, 'Northwind Coffee', text, {
      user_id: `channel-${root.channel_id}`,
      parent_id: root.post_id,
      get_conversation_id: root.get_conversation_id,
      work_id: root.work_id,
      is_unread: '0',
      timestamp: '2026-06-10 10:15:00',
    });
    thread.push(reply);
    return reply;
  };

  server.use(
    http.get(`${API}/inbox/conversation`, ({ request }) => {
      const root = rootOf(new URL(request.url).searchParams.get('post_id')!);
      const posts = root
        ? [
            root,
            ...thread
              .filter((p) => p.get_conversation_id === root.get_conversation_id)
              .sort((a, b) => Number(a.post_id) - Number(b.post_id)),
          ]
        : [];
      return HttpResponse.json({ status: 'success', data: { count: posts.length, view_more: 0, posts } });
    }),
    http.post(`${API}/inbox/action`, async ({ request }) => {
      const body = (await request.clone().json()) as Body;
      if (!['reply', 'comment', 'dm_reply'].includes(body.action)) return undefined;
      answers.push(body);
      const root = rootOf(String(body.post_id))!;
      const meanwhile = thread.filter(
        (p) =>
          p.work_id === root.work_id &&
          p.is_note === 0 &&
          p.user_id.startsWith('channel-') &&
          body.seen_last_id !== undefined &&
          Number(p.post_id) > body.seen_last_id,
      );
      if (meanwhile.length)
        return HttpResponse.json(
          errorBody(
            'answered_meanwhile',
            `Someone answered this conversation while you were writing. ${meanwhile
              .map((p) => `${writers.get(p.post_id)} answered at 2026-06-10 10:15:00: “${p.text}”`)
              .join(' ')} Read it first; to send yours anyway, send it again without seen_last_id.`,
          ),
          { status: 409 },
        );
      writers.set(answer(root, body.message!).post_id, me.name);
      return HttpResponse.json({ status: 'success' });
    }),
    http.post(`${API}/inbox/note`, async ({ request }) => {
      const body = (await request.json()) as { post_id: number; channel_id: number; message: string };
      const message = body.message.trim();
      if (!message || message.length > 5000)
        return HttpResponse.json(errorBody('invalid_parameter', 'A note has at most 5000 characters'), {
          status: 400,
        });
      notes.push(body);
      const root = rootOf(String(body.post_id))!;
      const note = inboxItem(nextId++, me.name, message, {
        user_id: `member-${me.user_id}`,
        parent_id: root.post_id,
        get_conversation_id: root.get_conversation_id,
        work_id: root.work_id,
        is_note: 1,
        is_unread: '0',
        is_actionable: 0,
        timestamp: '2026-06-10 10:20:00',
      });
      thread.push(note);
      const mentioned = team
        .filter((t) => t.user_id !== me.user_id && message.toLowerCase().includes(`@${t.name.toLowerCase()}`))
        .map((t) => t.user_id);
      return HttpResponse.json({ status: 'success', data: { note_id: note.post_id, mentioned } });
    }),
    http.post(`${API}/inbox/note/delete`, async ({ request }) => {
      const { note_id } = (await request.json()) as { note_id: number };
      deletedNotes.push(note_id);
      const at = thread.findIndex((p) => p.post_id === String(note_id) && p.is_note === 1);
      if (at === -1) return HttpResponse.json(errorBody('not_found', 'No such note.'), { status: 404 });
      thread.splice(at, 1);
      return HttpResponse.json({ status: 'success' });
    }),
    http.get(`${API}/inbox/assignees`, () =>
      HttpResponse.json({
        status: 'success',
        data: {
          everyone: { open: items.length, unread: 0 },
          unassigned: { open: items.length, unread: 0 },
          assignees: team.map((t) => ({ ...t, picture: '', is_member: 1, open: 0, unread: 0 })),
        },
      }),
    ),
    http.get(`${API}/replies/list`, () => HttpResponse.json({ status: 'success', data: options.savedReplies ?? [] })),
    http.post(`${API}/replies/use`, async ({ request }) => {
      const { reply_id } = (await request.json()) as { reply_id: number };
      uses.push(reply_id);
      return HttpResponse.json({ status: 'success', data: { reply_id: String(reply_id), use_count: 1 } });
    }),
  );

  return {
    /** The answers sent (reply, comment, dm_reply), refused or not, as the service received them. */
    answers,
    notes,
    deletedNotes,
    /** The saved replies counted as used, by id. */
    uses,
    /** A teammate answers the item meanwhile (in another tab): the thread has it, and a guarded answer is refused. */
    answeredBy(writer: string, itemId: string, text: string) {
      writers.set(answer(rootOf(itemId)!, text).post_id, writer);
    },
  };
}
