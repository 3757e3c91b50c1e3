import type { Notification } from '../../../api/generated/types.gen';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/**
 * What a notification says, as one line (`title`) and what it is about (`detail`: the reason, or the start of the
 * post, conversation or note). Each kind the service has must say something here: the record makes a new kind fail
 * the typecheck until it does.
 */
export function notificationText(entry: Notification): { title: string; detail: string } {
  const who = entry.actor_name || 'A teammate';
  const on = entry.channel_name ? ` on ${entry.channel_name}` : '';
  const quoted = entry.excerpt ? `“${entry.excerpt}”` : '';
  const titles: Record<Notification['kind'], string> = {
    approval_requested: `${who} sent ${plural(entry.count, 'a post', 'posts')} for approval${entry.count === 1 ? on : ''}`,
    post_approved: `${who} approved your post${on}`,
    post_sent_back: `${who} sent your post${on} back to your drafts`,
    post_failed: `${plural(entry.count, 'A post', 'posts')} failed to go out${on}`,
    channel_needs_reconnect: `${entry.channel_name || 'A channel'} needs reconnecting`,
    conversation_assigned: `${who} assigned you a conversation${on}`,
    mentioned: `${who} mentioned you in a note`,
    comment_mention: `${who} mentioned you in a comment on a ${entry.draft_id ? 'draft' : `post${on}`}`,
    post_comment:
      entry.count === 1
        ? `${who} commented on your ${entry.draft_id ? 'draft' : `post${on}`}`
        : `${entry.count} comments on your ${entry.draft_id ? 'draft' : `post${on}`}, the latest by ${who}`,
    review_approved: `${who} approved a post${on} through a review link`,
    review_changes_requested: `${who} asked for changes to a post${on} through a review link`,
    first_comment_failed: `The first comment of your post${on} did not go out; the post did`,
  };
  const reason = entry.reason && (entry.kind === 'post_sent_back' ? `Reason: ${entry.reason}` : entry.reason);
  // What the reviewer said is the news; the post's start says which post when they said nothing.
  return { title: titles[entry.kind], detail: reason || quoted };
}
