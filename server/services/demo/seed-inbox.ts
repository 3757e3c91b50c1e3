import { and, eq, sql } from 'drizzle-orm';
import type { ChannelRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, inboxReactions, type PostType } from '../../db/schema.ts';
import { networkOf } from '../../../shared/networks.ts';
import { networkInbox, type NetworkInbox } from '../../domain/network-inbox.ts';
import { reviewText } from '../../connectors/google-reviews.ts';

/** A small seeded generator, so the demo and the benchmarks build the same network every time. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const first = [
  'Jordan',
  'Riley',
  'Avery',
  'Morgan',
  'Taylor',
  'Elena',
  'Chris',
  'Omar',
  'Priya',
  'Noah',
  'Lena',
  'Diego',
  'Hana',
  'Sam',
  'Zoe',
  'Malik',
];
const last = [
  'Lee',
  'Kim',
  'Patel',
  'Silva',
  'Nguyen',
  'Varga',
  'Diaz',
  'Brown',
  'Okafor',
  'Rossi',
  'Schmidt',
  'Tanaka',
];
export const people = first.flatMap((f, i) =>
  last.slice(0, 2).map((l, j) => ({
    id: `user-${i * 2 + j + 1}`,
    name: `${f} ${l}`,
    picture: `/avatars/person-${((i * 2 + j) % 8) + 1}.svg`,
  })),
);

/** What people write under the channels' posts (the demo, and the inbox-scale benchmark's million items). */
export const comments = [
  'Is this available at the Main St shop too?',
  'Just tried it, absolutely loved it!',
  'What are your opening hours on Sunday?',
  'Can I order this online?',
  'Too sweet for me, but my partner loves it.',
  'Do you have an oat milk option?',
  'The barista this morning was so kind, thank you.',
  'Any chance of a decaf version?',
  'How long does the promotion run?',
  'Best coffee in the neighbourhood, hands down.',
];
/** What people write naming the channel. */
export const mentions = [
  '@northwind your cold brew saved my Monday',
  'Shoutout to @northwind for the cosy corner seats',
  'Why is the line at @northwind always so long? Worth it though',
  'Has anyone tried the new cardamom buns at @northwind?',
  '@northwind do you cater for office events?',
];
const messages = [
  'Hi! I left my umbrella at the shop yesterday, did anyone find it?',
  'Do you sell gift cards?',
  'Could I book the back room for a birthday on Saturday?',
  'My order this morning was missing a croissant.',
  'Are you hiring baristas?',
];
/** What people write about the business where the network takes reviews: stars, then words. */
const reviews = [
  { starRating: 'FIVE', comment: 'Lovely staff and the best flat white in town.' },
  { starRating: 'FOUR', comment: 'Great coffee, a little crowded at lunchtime.' },
  { starRating: 'FIVE', comment: 'Cosy corner seats and fast wifi.' },
  { starRating: 'THREE', comment: 'Good pastries, but I waited fifteen minutes for a latte.' },
  { starRating: 'FIVE' },
];
const ownPosts = [
  'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.',
  'Rainy day? Our hot chocolate is back on the menu.',
  'We are open late this Friday for the street festival!',
  'Say hi to Priya, our new head roaster.',
];

interface Planned {
  postType: PostType;
  byChannel: boolean;
  isDirect: boolean;
  author: { id: string; name: string; picture: string };
  text: string;
  at: number;
}

type ThreadKind = 'post' | 'mention' | 'dm' | 'review';

/**
 * What thread a roll makes on a channel, among those its network's connector brings (server/domain/network-inbox.ts):
 * about 3 in 10 the channel's own posts, then mentions or reviews, then direct messages, each falling back to the
 * next one the network has.
 */
function threadKind(inbox: NetworkInbox, roll: number): ThreadKind {
  const has = { post: true, mention: inbox.mentions !== 'none', dm: inbox.messages, review: inbox.reviews };
  const order: ThreadKind[][] = [
    ['post'],
    [inbox.mentions === 'threaded' ? 'mention' : 'review', 'post'],
    ['dm', 'mention', 'review', 'post'],
  ];
  return order[roll < 0.3 ? 0 : roll < 0.75 ? 1 : 2]!.find((kind) => has[kind])!;
}

/**
 * Fills the sandbox network of some channels with `count` inbox items, only of the kinds each channel's network
 * brings: the channels' own posts with comment threads (one per channel deep enough to page), mentions with a few
 * replies, reviews with the business's answer, and direct-message conversations, spread over the last 30 days,
 * newest ones unread. The likes and reposts a network reports go on the posts.
 */
