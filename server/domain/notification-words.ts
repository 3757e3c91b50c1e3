import type { NotificationKind } from './notifications.ts';

/** What an entry keeps that its sentence is made of (decision 053: named as they were then). */
export interface Told {
  kind: NotificationKind;
  actorName: string;
  excerpt: string;
  channelName: string;
  reason: string | null;
  count: number;
}

const quoted = (text: string) => (text ? ` “${text}”` : '');
const on = (channel: string) => (channel ? ` on ${channel}` : '');
const because = (reason: string | null) => (reason ? `: ${reason}` : '');
const posts = (n: number) => (n === 1 ? 'A post' : `${n} posts`);
const someone = (name: string) => name || 'Someone';
/** What a comment is on: a post names its channel, a draft has none yet. */
const commented = (channel: string) => (channel ? `post on ${channel}` : 'draft');

/**
 * An entry as one sentence, for email (the dashboard writes its own, with links in it). `count` is how many events
 * the mail tells of: those since the entry was last mailed. A kind added later without words of its own still reads
 * as a sentence, naming who and what.
 */
export function notificationSentence(told: Told): string {
  const { actorName, excerpt, channelName, reason, count } = told;
  switch (told.kind) {
    case 'approval_requested':
      return `${someone(actorName)} sent ${count === 1 ? 'a post' : `${count} posts`} for your approval${on(channelName)}${quoted(excerpt)}.`;
    case 'post_approved':
      return `${someone(actorName)} approved your post${on(channelName)}${quoted(excerpt)}.`;
    case 'post_sent_back':
      return `${someone(actorName)} sent your post${on(channelName)} back to your drafts${because(reason)}.`;
    case 'post_failed':
      return `${posts(count)} failed to go out${on(channelName)}${because(reason)}.`;
    case 'channel_needs_reconnect':
      return `${channelName || 'A channel'} needs reconnecting${because(reason)}.`;
    case 'conversation_assigned':
      return `${someone(actorName)} assigned you a conversation${on(channelName)}${quoted(excerpt)}.`;
    case 'mentioned':
      return `${someone(actorName)} mentioned you in a note${on(channelName)}${quoted(excerpt)}.`;
    case 'comment_mention':
      return `${someone(actorName)} mentioned you in a comment on a ${commented(channelName)}${quoted(excerpt)}.`;
    case 'post_comment':
      return count === 1
        ? `${someone(actorName)} commented on your ${commented(channelName)}${quoted(excerpt)}.`
        : `${count} comments on your ${commented(channelName)}, the latest by ${someone(actorName)}${quoted(excerpt)}.`;
    case 'review_approved':
      return `${someone(actorName)} approved a post${on(channelName)} through a review link${quoted(excerpt)}${because(reason)}.`;
    case 'review_changes_requested':
      return `${someone(actorName)} asked for changes to a post${on(channelName)} through a review link${because(reason)}.`;
    case 'first_comment_failed':
      return `The first comment of your post${on(channelName)} did not go out; the post did${because(reason)}.`;
    default:
      return `${someone(actorName)}${on(channelName)}${quoted(excerpt)}.`;
  }
}

/** The words of a kind in Profile's list and on the unsubscribe page: "posts that failed". */
export function kindTopic(kind: NotificationKind): string {
  switch (kind) {
    case 'approval_requested':
      return 'posts waiting for your approval';
    case 'post_approved':
      return 'your posts approved';
    case 'post_sent_back':
      return 'your posts sent back';
    case 'post_failed':
      return 'posts that failed to go out';
    case 'channel_needs_reconnect':
      return 'channels to reconnect';
    case 'conversation_assigned':
      return 'conversations assigned to you';
    case 'mentioned':
      return 'mentions in notes';
    case 'comment_mention':
      return 'mentions in comments';
    case 'post_comment':
      return 'comments on your posts and drafts';
    case 'review_approved':
      return 'approvals through review links';
    case 'review_changes_requested':
      return 'changes asked for through review links';
    case 'first_comment_failed':
      return 'first comments that failed';
    default:
      return (kind as string).replaceAll('_', ' ');
  }
}
