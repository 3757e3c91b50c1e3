import type { MentionNews, PresenceNews } from '../events/bus.ts';

/**
 * How the event stream and the API write a mention and a presence: the same object in both, ids as digits as the
 * interface gives them, so that a dashboard that opens late reads `inbox/presence` and then the stream alike.
 */
export const mentionData = (m: MentionNews) => ({
  note_id: String(m.noteId),
  post_id: String(m.itemId),
  channel_id: String(m.channelId),
  get_conversation_id: String(m.conversationId),
  author_id: String(m.authorId),
  author_name: m.authorName,
  text: m.text,
});

export const presenceData = (p: PresenceNews) => ({
  user_id: String(p.userId),
  user_name: p.userName,
  post_id: String(p.itemId),
  channel_id: String(p.channelId),
  get_conversation_id: String(p.conversationId),
  work_id: String(p.workId),
  state: p.state,
  expires_in: p.expiresIn,
});
