import type { Attachment } from '../domain/attachment.ts';

/**
 * What a connector reads of a channel: a channel row of the service satisfies it as it is. `accountId` is the
 * network's id of the account (a DID, a Page id, a URN); `credentials` are sealed (ConnectorContext.secrets).
 */
export interface ConnectorChannel {
  id: number;
  name: string;
  screenName: string;
  picture: string;
  accountId: string | null;
  credentials: string | null;
}

/** An account a network signed in: who it is there, and the credentials to act as it (sealed when stored). */
export interface ConnectedAccount {
  accountId: string;
  name: string;
  screenName: string;
  picture: string;
  credentials: unknown;
  /** When the sign-in ends beyond any renewal (the person reconnects before then); null or unset when it lasts. */
  signInEndsAt?: Date | null;
}

/** A post as its connector publishes it, or looks for it on the network (server/services/outbox/publication.ts). */
export interface Publication {
  postId: number;
  /** When the post was written: with the id, what a network's idempotency key is made of. */
  postCreatedAt: Date;
  /** The message with every URL as the service's short link (so its clicks are counted): what the network gets. */
  message: string;
  /** The post's link, as its short link too. */
  link: string | null;
  picture: string | null;
  albumName: string | null;
  /** Message and link as the post has them: a link card names the site, and the sandbox keeps what was written. */
  written: { message: string; link: string | null };
}

/** The network said no: the post is failed with this reason (shown in errorPosts, retried by the user). */
export class PublishError extends Error {}

/** The network refused the channel's credentials: the channel needs reconnecting, and calls stop until it is. */
export class NeedsReconnect extends PublishError {}

/**
 * The network asks us to wait until `until` before calling again: on this channel (its account's limit), or, with
 * scope `app`, on every channel of the network (the limit of the app the service calls it as).
 */
export class RateLimited extends Error {
  constructor(
    readonly until: Date,
    message = `The network limits calls until ${until.toISOString()}.`,
    readonly scope: 'channel' | 'app' = 'channel',
  ) {
    super(message);
  }
}

/** Something the network holds that an inbox item stands for: its id, and what the item shows of it. */
export interface NetworkItem {
  networkId: string;
  /**
   * comment: answers the channel's own post; reply: answers a comment; mention: names the channel (a quote too);
   * message: a direct message, in the conversation `threadNetworkId`.
   */
  postType: 'comment' | 'reply' | 'mention' | 'message';
  /** Direct messages: the network's id of the conversation, where a reply is sent. */
  threadNetworkId?: string;
  /** The channel's own words read back from the network (a business's reply to a review, written on the network). */
  byChannel?: boolean;
  /** The network ids of the item it answers and of its thread's root, when it answers one. */
  parentNetworkId: string | null;
  rootNetworkId: string | null;
  authorId: string;
  authorName: string;
  authorPicture: string;
  text: string;
  attachment: Attachment | null;
  permalink: string;
  createdAt: Date;
}

/** Someone liked or reposted something of the channel's. */
export interface NetworkReaction {
  kind: 'like' | 'retweet';
  subjectNetworkId: string;
  profileId: string;
  name: string;
  screenName: string;
  picture: string;
  createdAt: Date;
}

/** What reading the inbox brought since the cursor, and where the next reading goes on from. */
export interface InboxBatch {
  items: NetworkItem[];
  reactions: NetworkReaction[];
  cursor: string | null;
}

/** An action on the network, on something it holds (by its network id). */
export type NetworkAction =
  | { kind: 'reply'; parentNetworkId: string; text: string }
  | { kind: 'like' | 'unlike' | 'repost'; subjectNetworkId: string }
  | { kind: 'delete'; networkId: string }
  /** A direct message in the conversation of `threadNetworkId`, to the person who wrote `recipientId`'s message. */
  | { kind: 'message'; threadNetworkId: string; recipientId: string; text: string };

/** What the network made: the new reply's id and address. */
export interface ActionResult {
  networkId?: string;
  permalink?: string;
}

/** The channel's own post as the network published it, to show in its inbox. */
export interface Published {
  networkPostId: string;
  permalink: string;
  publishedAt: Date;
}

/**
 * A reply the channel makes to its own post (decisions 064, 065): a thread's next part, or the post's first comment.
 * With the post's id and creation time and the position, a network that takes a key of the caller's (Bluesky's
 * record key) names the same record on a second attempt.
 */
export interface OwnReply {
  postId: number;
  postCreatedAt: Date;
  /** The part's place in its thread (2 for the first reply), or 0 for the post's first comment. */
  position: number;
  /** The network ids of what it answers and of its thread's first post. */
  parent: string;
  root: string;
  text: string;
}

