/**
 * What a notification tells a member (decision 053). A client's review is not among them yet: the review links that
 * would bring one come later, and add their kind then.
 */
export const NOTIFICATION_KINDS = [
  /** A collaborator's posts came to await the recipient's approval (gathered per author). */
  'approval_requested',
  /** The recipient's post was approved by someone else. */
  'post_approved',
  /** The recipient's post was sent back to them as a draft, with the reviewer's reason. */
  'post_sent_back',
  /** Posts of the recipient, or of a channel they manage, failed to go out (gathered per channel). */
  'post_failed',
  /** A channel the recipient manages needs reconnecting (gathered per channel). */
  'channel_needs_reconnect',
  /** A conversation was assigned to the recipient by someone else. */
  'conversation_assigned',
  /** The recipient was named in a team's note. */
  'mentioned',
  /** The recipient was named in a comment on a post or draft (decision 056). */
  'comment_mention',
  /** Someone else commented on the recipient's post or draft (gathered per post or draft). */
  'post_comment',
  /** A review link's visitor approved a post (decision 060): told to who shared the link, and its writer. */
  'review_approved',
  /** A review link's visitor asked for changes to a post, with their comment (`reason`). */
  'review_changes_requested',
  /** The first comment of the recipient's post failed; the post itself went out (decision 065). */
  'first_comment_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, by id: those its kind has. */
export interface NotificationSubject {
  actorId: number | null;
  postId: number | null;
  /** A draft, for what is said of one (a comment on it). */
  draftId?: number | null;
  channelId: number | null;
  itemId: number | null;
}

/**
 * The key under which a kind's notifications gather while unread, or null for a kind of which each is its own: what
 * comes in bursts without anyone deciding each one (a publisher's failures, an import's posts to approve) becomes one
 * entry that counts them and moves to the top, rather than a thousand in someone's bell. A person's decision (an
 * approval, an assignment, a note) is news each time.
 */
export function gatherKey(kind: NotificationKind, subject: NotificationSubject): string | null {
  switch (kind) {
    case 'approval_requested':
      return `approval:${subject.actorId ?? 0}`;
    case 'post_failed':
      return `failed:${subject.channelId ?? 0}`;
    case 'channel_needs_reconnect':
      return `reconnect:${subject.channelId ?? 0}`;
    case 'post_comment':
      // A lively thread is one entry in its writer's bell while unread, not one per comment.
      return subject.draftId != null ? `comments:draft:${subject.draftId}` : `comments:post:${subject.postId ?? 0}`;
    default:
      return null;
  }
}

/** Where the dashboard opens a notification: the page (src/routes/) that shows what it is about. */
export function notificationLink(kind: NotificationKind, subject: NotificationSubject): string {
  switch (kind) {
    case 'approval_requested':
      return '/approvals';
    case 'post_sent_back':
      // The post became its writer's draft.
      return '/drafts';
    case 'post_approved':
    case 'post_failed':
    case 'review_approved':
    case 'review_changes_requested':
      return subject.channelId === null ? '/outbox' : `/outbox/${subject.channelId}`;
    case 'first_comment_failed':
      // The published post is the channel's own item in its inbox, where its comment would have been.
      return subject.itemId === null || subject.channelId === null
        ? '/inbox'
        : `/inbox?item=${subject.itemId}&itemChannel=${subject.channelId}`;
    case 'channel_needs_reconnect':
      // Where owners and admins reconnect it.
      return '/settings/channels';
    case 'conversation_assigned':
    case 'mentioned':
      return subject.itemId === null || subject.channelId === null
        ? '/inbox'
        : `/inbox?item=${subject.itemId}&itemChannel=${subject.channelId}`;
    case 'comment_mention':
    case 'post_comment':
      // A post's comments show on its card in its channel's outbox (awaiting approval or not); a draft's in Drafts.
      if (subject.draftId != null) return '/drafts';
      return subject.channelId === null ? '/outbox' : `/outbox/${subject.channelId}`;
  }
}
