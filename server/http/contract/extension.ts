import { z } from 'zod';
import { channelType, dateTime, digits, flag, id, success } from './common.ts';
import { defineOperation } from './operation.ts';

export const slotList = z
  .string()
  // Every minute of a day at most once: 1,440 times of 5 characters and their separators.
  .max(1440 * 6)
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d(_([01]\d|2[0-3]):[0-5]\d)*$/, 'Use times HH:mm joined by _, such as 09:00_13:00');

/** A weekday's slots as a parameter each (mon…sun): left out, the weekday keeps its slots; empty, it has none. */
export const weekdaySlots = {
  mon: slotList.optional(),
  tue: slotList.optional(),
  wed: slotList.optional(),
  thu: slotList.optional(),
  fri: slotList.optional(),
  sat: slotList.optional(),
  sun: slotList.optional(),
};

const slots = z.array(z.string());
export const schedule = z
  .object({ mon: slots, tue: slots, wed: slots, thu: slots, fri: slots, sat: slots, sun: slots })
  .meta({ id: 'PostingSchedule', description: 'HH:mm slots per weekday, in the workspace zone' });

export const clock = z.enum(['24h', '12h'], 'Choose 24h (13:00) or 12h (1:00 PM)').meta({
  description:
    'how the dashboard writes times of day for this workspace: 24h (13:00) or 12h (1:00 PM); API fields stay 24-hour',
});

const sandboxBehaviour = z
  .enum(['publish', 'fail', 'hang'])
  .meta({ description: 'publish: posts go out; fail: refused with failure_reason; hang: the network never answers' });

const sandboxChannel = z
  .object({
    channel_id: digits,
    behaviour: sandboxBehaviour,
    failure_reason: z.string().nullable(),
    publications: z
      .int()
      .meta({ description: 'the publications the channel received in the last 30 days, duplicates included' }),
    latency_ms: z.int().meta({ description: 'how long the network takes to answer a publication' }),
    latency_jitter_ms: z.int().meta({ description: 'up to this much longer, at random' }),
    practice_traffic: flag.meta({
      description:
        '1: the simulator brings it practice comments, mentions and messages (on in the demo, off elsewhere)',
    }),
  })
  .meta({ id: 'SandboxChannel' });

/** A sandbox channel answers within a minute at most: longer is a hang, which "hang" says. */
export const MAX_SANDBOX_LATENCY_MS = 60_000;
const latency = z.int().min(0).max(MAX_SANDBOX_LATENCY_MS);

const channelEntry = z
  .object({
    channel_id: digits,
    channel_type: channelType,
    network: z.string().meta({ description: 'the network’s name' }),
    connector: z
      .enum(['sandbox', 'bluesky', 'x', 'facebook', 'instagram', 'linkedin', 'pinterest', 'google'])
      .meta({ description: 'what carries its posts: the sandbox or the network' }),
    name: z.string(),
    screen_name: z.string(),
    picture: z.string(),
    status: z.enum(['connected', 'needs_reconnect', 'rate_limited']),
    status_reason: z.string().meta({ description: 'what the network said; empty when connected' }),
    status_since: z
      .union([dateTime, z.literal('')])
      .meta({ description: 'when the status began; empty if never changed' }),
    rate_limited_until: z.union([dateTime, z.literal('')]),
    last_success: z.union([dateTime, z.literal('')]).meta({ description: 'the last call the network answered well' }),
    sign_in_ends: z.union([dateTime, z.literal('')]).meta({
      description: 'when the network’s sign-in ends beyond any renewal (reconnect before then); empty when it lasts',
    }),
    waiting_posts: z.int().meta({ description: 'posts waiting to go out (queued, pinned, failed, awaiting approval)' }),
    awaiting_approval: z.int().meta({ description: 'of those, posts awaiting an owner’s or admin’s approval' }),
    failed_posts: z.int().meta({ description: 'of those, posts that failed to go out' }),
  })
  .meta({ id: 'ChannelEntry' });