/** The figures of a post a network gives (decision 073), null where it gives no such figure: never 0 for "not given". */
export interface PostFigures {
  likes: number | null;
  /** Comments or replies. */
  comments: number | null;
  /** Reposts, retweets, shares. */
  shares: number | null;
  quotes: number | null;
  /** Saves, bookmarks. */
  saves: number | null;
  /** Impressions or views, as the network counts them. */
  impressions: number | null;
  /** Clicks the network counted on the post's link (ours are counted apart, by the short links). */
  networkClicks: number | null;
}

/** What a network gives of an account on a day (decision 073): null where it gives no such figure. */
export interface ChannelFigures {
  followers: number | null;
  following: number | null;
  /** The account's posts in all, as the network counts them. */
  posts: number | null;
  /** Google Business Profile: the profile's views (its four impression metrics summed), clicks, calls, directions. */
  views?: number | null;
  websiteClicks?: number | null;
  calls?: number | null;
  directions?: number | null;
  /** Google Business Profile: reviews in all and their average rating. */
  reviews?: number | null;
  rating?: number | null;
}

/** A published post whose figures are read: its id on the network and when it was published. */
export interface ResultsQuery {
  networkPostId: string;
  publishedAt: Date;
}

/**
 * What a network connector does (docs/networks.md, "Write a connector for a real network").
 *
 * `publish` either resolves (the network has the post, and the channel's inbox shows it) or throws PublishError
 * with the network's reason (NeedsReconnect when the credentials were refused), or RateLimited; anything else it
 * throws, or an answer later than PUBLISH_TIMEOUT_SECONDS, leaves the outcome unknown, and the post is failed with
 * that said, never retried blindly. A connector whose network takes an idempotency key derived from the post makes
 * a second publish of the same post answer the first publication, never a duplicate.
 *
 * `find`, when the network can tell, answers whether the channel already carries the publication of a post. The
 * publisher asks it about posts whose claimer died mid-call: found means published, not found means publish now.
 * Without it such posts fail as "outcome unknown".
 *
 * `readInbox` (real networks) answers what arrived since the cursor; `act` does an inbox action on the network.
 * The sandbox has neither: its inbox lives in the service's own tables.
 *
 * `Channel` is what it reads of a channel: a network's connector the plain fields, the sandbox
 * (server/services/channels/sandbox-connector.ts) the service's whole row, with its simulated failures and delays.
 */
export interface Connector<Channel extends ConnectorChannel = ConnectorChannel> {
  publish(channel: Channel, publication: Publication): Promise<Published>;
  find?(channel: Channel, publication: Publication): Promise<Published | null>;
  /**
   * A reply as the channel to its own post (a thread's next part, a first comment), with the same contract as
   * `publish`; `findReply`, when the network can tell, whether that reply is already there (after a crash mid-call).
   */
  reply?(channel: Channel, reply: OwnReply): Promise<Published>;
  findReply?(channel: Channel, reply: OwnReply): Promise<Published | null>;
  readInbox?(channel: Channel, cursor: string | null): Promise<InboxBatch>;
  act?(channel: Channel, action: NetworkAction): Promise<ActionResult>;
  /**
   * The actions `act` does on this network, when not all: any other is refused as action_not_supported, naming
   * the network, before anything is recorded.
   */
  actions?: readonly NetworkAction['kind'][];
  /**
   * What `readInbox` brings: its items' kinds and the reactions it reports. The sandbox, playing this network in the
   * demo, makes no other (server/domain/network-inbox.ts); a network with no inbox to read declares none.
   */
  inbox?: { items: readonly NetworkItem['postType'][]; reactions: readonly NetworkReaction['kind'][] };
  /**
   * The figures of the channel's published posts (decision 073), at most `resultsBatch` a call (default 25), in as
   * few network calls as the network allows: by network post id, each post's figures, or `gone` when the network
   * says the post is no longer there. A post the answer leaves out is neither (read again next time). Throws
   * NeedsReconnect and RateLimited as `publish` does. `now` is the reading's time (a range of days is asked from it).
   */
  readResults?(channel: Channel, posts: readonly ResultsQuery[], now: Date): Promise<Map<string, PostFigures | 'gone'>>;
  resultsBatch?: number;
  /** What the network gives of the account on `day` (Y-m-d, the workspace zone's), today's being the latest. */
  readGrowth?(channel: Channel, day: string, now: Date): Promise<ChannelFigures>;
}