export async function seedInbox(
  db: Db,
  workspaceId: number,
  channels: readonly ChannelRow[],
  count: number,
  now: Date,
  seed = 7,
): Promise<void> {
  if (count <= 0 || channels.length === 0) return;
  const rng = random(seed);
  const span = 30 * 86_400;
  const nowSec = Math.floor(now.getTime() / 1000);
  const threads: { channel: ChannelRow; items: Planned[] }[] = [];
  let planned = 0;
  const deep = new Set<number>();
  while (planned < count) {
    const channel = rng.pick(channels);
    const inbox = networkInbox(channel.channelType);
    const kind = threadKind(inbox, rng.next());
    const start = nowSec - Math.floor(span * rng.next() ** 2) - 3600;
    const self = { id: `channel-${channel.id}`, name: channel.screenName, picture: channel.picture };
    const items: Planned[] = [];
    let at = start;
    // The next moment in the thread; a thread that would run past now simply ends.
    const later = () => (at = at + 60 + rng.int(5400));
    const open = () => at < nowSec - 5400;
    if (kind === 'post') {
      items.push({ postType: 'post', byChannel: true, isDirect: false, author: self, text: rng.pick(ownPosts), at });
      const size = !inbox.comments
        ? 0
        : !deep.has(channel.id) && count >= 400
          ? (deep.add(channel.id), 45)
          : rng.int(6);
      for (let i = 0; i < size && open(); i++) {
        const answer = rng.next() < 0.12;
        items.push({
          postType: answer ? 'reply' : 'comment',
          byChannel: answer,
          isDirect: false,
          author: answer ? self : rng.pick(people),
          text: answer ? 'Thank you, we are glad you like it!' : rng.pick(comments),
          at: later(),
        });
      }
    } else if (kind === 'mention') {
      items.push({
        postType: 'mention',
        byChannel: false,
        isDirect: false,
        author: rng.pick(people),
        text: rng.pick(mentions),
        at,
      });
      for (let i = inbox.mentions === 'threaded' ? rng.int(3) : 0; i > 0 && open(); i--)
        items.push({
          postType: 'reply',
          byChannel: false,
          isDirect: false,
          author: rng.pick(people),
          text: rng.pick(comments),
          at: later(),
        });
    } else if (kind === 'review') {
      items.push({
        postType: 'comment',
        byChannel: false,
        isDirect: false,
        author: rng.pick(people),
        text: reviewText(rng.pick(reviews)),
        at,
      });
      // Google keeps one answer per review.
      if (rng.next() < 0.4 && open())
        items.push({
          postType: 'reply',
          byChannel: true,
          isDirect: false,
          author: self,
          text: 'Thank you for the kind words, see you again soon!',
          at: later(),
        });
    } else {
      const person = rng.pick(people);
      for (let i = 2 + rng.int(5); i > 0 && (items.length === 0 || open()); i--) {
        const mine = items.length % 2 === 1;
        items.push({
          postType: 'message',
          byChannel: mine,
          isDirect: true,
          author: mine ? self : person,
          text: mine ? 'Thanks for writing! Let us check and get back to you.' : rng.pick(messages),
          at: items.length ? later() : at,
        });
      }
    }
    const take = items.slice(0, count - planned);
    planned += take.length;
    threads.push({ channel, items: take });
  }

  const row = (channel: ChannelRow, p: Planned, n: number) => ({
    workspaceId,
    channelId: channel.id,
    networkId: `sbx-${channel.id}-${p.at}-${n}`,
    postType: p.postType,
    isDirect: p.isDirect,
    byChannel: p.byChannel,
    authorId: p.author.id,
    authorName: p.author.name,
    authorPicture: p.author.picture,
    text: p.text,
    permalink: `https://sandbox.social/${networkOf(channel.channelType).key}/${channel.screenName}/${p.at}-${n}`,
    isUnread: !p.byChannel && p.at > nowSec - 36 * 3600,
    isArchived: !p.byChannel && p.at < nowSec - 7 * 86_400 && rng.next() < 0.1,
    createdAt: new Date(p.at * 1000),
  });

  const BATCH = 1000;
  const rootIds: number[] = [];
  for (let i = 0; i < threads.length; i += BATCH) {
    const batch = threads.slice(i, i + BATCH);
    const inserted = await db
      .insert(inboxItems)
      .values(batch.map((t, j) => ({ ...row(t.channel, t.items[0]!, i + j), conversationId: 0 })))
      .returning({ id: inboxItems.id });
    rootIds.push(...inserted.map((r) => r.id));
  }
  await db
    .update(inboxItems)
    .set({ conversationId: sql`${inboxItems.id}` })
    .where(and(eq(inboxItems.workspaceId, workspaceId), eq(inboxItems.conversationId, 0)));

  const children = threads.flatMap((t, i) =>
    t.items
      .slice(1)
      .map((p, j) => ({ ...row(t.channel, p, i * 100 + j + 1), parentId: rootIds[i]!, conversationId: rootIds[i]! })),
  );
  for (let i = 0; i < children.length; i += BATCH) await db.insert(inboxItems).values(children.slice(i, i + BATCH));

  const reactions = threads.flatMap((t, i) => {
    const reported = networkInbox(t.channel.channelType).reactions;
    if (t.items[0]!.postType !== 'post' || reported.length === 0) return [];
    const likers = new Set(Array.from({ length: rng.int(8) }, () => rng.pick(people)));
    const likes = [...likers].map((p) => ({
      itemId: rootIds[i]!,
      kind: 'like' as const,
      profileId: p.id,
      name: p.name,
      screenName: p.id,
      picture: p.picture,
    }));
    const retweets = reported.includes('retweet')
      ? [...likers].slice(0, rng.int(3)).map((p) => ({
          itemId: rootIds[i]!,
          kind: 'retweet' as const,
          profileId: p.id,
          name: p.name,
          screenName: p.id,
          picture: p.picture,
        }))
      : [];
    return [...likes, ...retweets];
  });
  for (let i = 0; i < reactions.length; i += BATCH)
    await db.insert(inboxReactions).values(reactions.slice(i, i + BATCH));
}
