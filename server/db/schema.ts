import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

import type { Attachment } from '../domain/attachment.ts';
import type { AuditSubject } from '../domain/audit-subjects.ts';
import { APPROVAL_DECIDERS } from '../domain/approval-steps.ts';
import { NOTIFICATION_KINDS } from '../domain/notifications.ts';
import { DEFAULT_DIGEST_HOUR, type MailModes } from '../domain/notification-mail.ts';
import type { ScheduleSlot } from '../domain/slots.ts';
import type { SnippetKind } from '../domain/snippets.ts';

export type Role = 'owner' | 'admin' | 'collaborator' | 'client';
export type { ScheduleSlot };

/** What a post and a draft both say: the text and what goes with it. */
const contentColumns = () => ({
  message: text('message').notNull(),
  link: text('link'),
  picture: text('picture'),
  createAlbum: boolean('create_album').notNull().default(false),
  albumName: text('album_name'),
});

export const workspaces = pgTable('workspaces', {
  id: identity(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
  /** The posting schedule a channel connected from now on starts with (null: 09:00, 13:00, 17:00 every day). */
  defaultSchedule: jsonb('default_schedule').$type<ScheduleSlot[]>(),
  /** Whether collaborators' posts wait for an owner's or admin's approval. */
  approvalRequired: boolean('approval_required').notNull().default(true),
  /** When someone first saved or confirmed a posting schedule: the getting-started guide's third step. */
  scheduleCheckedAt: timestamp('schedule_checked_at', { withTimezone: true }),
  /** Made up by the demo seed: its sandbox channels get practice traffic from the start (decision 029). */
  isDemo: boolean('is_demo').notNull().default(false),
  /** How the dashboard writes and reads times of day: 13:00 (24h) or 1:00 PM (12h). */
  clock: text('clock', { enum: ['24h', '12h'] })
    .notNull()
    .default('24h'),
  /** UTM parameters on every post's links (decision 068), and the utm_campaign of a post that names none. */
  utmEnabled: boolean('utm_enabled').notNull().default(false),
  utmCampaign: text('utm_campaign').notNull().default(''),
  /** The logo on the workspace's reports (decision 078): a picture of its media library; gone with the picture. */
  logoMediaId: text('logo_media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: identity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  picture: text('picture').notNull().default(''),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    /** When this member put the getting-started guide away (null: it shows until its steps are done). */
    guideDismissedAt: timestamp('guide_dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

export const channels = pgTable(
  'channels',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelType: smallint('channel_type').notNull(),
    name: text('name').notNull(),
    screenName: text('screen_name').notNull(),
    picture: text('picture').notNull().default(''),
    connector: text('connector').notNull().default('sandbox'),
    schedule: jsonb('schedule').$type<ScheduleSlot[]>().notNull(),
    /** Sandbox network only: when set, publishing to this channel fails with this reason (demo and tests). */
    sandboxFailure: text('sandbox_failure'),
    /** Sandbox network only: when true, publishing to this channel never answers, so the publisher times out. */
    sandboxHang: boolean('sandbox_hang').notNull().default(false),
    /** Sandbox network only: how long it takes to answer a publication, as a real network does (ms). */
    sandboxLatencyMs: integer('sandbox_latency_ms').notNull().default(0),
    /** Sandbox network only: up to this much longer, at random (ms). */
    sandboxLatencyJitterMs: integer('sandbox_latency_jitter_ms').notNull().default(0),
    /** Sandbox network only: whether the simulator brings this channel practice comments, mentions and messages. */
    sandboxPracticeTraffic: boolean('sandbox_practice_traffic').notNull().default(false),
    /** The account's own id on its network (a Bluesky DID); null on the sandbox network. */
    accountId: text('account_id'),
    /** The network's credentials, sealed (server/services/channels/secret-box.ts); never read by the dashboard. */
    credentials: text('credentials'),
    /** connected, needs_reconnect (the network refused the credentials) or rate_limited (until rateLimitedUntil). */
    status: text('status').$type<ChannelStatus>().notNull().default('connected'),
    /** What the network said when the status changed, for a person. */
    statusReason: text('status_reason'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    rateLimitedUntil: timestamp('rate_limited_until', { withTimezone: true }),
    /** The last call the network answered well. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Where reading the network's inbox goes on from (the network's own cursor or time). */
    inboxCursor: text('inbox_cursor'),
    /** When the network's sign-in ends beyond any renewal (LinkedIn's refresh token, a Meta token): reconnect by then. */
    signInEndsAt: timestamp('sign_in_ends_at', { withTimezone: true }),
    /** When an instance last took this channel's inbox for reading: a lease, so that one instance reads it at a time. */
    inboxPolledAt: timestamp('inbox_polled_at', { withTimezone: true }),
    /** Reading the network's figures waits until then (a limit met while reading): publishing never does (decision 073). */
    resultsPausedUntil: timestamp('results_paused_until', { withTimezone: true }),
    /** The workspace zone's day whose growth figures were last taken (Y-m-d), and the tries at it that day. */
    growthDay: text('growth_day'),
    growthTries: smallint('growth_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('channels_workspace_idx').on(t.workspaceId),
    // One channel per account and workspace: connecting an account again reconnects its channel.
    uniqueIndex('channels_account_idx')
      .on(t.workspaceId, t.connector, t.accountId)
      .where(sql`account_id is not null`),
  ],
);
export type ChannelStatus = 'connected' | 'needs_reconnect' | 'rate_limited';
export type ChannelRow = typeof channels.$inferSelect;

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The workspace that registered the application, whose members alone it may act for; null: the installation's own. */
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** null for public clients, which must use PKCE instead. */
  secretHash: text('secret_hash'),
  /** Exact redirect URIs; one starting with "/" is resolved against the service's public origin. */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

export const oauthCodes = pgTable('oauth_codes', {
  id: identity(),
  codeHash: text('code_hash').notNull().unique(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    codeId: integer('code_id').references(() => oauthCodes.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where the session began (the token exchange's User-Agent), for the person's list of sessions. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_tokens_code_idx').on(t.codeId),
    index('access_tokens_user_idx').on(t.userId, t.workspaceId),
    index('access_tokens_client_idx').on(t.clientId),
  ],
);

/**
 * The login form's second step, for a person of several workspaces: the password was right, and this single-use
 * ticket (minutes long) stands for it while they choose the workspace, so the password is not sent twice.
 */
export const loginTickets = pgTable('login_tickets', {
  id: identity(),
  ticketHash: text('ticket_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An invitation to join a workspace: a single-use link that expires. */
export const invitations = pgTable(
  'invitations',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** Who did what in a workspace, and when: written in the transaction of the change it records. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name then (kept when the person is gone). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, for a person ("Sam Rivera", "Zapier"). */
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** What it was about, named as it was then (decision 028); empty in events written before they kept it. */
    subjects: jsonb('subjects').$type<AuditSubject[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_workspace_idx').on(t.workspaceId, t.id)],
);

/** Outbox posts. The row is also the publishing job (see docs/decisions). */
/**
 * The times of a channel's queue slots past its head (decision 018): the queued post at rank `QUEUE_HEAD + k` (by
 * `queue_position`) goes out at the k-th; the head's posts carry their slot's time on their row (`due_at`). Re-timing
 * writes them when they change (a post joins or leaves a long queue, the schedule or the zone changes), never for a
 * reorder, which moves posts between slots that stay. A queue no longer than its head has none.
 */
export const queueTails = pgTable('queue_tails', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  slots: timestamp('slots', { withTimezone: true })
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const posts = pgTable(
  'posts',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    hash: text('hash').notNull(),
    ...contentColumns(),
    /** 0 pending, 1 published, 2 failed, 3 publishing. */
    status: smallint('status').notNull().default(0),
    toApprove: boolean('to_approve').notNull().default(false),
    /**
     * Order in the channel's queue, ascending (a sort key, not a rank: positions are gapped so that a move writes
     * only the posts that moved); null for pinned (custom time) posts.
     */
    queuePosition: integer('queue_position'),
    customTime: timestamp('custom_time', { withTimezone: true }),
    /**
     * The instant the post is due: its custom time, or its queue slot for the first `QUEUE_HEAD` posts of the queue
     * (the others' slots are in `queue_tails`, and this is null), or for a post awaiting approval the slot it would
     * take.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    /** Who holds the post while it is "publishing": a claim's random token, so that only its claimer records the outcome. */
    claimToken: text('claim_token'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who approved a collaborator's post (null when nobody had to, or before approvals were recorded). */
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name then, kept when the person leaves. */
    approvedByName: text('approved_by_name'),
    /**
     * The approval step the post waits at, from 1 (decision 057); null when it awaits none. A trigger keeps it:
     * a post that comes to await approval starts at step 1, one that no longer awaits it has none.
     */
    approvalStep: smallint('approval_step'),
    /** Its text or picture is its own, not the group's (a version per network, decision 063). */
    hasVersion: boolean('has_version').notNull().default(false),
    /** The post's own utm_campaign for its links (decision 068); null: the workspace's default. */
    utmCampaign: text('utm_campaign'),
    /** Recurring posts (decision 069): the series' id, its rule (`3d`, `2w`), this occurrence's number and how many. */
    seriesId: text('series_id'),
    repeatEvery: text('repeat_every'),
    occurrence: smallint('occurrence'),
    occurrences: smallint('occurrences'),
    /** A comment published right after the post (decision 065); null when it has none. */
    firstComment: text('first_comment'),
    /**
     * pending, sending (marked before the network is called, so a crash mid-call is never resent), published,
     * failed; null without a first comment.
     */
    firstCommentStatus: text('first_comment_status').$type<FirstCommentStatus>(),
    firstCommentError: text('first_comment_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_series_idx')
      .on(t.seriesId)
      .where(sql`series_id is not null`),
    // The calendar reads a workspace's posts by time: waiting ones by due time, published ones by publishing time.
    index('posts_workspace_due_idx').on(t.workspaceId, t.dueAt),
    index('posts_workspace_published_idx')
      .on(t.workspaceId, t.publishedAt)
      .where(sql`status = 1`),
    // The results' refresh adopts the posts published lately (decision 073), across workspaces.
    index('posts_published_idx')
      .on(t.publishedAt)
      .where(sql`status = 1`),
    index('posts_channel_status_idx').on(t.channelId, t.status, t.queuePosition),
    index('posts_hash_idx').on(t.hash),
    index('posts_due_idx')
      .on(t.dueAt)
      .where(sql`status = 0 and to_approve = false`),
    // Every publishing round looks for claims left behind by a dead instance: a few rows, never a table scan.
    index('posts_publishing_idx')
      .on(t.updatedAt)
      .where(sql`status = 3`),
    // First comments left behind by a dead instance (decision 065): looked for with the stale claims.
    index('posts_first_comment_idx')
      .on(t.updatedAt)
      .where(sql`first_comment_status in ('pending', 'sending') and status = 1`),
  ],
);

export type FirstCommentStatus = 'pending' | 'sending' | 'published' | 'failed';
export type PartState = 'pending' | 'sending' | 'published' | 'failed';

/**
 * The parts of a thread (decision 064), position 1 being the post itself (its text is the post's message, so its
 * `message` is null) and 2.. the replies after it. Each part's outcome is recorded before the next is sent, and a
 * part is marked `sending` before its call, so that a crash mid-call is asked about, never resent blindly.
 */
export const postParts = pgTable(
  'post_parts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    message: text('message'),
    state: text('state').$type<PartState>().notNull().default('pending'),
    networkId: text('network_id'),
    permalink: text('permalink'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

export const shortLinks = pgTable(
  'short_links',
  {
    id: identity(),
    code: text('code').notNull().unique(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Where a click goes: the URL with its UTM parameters (decision 068); null: the URL itself. */
    target: text('target'),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('short_links_post_idx').on(t.postId)],
);

/** A channel's own text and picture on a draft, as drafts/create took it (decision 070). */
export interface DraftVersion {
  channel_id: number;
  message: string;
  picture?: string | undefined;
}

export const drafts = pgTable(
  'drafts',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    ...contentColumns(),
    channelIds: text('channel_ids').notNull().default(''),
    rejectedById: integer('rejected_by_id').references(() => users.id),
    /** Who sent it back, by name: a review link's visitor has no account (decision 060). */
    rejectedByName: text('rejected_by_name'),
    rejectedMessage: text('rejected_message'),
    // What posts/create takes beyond the content, kept as given until the draft goes to the outbox (decision 070).
    versions: jsonb('versions').$type<DraftVersion[]>(),
    thread: jsonb('thread').$type<string[]>(),
    firstComment: text('first_comment'),
    utmCampaign: text('utm_campaign'),
    repeatEvery: text('repeat_every'),
    repeatUntil: text('repeat_until'),
    repeatCount: integer('repeat_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** The sandbox network's record of what was published on it: one row per publication. */
export const sandboxPublications = pgTable(
  'sandbox_publications',
  {
    id: identity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    link: text('link'),
    picture: text('picture'),
    /** A reply (a thread's part, a first comment): the network id of what it answers; null for a post. */
    replyTo: text('reply_to'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_publications_post_idx').on(t.postId)],
);

export type PostType = 'post' | 'comment' | 'reply' | 'mention' | 'message';

/**
 * The sandbox network's inbox: posts, comments, replies, mentions and direct messages of each channel. One row
 * per item; a thread is every item with the same conversation id (its root post, or the DM conversation's first
 * message). Items the service wrote (replies, comments, its published posts) are `by_channel`.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    networkId: text('network_id').notNull(),
    postType: text('post_type').$type<PostType>().notNull(),
    /** The item this one answers; null at the top of a thread. */
    parentId: integer('parent_id'),
    /** The thread's root item id (the item's own id for a root). */
    conversationId: integer('conversation_id').notNull(),
    isDirect: boolean('is_direct').notNull().default(false),
    /** Direct messages on a real network: the network's id of the conversation (its replies go there). */
    networkThreadId: text('network_thread_id'),
    byChannel: boolean('by_channel').notNull().default(false),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    authorPicture: text('author_picture').notNull().default(''),
    text: text('text').notNull(),
    attachment: jsonb('attachment').$type<Attachment>(),
    permalink: text('permalink').notNull(),
    publishedPostId: integer('published_post_id'),
    isUnread: boolean('is_unread').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    isLiked: boolean('is_liked').notNull().default(false),
    actionCounter: integer('action_counter').notNull().default(0),
    serviceActionId: text('service_action_id').notNull().default(''),
    serviceReplyId: text('service_reply_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The team's unit of work the item belongs to (decision 038): the id of its head, a direct-message
     * conversation's first message or a top comment (a comment on a channel's post, a mention, a comment on a post
     * the inbox does not have). Set by a trigger on insert (migration 0025) from the item's parent.
     */
    workId: integer('work_id').notNull().default(0),
    /** The member the unit is assigned to, copied from inbox_work to each of its items for the listing. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Inbound items: when one of our channels first answered it in public (a reply, a later direct message). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the item was last archived (done); null while it is open. Kept by a trigger. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Our own replies: the member who wrote it (null for replies made before 0.3 or outside the service). */
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the inbox lists: everything but the service's own replies (they live in their threads). */
    inList: boolean('in_list')
      .notNull()
      .generatedAlwaysAs(sql`not by_channel or post_type = 'post'`),
  },
  (t) => [
    // The list: newest first within the workspace, archived or not, optionally per channel, author or unread;
    // partial on in_list so that the order of an index is the order of the page. Ascending on purpose: read
    // backwards it is exactly ORDER BY created_at DESC, id DESC (NULLS FIRST), which a DESC NULLS LAST index is not.
    index('inbox_list_idx')
      .on(t.workspaceId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list`),
    index('inbox_channel_list_idx')
      .on(t.channelId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list`),
    index('inbox_author_idx')
      .on(t.workspaceId, t.authorId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list`),
    index('inbox_unread_idx')
      .on(t.workspaceId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list and is_unread`),
    // An author's unread items: the unread count that comes with every page filtered by author, and that page when
    // unread only. Counted through inbox_author_idx it read every item of the author (a channel's own posts, someone
    // who writes daily: 11,000-21,000 of a 1,000,000-item inbox, 35-60 ms a page); here it reads the unread ones.
    index('inbox_author_unread_idx')
      .on(t.workspaceId, t.authorId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list and is_unread`),
    index('inbox_channel_unread_idx')
      .on(t.channelId, t.isArchived)
      .where(sql`in_list and is_unread`),
    // The unread count under the unanswered and type filters (decision 040), counted from the index alone: the
    // per-channel counters cannot split by kind, and reading each unread item's row cost 60-80 ms a page.
    index('inbox_unread_kind_idx')
      .on(t.workspaceId, t.isArchived, t.postType, t.channelId, t.answeredAt, t.byChannel)
      .where(sql`in_list and is_unread`),
    index('inbox_thread_idx').on(t.conversationId, t.createdAt, t.id),
    index('inbox_work_idx').on(t.workId),
    // The assignee views (Mine, Unassigned, a teammate's): in the list's order, as inbox_list_idx.
    index('inbox_assignee_idx')
      .on(t.workspaceId, t.assigneeId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list`),
    // An assignee's unread items (decision 039): the unread count of every assignee view, and the view itself when
    // unread only, read from the unread items alone as inbox_author_unread_idx does for an author.
    index('inbox_assignee_unread_idx')
      .on(t.workspaceId, t.assigneeId, t.isArchived, t.createdAt, t.id)
      .where(sql`in_list and is_unread`),
    // Response-time reports: the inbound items that arrived in a range.
    index('inbox_inbound_idx')
      .on(t.workspaceId, t.createdAt)
      .where(sql`not by_channel and post_type <> 'post'`),
    // A published post's link on the network, for the calendar and the history.
    index('inbox_published_post_idx')
      .on(t.publishedPostId)
      .where(sql`published_post_id is not null`),
    // Inbox search (decision 013): the words of the author's name and the text, in the 'simple' configuration (no
    // language's stemming: items come in many languages). An expression index, not a stored column, so that rows
    // and every select of the inbox stay as they were; searches write the same expression (INBOX_SEARCH_TEXT).
    index('inbox_search_idx')
      .using('gin', sql`to_tsvector('simple', author_name || ' ' || text)`)
      .where(sql`in_list`),
    // A real network's item lands once however often it is read. The sandbox's ids (sbx-, sim-, sandbox-) are
    // the service's own, made unique where they are made, and kept out so the index stays a real network's size.
    uniqueIndex('inbox_network_item_idx')
      .on(t.channelId, t.networkId)
      .where(sql`network_id !~ '^(sbx|sim|sandbox)-'`),
  ],
);

/**
 * Unread items the inbox lists, per channel and archived state, kept by a trigger on inbox_items (migration
 * 0003), so that the unread count of a page costs a few rows, not a count over every unread item.
 */
export const inboxUnreadCounts = pgTable(
  'inbox_unread_counts',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    isArchived: boolean('is_archived').notNull(),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.isArchived] })],
);

/** Who liked (or retweeted) an item on the sandbox network; `by_channel` when it was one of our channels. */
export const inboxReactions = pgTable(
  'inbox_reactions',
  {
    id: identity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'retweet'>().notNull(),
    profileId: text('profile_id').notNull(),
    name: text('name').notNull(),
    screenName: text('screen_name').notNull(),
    picture: text('picture').notNull().default(''),
    byChannelId: integer('by_channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_reactions_item_idx').on(t.itemId, t.kind),
    uniqueIndex('inbox_reactions_once_idx').on(t.itemId, t.kind, t.profileId),
  ],
);

/** Idempotent seeding: records which one-time setups have run. */
export const setupMarks = pgTable('setup_marks', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed logins (decision 020), one row per thing they are counted against: an account from one client address,
 * a client address, an account from anywhere, a device. `key_hash` is a hash of that pair or name (unknown emails
 * count too, so a lock does not tell which accounts exist). Kept in the database so that every instance sees the
 * same count; rows an hour past their last failure and their lock are deleted as failures come.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Browsers an account logged in from (decision 020): the device cookie's random token, stored hashed. A login
 * that shows one for the account typed is not held back by the locks strangers can cause.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/**
 * Pictures uploaded to the service (decision 013), served at `/media/{id}.{ext}` or from S3-compatible storage.
 * The id is random and unguessable: networks such as Instagram fetch a post's picture from a public address.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** image/png, image/jpeg, image/gif or image/webp, read from the bytes themselves. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Where the bytes are in the storage (a path under DATA_DIR, or an object key of the bucket). */
    storageKey: text('storage_key').notNull(),
    /** Of the bytes, in hex: the ETag they are served with. */
    sha256: text('sha256').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploaded file's name, for the library's search (decision 062); "picture-<date>" when none was sent. */
    name: text('name').notNull().default(''),
    /** The small rendition (400 px on the long side, WebP) for lists and cards; null for pictures stored before it. */
    thumbnailKey: text('thumbnail_key'),
    /** A JPEG rendition of a picture that is not JPEG, for networks that take JPEG only (Instagram; decision 061). */
    jpegKey: text('jpeg_key'),
    createdAt: createdAt(),
  },
  (t) => [index('media_workspace_idx').on(t.workspaceId, t.createdAt, t.id)],
);
export type MediaRow = typeof media.$inferSelect;

/**
 * A sign-in at a network under way (decision 015): started by an owner or admin with POST /channels/connect, finished
 * when the network sends the person back to /channels/callback with the state. Used once, within ten minutes.
 */
export const connectRequests = pgTable(
  'connect_requests',
  {
    /** SHA-256 of the state sent to the network (base64url): the state itself is only ever in the person's browser. */
    stateHash: text('state_hash').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelType: smallint('channel_type').notNull(),
    /** The channel to reconnect, when one is. */
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    /** The PKCE code verifier, sealed like credentials. */
    codeVerifier: text('code_verifier').notNull(),
    /** The dashboard origin the person started from, where they are sent back. */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('connect_requests_expiry_idx').on(t.expiresAt)],
);

/**
 * A sign-in that reached several accounts (a person's Pages, organizations or locations), waiting for the person to
 * pick which become channels. Single use, ten minutes, for the person who signed in.
 */
export const connectChoices = pgTable(
  'connect_choices',
  {
    /** SHA-256 of the choice's key (base64url): the key itself is only in the person's browser. */
    keyHash: text('key_hash').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelType: smallint('channel_type').notNull(),
    /** The accounts with their credentials, sealed like a channel's. */
    accounts: text('accounts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('connect_choices_expiry_idx').on(t.expiresAt)],
);

/**
 * The team's state of a unit of work (decision 038): who has it, and until when it is snoozed. A row exists once
 * somebody assigned or snoozed the unit; `work_id` is its head item's id.
 */
export const inboxWork = pgTable(
  'inbox_work',
  {
    workId: integer('work_id')
      .primaryKey()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Snoozed units are archived until then, and come back unread (decision 038). */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inbox_work_snoozed_idx')
      .on(t.snoozedUntil)
      .where(sql`snoozed_until is not null`),
  ],
);

/** A workspace's labels for inbox items. */
export const labels = pgTable(
  'labels',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `#rrggbb`. */
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labels_name_idx').on(t.workspaceId, sql`lower(${t.name})`)],
);

/** Which labels an item carries; `created_at` is the item's, so that a label's items page in the list's order. */
export const inboxItemLabels = pgTable(
  'inbox_item_labels',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The item's channel, archived state and whether it is listed and unread, kept by migration 0029's triggers, so
     * that a label's view and its unread count read the label's own rows in an index, not its items (decision 045).
     */
    channelId: integer('channel_id').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    unread: boolean('unread').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.labelId] }),
    // A label's view in the list's order, open or archived; the channel last, for the channel filter and counts.
    index('inbox_item_labels_list_idx').on(t.labelId, t.isArchived, t.createdAt, t.itemId, t.channelId),
    index('inbox_item_labels_unread_idx')
      .on(t.labelId, t.isArchived, t.createdAt, t.itemId, t.channelId)
      .where(sql`unread`),
  ],
);

/** A workspace's library of saved replies. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** May hold variables: {first_name}, {channel_name}, {my_name}. */
    text: text('text').notNull(),
    useCount: integer('use_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_replies_title_idx').on(t.workspaceId, sql`lower(${t.title})`)],
);

/** Saved hashtag groups and signatures, inserted in the composer (decision 067). */
export const snippets = pgTable(
  'snippets',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SnippetKind>().notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('snippets_name_idx').on(t.workspaceId, t.kind, sql`lower(${t.name})`),
    check('snippets_kind', sql`${t.kind} in ('hashtags', 'signature')`),
  ],
);

/**
 * Internal notes beside a conversation's public replies, never sent to a network. Their ids come from the inbox
 * items' sequence, so that a note and an item never share an id in a conversation's answer.
 */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval(pg_get_serial_sequence('inbox_items', 'id'))`),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The item the note was written on. */
    itemId: integer('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').notNull(),
    workId: integer('work_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was, kept when the member leaves. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_notes_thread_idx').on(t.conversationId, t.createdAt)],
);

/** A teammate named in a note (`@name`): their Mentions view. */
export const inboxMentions = pgTable(
  'inbox_mentions',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => inboxNotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('inbox_mentions_user_idx').on(t.workspaceId, t.userId, t.createdAt),
  ],
);

/** Round-robin: new conversations of the chosen channels go to the chosen members in turn. */
export const inboxRouting = pgTable('inbox_routing', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  channelIds: integer('channel_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  memberIds: integer('member_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Where the turn is: the index in member_ids of the next one. */
  nextIndex: integer('next_index').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * What a member is told of (decision 053): one entry of their bell, in one workspace. It keeps what the dashboard
 * writes its sentence and link with, named as it was then (as the audit log does), so the things it names carry no
 * foreign key: a post deleted or a channel disconnected since leaves the entry as it was.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The member told. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who did it: null for the publisher's and the networks' doing (a failure, a lapsed sign-in). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    /** The outbox post. */
    postId: integer('post_id'),
    /** The draft (a comment on a draft, decision 056). */
    draftId: integer('draft_id'),
    /** The start of what it is about, then: the post's text, the assigned item's, or the note's that named them. */
    excerpt: text('excerpt').notNull().default(''),
    /** The channel, and its name and network then ("Northwind Coffee (X)"). */
    channelId: integer('channel_id'),
    channelName: text('channel_name').notNull().default(''),
    /** The inbox item and its thread (an assignment, a note's mention). */
    itemId: integer('item_id'),
    conversationId: integer('conversation_id'),
    /** A sending back's reason; a failure's or a lapsed sign-in's, as the network gave it. */
    reason: text('reason'),
    /** How many events a gathered entry stands for (posts failed, posts to approve); 1 for the others. */
    count: integer('count').notNull().default(1),
    /** What gathers while unread (`gatherKey`): null for kinds of which each event is its own entry. */
    gatherKey: text('gather_key'),
    createdAt: createdAt(),
    /** The latest event it stands for: the list's order, so that an entry that gathers one more comes to the top. */
    updatedAt: updatedAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** How many of `count`'s events were mailed (decision 058): more than that is news for the mail job. */
    mailedCount: integer('mailed_count').notNull().default(0),
    /** When it was last mailed: a gathered entry's next mail tells of the events since. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When an instance's mail job took it to send: others leave it alone until it is mailed or this is stale. */
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
  },
  (t) => [
    // The mail job's: unread entries with events not mailed yet.
    index('notifications_unmailed_idx')
      .on(t.updatedAt)
      .where(sql`read_at is null and count > mailed_count`),
    index('notifications_list_idx').on(t.workspaceId, t.userId, t.updatedAt, t.id),
    // Every unread entry, so also the unread count's index; one per key while unread, which is what gathering
    // updates on conflict (the entries of kinds that do not gather have no key, and never conflict).
    uniqueIndex('notifications_unread_idx')
      .on(t.workspaceId, t.userId, t.gatherKey)
      .where(sql`read_at is null`),
    // Housekeeping's: what was read long ago.
    index('notifications_read_idx')
      .on(t.readAt)
      .where(sql`read_at is not null`),
  ],
);

/**
 * A workspace's approval steps (decision 057), in order from position 1 (at most 3). A workspace without rows has the
 * one step every workspace had before: its owners and admins.
 */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    who: text('who', { enum: APPROVAL_DECIDERS }).notNull(),
    /** The member who decides a `member` step (null for the others, or once that person's account is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.position] })],
);

/**
 * The decisions on a post's approval steps in its current round (decision 057): one per step, the first one made.
 * The key on (post, step) is what lets one decision win on any number of instances; a post that comes to await
 * approval again starts a new round (the trigger on `posts` deletes the rows of the one before).
 */
export const postApprovals = pgTable(
  'post_approvals',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name then (or a review visitor's typed name), kept when the person leaves. */
    decidedByName: text('decided_by_name').notNull(),
    decision: text('decision', { enum: ['approved', 'sent_back'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.step] })],
);

/**
 * How a member hears of their notifications by email, in one workspace (decision 058): a mode per kind (only the
 * kinds they changed: the others follow `defaultMailMode`, so a kind added later needs no row), the digest's local
 * hour, and the zone it is read in (null: the workspace's).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modes: jsonb('modes').$type<MailModes>().notNull().default({}),
    digestHour: smallint('digest_hour').notNull().default(DEFAULT_DIGEST_HOUR),
    timezone: text('timezone'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

/**
 * The thread of comments on a post or a draft, for the people preparing it (decision 056): on exactly one of them.
 * A draft's comments move to its post when it goes to the outbox, and a post's back to the draft it becomes when
 * sent back. A deleted comment keeps its row (`deleted_at`), out of the thread.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references(() => drafts.id, { onDelete: 'cascade' }),
    /** The member who wrote it: null once they are deleted (their name stays). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was, kept when the member leaves. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('post_comments_one_subject', sql`(${t.postId} is null) <> (${t.draftId} is null)`),
    index('post_comments_post_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`post_id is not null`),
    index('post_comments_draft_idx')
      .on(t.draftId, t.createdAt, t.id)
      .where(sql`draft_id is not null`),
  ],
);

/**
 * A set of posts shared for review with people who have no account (decision 060): its link's secret is shown once
 * and kept only as its SHA-256 (`token_hash`); it works until `expires_at` or until revoked.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the sharer wrote for the reviewer ("Next week's posts: please look by Friday"). */
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name then, kept when the person leaves. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('reviews_workspace_idx').on(t.workspaceId, t.expiresAt)],
);

/** The posts a review link shows, in the order they were shared. */
export const reviewPosts = pgTable(
  'review_posts',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.postId] }), index('review_posts_post_idx').on(t.postId)],
);

/**
 * What a review link's visitors said of its posts, oldest first: the name they typed, approve or changes, their
 * comment, and the approval step it decided (null: the post was not at a client's step, so it is feedback).
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: identity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    decision: text('decision', { enum: ['approve', 'changes'] }).notNull(),
    comment: text('comment').notNull().default(''),
    step: smallint('step'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_decisions_review_idx').on(t.reviewId, t.postId, t.at)],
);

/** The figures of a post (decision 073), as columns of the tables that keep them: null where the network gives none. */
const figureColumns = () => ({
  likes: integer('likes'),
  comments: integer('comments'),
  shares: integer('shares'),
  quotes: integer('quotes'),
  saves: integer('saves'),
  impressions: integer('impressions'),
  networkClicks: integer('network_clicks'),
  linkClicks: integer('link_clicks'),
  /** likes + comments + shares + quotes + saves, those given. */
  engagement: integer('engagement').notNull().default(0),
});

export type ResultState = 'live' | 'final' | 'deleted';

/**
 * A published post's latest figures from its network (decision 073), and when to read them next: kept as long as
 * the post. The refresh job adopts a post once it is published (from its inbox item's network id).
 */
export const postResults = pgTable(
  'post_results',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    networkPostId: text('network_post_id').notNull(),
    /** The post's, copied so that ranges read this table alone. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The post on its network, as its inbox item has it. */
    permalink: text('permalink').notNull().default(''),
    ...figureColumns(),
    /** What the engagement rate is over: the post's impressions, or the channel's followers when it was published. */
    rateBase: text('rate_base').$type<'impressions' | 'followers'>(),
    followersAtPost: integer('followers_at_post'),
    state: text('state').$type<ResultState>().notNull().default('live'),
    refreshes: integer('refreshes').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** When to read it next (a lease while an instance reads it); null once final or deleted. */
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
  },
  (t) => [
    index('post_results_workspace_idx').on(t.workspaceId, t.publishedAt),
    index('post_results_channel_idx').on(t.channelId, t.publishedAt),
    index('post_results_due_idx')
      .on(t.nextRefreshAt)
      .where(sql`next_refresh_at is not null`),
  ],
);
export type PostResultRow = typeof postResults.$inferSelect;

/** Each reading of a post's figures, for its curve (pruned after 13 months). */
export const postResultSamples = pgTable(
  'post_result_samples',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.takenAt] })],
);

/** What the network gave of a channel's account on a day of the workspace zone (decision 073); a gap is no row. */
export const channelDays = pgTable(
  'channel_days',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    followers: integer('followers'),
    following: integer('following'),
    postsTotal: integer('posts_total'),
    views: integer('views'),
    websiteClicks: integer('website_clicks'),
    calls: integer('calls'),
    directions: integer('directions'),
    reviews: integer('reviews'),
    rating: real('rating'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] }), index('channel_days_workspace_idx').on(t.workspaceId, t.day)],
);
export type ChannelDayRow = typeof channelDays.$inferSelect;

/**
 * A results report mailed on a schedule (decision 079): the last full week (Monday to Sunday) or month in the
 * workspace zone, as a PDF (and a CSV when asked), to up to 20 addresses, people outside the workspace too.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: identity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').$type<'weekly' | 'monthly'>().notNull(),
    /** ISO weekday, 1 Monday to 7 Sunday (weekly); null when monthly. */
    weekday: smallint('weekday'),
    /** Day of the month, 1 to 28 (monthly); null when weekly. */
    monthDay: smallint('month_day'),
    /** Minutes after local midnight, in the workspace zone. */
    time: smallint('time').notNull(),
    recipients: text('recipients').array().notNull(),
    /** The channels reported on; null: every channel of the workspace. */
    channelIds: integer('channel_ids').array(),
    attachCsv: boolean('attach_csv').notNull().default(false),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** Failed sends of this period so far: after three it waits for the next period. */
    tries: smallint('tries').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_schedules_next_run_idx').on(t.nextRunAt),
    check('report_schedules_frequency', sql`${t.frequency} in ('weekly', 'monthly')`),
    check(
      'report_schedules_day',
      sql`(${t.frequency} = 'weekly' and ${t.weekday} between 1 and 7 and ${t.monthDay} is null) or (${t.frequency} = 'monthly' and ${t.monthDay} between 1 and 28 and ${t.weekday} is null)`,
    ),
    check('report_schedules_time', sql`${t.time} between 0 and 1439`),
  ],
);
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
