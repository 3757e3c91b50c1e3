/**
 * What each network's connector brings into the inbox (server/connectors/*, docs/networks.md), by channel_type: the
 * demo seed and the simulator make only these, so a sandbox channel that plays a network shows what the real one
 * would. Each connector declares the same in its `inbox` (server/connectors/types.ts); a test holds the two together.
 */

/** An inbox item the network brings: kinds of NetworkItem['postType']. */
export type InboxKind = 'comment' | 'reply' | 'mention' | 'message';
/** Someone else's reaction the network reports on the channel's posts. */
export type ReactionKind = 'like' | 'retweet';

export interface NetworkInbox {
  /** Comments on the channel's own posts, and replies under them. */
  comments: boolean;
  /** Posts naming the channel; `threaded`: answers to them arrive under them as replies. */
  mentions: 'none' | 'alone' | 'threaded';
  /** Direct-message conversations. */
  messages: boolean;
  /** Reviews of the business: each a thread of its own (a `comment` at the top), answered once by the channel. */
  reviews: boolean;
  /** Reactions of other people on the channel's posts that reading the inbox brings. */
  reactions: readonly ReactionKind[];
}

const nothing: NetworkInbox = { comments: false, mentions: 'none', messages: false, reviews: false, reactions: [] };

const byType: Record<number, NetworkInbox> = {
  // X: mentions (replies to the account's posts among them, threaded) and direct messages.
  1: { ...nothing, comments: true, mentions: 'threaded', messages: true },
  // Facebook Pages: comments and replies on the Page's posts, Messenger conversations.
  2: { ...nothing, comments: true, messages: true },
  // Bluesky: replies, mentions and quotes; likes and reposts of the account's posts.
  3: { ...nothing, comments: true, mentions: 'threaded', reactions: ['like', 'retweet'] },
  // LinkedIn: comments and replies on a page's posts; no API for messages or mentions.
  4: { ...nothing, comments: true },
  // Instagram: comments and replies on the account's media, media it is tagged in; no messages without their review.
  5: { ...nothing, comments: true, mentions: 'alone' },
  // Pinterest: its API has no comments, mentions or messages.
  6: nothing,
  // Google Business Profile: reviews and the business's reply to each.
  7: { ...nothing, reviews: true },
};

export const networkInbox = (channelType: number): NetworkInbox => byType[channelType] ?? nothing;

/** The kinds of item reading this network's inbox can bring. */
export function inboxKinds(inbox: NetworkInbox): InboxKind[] {
  const kinds = new Set<InboxKind>();
  if (inbox.comments || inbox.reviews) kinds.add('comment').add('reply');
  if (inbox.mentions !== 'none') kinds.add('mention');
  if (inbox.mentions === 'threaded') kinds.add('reply');
  if (inbox.messages) kinds.add('message');
  return [...kinds];
}
