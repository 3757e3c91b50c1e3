import type { InboxItem } from '../../../api/generated/types.gen';
import type { Role } from '../../../lib/roles';
import { canDo, findNetwork } from '../../../../shared/networks';

export type AnswerAction = 'reply' | 'comment' | 'dm_reply';

export interface Answer {
  action: AnswerAction;
  /** The send button's name. */
  label: string;
  /** The text box's name. */
  fieldLabel: string;
}

/** How one answers this item on its network: a direct message, a comment on a post, or a reply. */
export function answerOf(item: InboxItem): Answer | null {
  const type = Number(item.channel);
  if (item.is_direct_post === '1')
    return canDo(type, 'dm_reply') ? { action: 'dm_reply', label: 'Send message', fieldLabel: 'Your message' } : null;
  const comment = { action: 'comment', label: 'Comment', fieldLabel: 'Your comment' } as const;
  if (item.post_type === 'post' && canDo(type, 'comment')) return comment;
  if (canDo(type, 'reply')) return { action: 'reply', label: 'Reply', fieldLabel: 'Your reply' };
  return canDo(type, 'comment') ? comment : null;
}

/**
 * What each role may do in the inbox, as the service rules it: every member likes, reposts, answers and sorts;
 * deleting what a channel published on its network is for owners and admins (the service answers a collaborator
 * 403, decision 023). A rule the service adds is written here once, and every control and key follows it.
 */
const roleMay: Record<Role, (action: string) => boolean> = {
  owner: () => true,
  admin: () => true,
  collaborator: (action) => action !== 'delete',
  // A client has no inbox (decision 057): the service refuses them every inbox call.
  client: () => false,
};

export interface ItemAbilities {
  like: boolean;
  retweet: boolean;
  retweetLabel: string;
  markRead: boolean;
  archive: boolean;
  unarchive: boolean;
  archiveConversation: boolean;
  answer: Answer | null;
  /** Whether "More from <author>" applies (not for the channel's own posts). */
  moreFromAuthor: boolean;
  /** Whether this message of the thread (the channel's own comment or message) can be deleted. */
  deleteOwn: (post: InboxItem) => boolean;
}

/**
 * What this person may do to this item: what its network supports, what the item's kind allows, what their role
 * allows, and (for Archive or Unarchive) whether it is archived. Hidden controls and ignored keys follow from it.
 */
export function abilitiesOf(item: InboxItem, role: Role, archived: boolean): ItemAbilities {
  const type = Number(item.channel);
  const may = (action: string) => canDo(type, action) && roleMay[role](action);
  const answer = answerOf(item);
  return {
    like: may('like'),
    retweet: may('retweet'),
    retweetLabel: findNetwork(type)?.retweetLabel ?? 'Retweet',
    markRead: may('read') && may('unread'),
    archive: !archived && may('archive'),
    unarchive: archived && may('unarchive'),
    archiveConversation: !archived && may('archive_conversation'),
    answer: answer && roleMay[role](answer.action) ? answer : null,
    moreFromAuthor: !item.user_id.startsWith('channel-'),
    deleteOwn: (post) => post.can_delete === 1 && post.post_type !== 'post' && may('delete'),
  };
}