export const extensionOperations = [
  defineOperation({
    operationId: 'accountGet',
    method: 'GET',
    path: '/account/get',
    tag: 'extension',
    summary: 'Who the token belongs to: the user, their role and the workspace',
    paramsIn: 'query',
    params: z.object({}),
    response: success(
      z.object({
        user: z.object({
          user_id: digits,
          name: z.string(),
          email: z.string(),
          picture: z.string().meta({ description: 'an https address or a path of this service; empty for none' }),
          role: z.enum(['owner', 'admin', 'collaborator', 'client']),
        }),
        workspace: z.object({
          workspace_id: digits,
          name: z.string(),
          timezone: z.string().meta({ description: 'IANA time zone of every Y-m-d h:i:s field' }),
          clock,
        }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'channelsGetSchedule',
    errors: [404],
    method: 'GET',
    path: '/channels/getSchedule',
    tag: 'extension',
    summary: "A channel's posting schedule",
    paramsIn: 'query',
    params: z.object({ channel_id: id }),
    response: success(z.object({ channel_id: digits, timezone: z.string(), schedule })),
  }),
  defineOperation({
    operationId: 'channelsUpdateSchedule',
    errors: [403, 404],
    method: 'POST',
    path: '/channels/updateSchedule',
    tag: 'extension',
    summary: "Change a channel's posting schedule (owner or admin); queued posts move to the new slots",
    description:
      'Each weekday takes its HH:mm slots joined by _; a weekday left out keeps its slots, an empty value clears it.',
    paramsIn: 'body',
    params: z.object({ channel_id: id, ...weekdaySlots }),
    response: success(z.object({ channel_id: digits, timezone: z.string(), schedule })),
  }),
  defineOperation({
    operationId: 'channelsGet',
    method: 'GET',
    path: '/channels/get',
    tag: 'extension',
    summary: "The workspace's channels with their health: connected, needs reconnecting, or rate limited",
    description:
      'Every member may read it (the dashboard shows a banner when a channel needs reconnecting); connecting, reconnecting and disconnecting are for owners and admins. Credentials are never part of it.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(channelEntry)),
  }),
  defineOperation({
    operationId: 'channelsNetworks',
    method: 'GET',
    path: '/channels/networks',
    tag: 'extension',
    summary:
      'The networks and how each connects on this server: available, not set up (with the settings it needs), or not built yet',
    description:
      'For the Connect dialog: a network that signs in on its own pages (OAuth 2) is available once its app’s settings are set on the server; missing_settings names those still unset.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(
      z.array(
        z.object({
          channel_type: channelType,
          name: z.string(),
          connect: z.enum(['app_password', 'oauth']),
          status: z.enum(['available', 'not_configured', 'not_built']),
          missing_settings: z.array(z.string()),
        }),
      ),
    ),
  }),
  defineOperation({
    operationId: 'channelsConnect',
    errors: [403, 404, 409, 503],
    method: 'POST',
    path: '/channels/connect',
    tag: 'extension',
    summary:
      'Connect a channel (owner or admin): a Bluesky account by app password, an X account through X’s sign-in, or a sandbox channel',
    description:
      'channel_type=3 with handle and app_password connects a Bluesky account (an app password from Bluesky’s Settings → Privacy and security → App passwords; never the account password). Connecting an account the workspace already has, or passing channel_id, reconnects that channel: same id, queue, history and schedule. network=sandbox with a channel_type and a name makes a channel on the simulated network, for demos and tests. X (channel_type=1) connects through its own sign-in: the answer is authorize_url, where the person grants access; the server needs X_CLIENT_ID and X_CLIENT_SECRET (else 409 network_not_configured naming them). channel_id with it reconnects that channel.',
    paramsIn: 'body',
    params: z.object({
      network: z.literal('sandbox').optional().meta({ description: 'sandbox: the simulated network' }),
      channel_type: channelType.meta({ description: 'the network: 1 X, 2 Facebook Page, 3 Bluesky … 7 Google' }),
      name: z
        .string()
        .trim()
        .min(1, 'Name the channel')
        .max(100, 'A channel name has at most 100 characters')
        .optional()
        .meta({ description: 'sandbox only: the channel name' }),
      handle: z
        .string()
        .trim()
        .min(1, 'Write the account’s handle, such as name.bsky.social')
        .max(253, 'A handle has at most 253 characters')
        .optional()
        .meta({ description: 'Bluesky: the handle (name.bsky.social, @ allowed) or DID' }),
      app_password: z
        .string()
        .trim()
        .min(1, 'Paste an app password')
        .max(100, 'An app password has at most 100 characters')
        .optional()
        .meta({ description: 'Bluesky: an app password (xxxx-xxxx-xxxx-xxxx)' }),
      channel_id: id.optional().meta({ description: 'the channel to reconnect' }),
    }),
    response: success(
      z.union([
        z.object({
          channel_id: digits,
          reconnected: z.boolean().meta({ description: 'true when an existing channel was reconnected' }),
        }),
        z.object({
          authorize_url: z.url().meta({
            description:
              'a network that signs in on its own pages (OAuth 2): where to send the person; the network sends them back to /api/channels/callback, which finishes the connection',
          }),
        }),
      ]),
    ),
  }),
  defineOperation({
    operationId: 'channelsCallback',
    method: 'GET',
    path: '/channels/callback',
    tag: 'extension',
    summary: 'Where a network sends the person back after its sign-in (OAuth 2 redirect URI)',
    description:
      'Register {public origin}/api/channels/callback as the redirect URI of the app at each network. With the state given out by channels/connect (single use, ten minutes) and the code, it connects the account (or reconnects the channel named at connect) and answers 302 to the dashboard’s Channels page with connected=<channel_id>, reconnected=<channel_id>, choose=<key> (several accounts: see channels/choice) or connect_error=<what to do>.',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    successStatus: 302,
    params: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(1000).optional(),
    }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'channelsChoice',
    errors: [403, 404],
    method: 'GET',
    path: '/channels/choice',
    tag: 'extension',
    summary: 'The accounts a network sign-in reached, for the person who signed in to pick which become channels',
    description:
      'When a sign-in reaches several accounts (a person’s Facebook Pages, LinkedIn organizations, Google locations), the callback sends the person to the Channels page with choose=<key>; this lists them. Ten minutes, for that person only.',
    paramsIn: 'query',
    params: z.object({
      choice: z.string().min(1).max(100).meta({ description: 'the choose key of the Channels page address' }),
    }),
    response: success(
      z.object({
        channel_type: channelType,
        network: z.string(),
        accounts: z.array(
          z.object({
            account_id: z.string().meta({ description: 'the account’s id on its network' }),
            name: z.string(),
            screen_name: z.string(),
            picture: z.string(),
            channel_id: z.union([digits, z.literal('')]).meta({ description: 'its channel when already connected' }),
          }),
        ),
      }),
    ),
  }),
  defineOperation({
    operationId: 'channelsChoose',
    errors: [403, 404],
    method: 'POST',
    path: '/channels/choose',
    tag: 'extension',
    summary: 'Connect the picked accounts of a sign-in (owner or admin); the choice is used up',
    description:
      'An account the workspace already has is reconnected (same channel, new credentials). account_ids not among the sign-in’s accounts are refused, and nothing is connected.',
    paramsIn: 'body',
    params: z.object({
      choice: z.string().min(1).max(100),
      account_ids: z
        .string()
        .trim()
        .min(1, 'Pick at least one account')
        .max(10_000)
        .meta({ description: 'the accounts to connect, comma-separated account_id values' }),
    }),
    response: success(z.object({ channel_ids: z.array(digits) })),
  }),
  defineOperation({
    operationId: 'channelsDisconnect',
    errors: [403, 404],
    method: 'POST',
    path: '/channels/disconnect',
    tag: 'extension',
    summary:
      'Disconnect a channel (owner or admin): its credentials are forgotten, and its queued posts kept as drafts or deleted',
    description:
      'queued=drafts turns each post still waiting (queued, pinned, failed or awaiting approval) into a draft of its author; queued=delete deletes them. The channel goes with its inbox; what went out stays on the network.',
    paramsIn: 'body',
    params: z.object({
      channel_id: id,
      queued: z.enum(['drafts', 'delete']).meta({ description: 'what becomes of its waiting posts' }),
    }),
    response: success(z.object({ channel_id: digits, drafts_made: z.int(), posts_deleted: z.int() })),
  }),
  defineOperation({
    operationId: 'sandboxGet',
    method: 'GET',
    path: '/sandbox/get',
    tag: 'extension',
    summary: 'How each sandbox channel answers publishing, and how many publications it has had',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(sandboxChannel)),
  }),
  defineOperation({
    operationId: 'sandboxUpdate',
    errors: [403, 404],
    method: 'POST',
    path: '/sandbox/update',
    tag: 'extension',
    summary: 'Set how a sandbox channel answers publishing (owner or admin): publish, refuse with a reason, or hang',
    description:
      'For demos, tests and benchmarks: "fail" refuses every post with the reason given, "hang" never answers, so that the publisher times out and fails the post as outcome unknown. latency_ms (and latency_jitter_ms, a random extra) make each answer take as long as a real network’s; practice_traffic=1 has the simulator bring the channel practice comments, mentions and messages, of the kinds its network brings; left out, they stay as they are.',
    paramsIn: 'body',
    params: z.object({
      channel_id: id,
      behaviour: sandboxBehaviour,
      reason: z.string().trim().min(1, 'Write the reason the network gives').max(500).optional(),
      latency_ms: latency.optional().meta({ description: `0 to ${MAX_SANDBOX_LATENCY_MS}` }),
      latency_jitter_ms: latency.optional().meta({ description: `0 to ${MAX_SANDBOX_LATENCY_MS}` }),
      practice_traffic: flag
        .optional()
        .meta({ description: '1: the simulator brings practice traffic; 0: it does not' }),
    }),
    response: success(sandboxChannel),
  }),
  defineOperation({
    operationId: 'eventsStream',
    method: 'GET',
    path: '/events/stream',
    tag: 'extension',
    summary: "Server-sent events about the workspace's inbox and outbox",
    description:
      "Events: inbox (new or changed items), outbox (posts changed, published or failed), channels (connected, disconnected, or their health changed: data channel_ids, labels (a label was made, renamed, recoloured or deleted: data {}; inbox items show labels by name), presence (a member has a conversation open, is typing in it, or left it: the InboxPresence fields, state left included), mention (a note names the stream's own member; sent to no one else: note_id, post_id, channel_id, get_conversation_id, author_id, author_name, text) and notifications (the stream's own member's notifications changed: one came or gathered another, or some were read; sent to no one else: data {}, refetch notifications/list), comments (a comment on a post or draft was written or deleted: post_id or draft_id, the other empty; refetch posts/comments). The token may come as access_token, since EventSource sends no headers.",
    paramsIn: 'query',
    produces: 'text/event-stream',
    params: z.object({}),
    response: z.string(),
  }),
];
