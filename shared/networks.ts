/**
 * The seven networks (channel_type 1..7): one table for the service and the dashboard, so that a rule about a
 * network (its name, its limit and how the limit is counted, its media rules, its inbox actions) is written once.
 * Pure data and pure functions only: no Node, no browser, no imports (decision 012).
 */

export type InboxActionName =
  | 'like'
  | 'unlike'
  | 'retweet'
  | 'favorite'
  | 'unfavorite'
  | 'archive'
  | 'unarchive'
  | 'comment'
  | 'reply'
  | 'read'
  | 'unread'
  | 'delete'
  | 'dm_reply'
  | 'archive_conversation';

/** A post's figures as the analytics operations name them (decision 073); link_clicks, ours, is every network's. */
export type PostFigureName = 'likes' | 'comments' | 'shares' | 'quotes' | 'saves' | 'impressions' | 'network_clicks';

/** An account's figures per day as the analytics operations name them (decision 073). */
export type ChannelFigureName =
  | 'followers'
  | 'following'
  | 'posts_total'
  | 'views'
  | 'website_clicks'
  | 'calls'
  | 'directions'
  | 'reviews'
  | 'rating';

/** How a network counts a text against its limit. */
export type Counting = 'weighted' | 'graphemes' | 'code-points';

export interface Network {
  type: number;
  name: string;
  /** Lower-case key for addresses (`x`, `bluesky`, …): the sandbox's own addresses are made with it. */
  key: string;
  charLimit: number;
  /** X counts URLs as 23 and wide characters as 2; Bluesky counts what a reader sees as one character. */
  counting: Counting;
  /** Instagram and Pinterest publish nothing without an image. */
  pictureRequired: boolean;
  /** Whether a post may be a thread, each part a reply to the one before (X and Bluesky, decision 064). */
  threads: boolean;
  /** Whether a first comment can be published under a post (all but Pinterest and Google, decision 065). */
  firstComment: boolean;
  /** Whether the inbox has direct messages on this network (they are answered with dm_reply). */
  directMessages: boolean;
  /** What `retweet` is called on this network, for buttons ("Retweet" on X, "Repost" on Bluesky). */
  retweetLabel: string;
  inboxActions: readonly InboxActionName[];
  /** How a real account is connected: by handle and app password, or through the network's own sign-in. */
  connect: 'app_password' | 'oauth';
  /** What the network gives of a published post (the sandbox playing it gives the same); empty: none. */
  postFigures: readonly PostFigureName[];
  /** What it gives of the account, read once a day. */
  channelFigures: readonly ChannelFigureName[];
}

const common = ['archive', 'unarchive', 'read', 'unread', 'delete', 'archive_conversation'] as const;

export const networks: readonly Network[] = [
  {
    type: 1,
    name: 'X',
    key: 'x',
    charLimit: 280,
    counting: 'weighted',
    pictureRequired: false,
    threads: true,
    firstComment: true,
    directMessages: true,
    retweetLabel: 'Retweet',
    inboxActions: [...common, 'like', 'unlike', 'retweet', 'favorite', 'unfavorite', 'reply', 'dm_reply'],
    connect: 'oauth',
    postFigures: ['likes', 'comments', 'shares', 'quotes', 'saves', 'impressions', 'network_clicks'],
    channelFigures: ['followers', 'following', 'posts_total'],
  },
  {
    type: 2,
    name: 'Facebook Page',
    key: 'facebook',
    charLimit: 63206,
    counting: 'code-points',
    pictureRequired: false,
    threads: false,
    firstComment: true,
    directMessages: true,
    retweetLabel: 'Share',
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
    connect: 'oauth',
    postFigures: ['likes', 'comments', 'shares', 'impressions'],
    channelFigures: ['followers'],
  },
  {
    type: 3,
    name: 'Bluesky',
    key: 'bluesky',
    charLimit: 300,
    counting: 'graphemes',
    pictureRequired: false,
    threads: true,
    firstComment: true,
    directMessages: false,
    retweetLabel: 'Repost',
    inboxActions: [...common, 'like', 'unlike', 'retweet', 'reply'],
    connect: 'app_password',
    postFigures: ['likes', 'comments', 'shares', 'quotes'],
    channelFigures: ['followers', 'following', 'posts_total'],
  },
  {
    type: 4,
    name: 'LinkedIn',
    key: 'linkedin',
    charLimit: 3000,
    counting: 'code-points',
    pictureRequired: false,
    threads: false,
    firstComment: true,
    directMessages: false,
    retweetLabel: 'Repost',
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply'],
    connect: 'oauth',
    postFigures: ['likes', 'comments', 'shares', 'impressions', 'network_clicks'],
    channelFigures: ['followers'],
  },
  {
    type: 5,
    name: 'Instagram',
    key: 'instagram',
    charLimit: 2200,
    counting: 'code-points',
    pictureRequired: true,
    threads: false,
    firstComment: true,
    directMessages: false,
    retweetLabel: 'Share',
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply'],
    connect: 'oauth',
    postFigures: ['likes', 'comments', 'shares', 'saves', 'impressions'],
    channelFigures: ['followers', 'following', 'posts_total'],
  },
  {
    type: 6,
    name: 'Pinterest',
    key: 'pinterest',
    charLimit: 500,
    counting: 'code-points',
    pictureRequired: true,
    threads: false,
    firstComment: false,
    directMessages: false,
    retweetLabel: 'Save',
    inboxActions: [...common, 'comment', 'reply'],
    connect: 'oauth',
    postFigures: ['saves', 'impressions', 'network_clicks'],
    channelFigures: ['followers', 'following', 'posts_total'],
  },
  {
    type: 7,
    name: 'Google Business Profile',
    key: 'google',
    charLimit: 1500,
    counting: 'code-points',
    pictureRequired: false,
    threads: false,
    firstComment: false,
    directMessages: false,
    retweetLabel: 'Share',
    inboxActions: [...common, 'reply'],
    connect: 'oauth',
    postFigures: [],
    channelFigures: ['views', 'website_clicks', 'calls', 'directions', 'reviews', 'rating'],
  },
];

export const findNetwork = (channelType: number): Network | undefined => networks.find((n) => n.type === channelType);

export function networkOf(channelType: number): Network {
  const network = findNetwork(channelType);
  if (!network) throw new Error(`Unknown channel_type ${channelType}`);
  return network;
}

export const networkName = (channelType: number) => findNetwork(channelType)?.name ?? `Network ${channelType}`;

export const canDo = (channelType: number, action: string) =>
  findNetwork(channelType)?.inboxActions.includes(action as InboxActionName) ?? false;

/** The most parts a thread has after its first (decision 064). */
export const MAX_THREAD_PARTS = 24;
/** The networks whose posts may be threads, and those that take no first comment (decisions 064, 065). */
export const THREAD_NETWORKS: ReadonlySet<number> = new Set(networks.filter((n) => n.threads).map((n) => n.type));
export const NO_FIRST_COMMENT: ReadonlySet<number> = new Set(
  networks.filter((n) => !n.firstComment).map((n) => n.type),
);
