import { and, desc, eq } from 'drizzle-orm';
import { reviewText } from '../../connectors/google-reviews.ts';
import { channels, inboxItems, inboxReactions, type ChannelRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { networkInbox } from '../../domain/network-inbox.ts';
import type { ServiceDeps } from '../deps.ts';
import { networkOf } from '../../../shared/networks.ts';
import { people, random } from '../demo/seed-inbox.ts';
import { announceInbox, touchedOf } from './announce.ts';

// Words that fit any brand, from a bakery to a charity: a team's own channel may ask for this traffic too.
const comments = [
  'Love this!',
  'Where can I find out more?',
  'Great news, congratulations!',
  'Is this available near me?',
  'Thanks for sharing.',
  'How long does this run?',
];
const mentions = [
  (handle: string) => `Thanks @${handle} for the quick answer!`,
  (handle: string) => `Has anyone here tried @${handle}?`,
  (handle: string) => `Following @${handle} for more like this.`,
  (handle: string) => `Big thanks to @${handle}, a great experience.`,
];
const messages = [
  'Hello! What is the best way to reach your team?',
  'Hi, could you tell me more about your latest post?',
  'Hello, are you open on public holidays?',
  'Hi! Who can I talk to about working together?',
];
const reviews = [
  { starRating: 'FIVE', comment: 'Friendly people and a quick answer to my question.' },
  { starRating: 'FOUR', comment: 'Good experience overall, I would come back.' },
  { starRating: 'FIVE' },
];

type Happening = 'like' | 'comment' | 'mention' | 'message' | 'review';
type Rng = ReturnType<typeof random>;

/** What may happen next on a channel, weighted: only what its network's connector would bring (decision 029). */
function happenings(channel: ChannelRow, hasPost: boolean): [Happening, number][] {
  const inbox = networkInbox(channel.channelType);
  const all: [Happening, number, boolean][] = [
    ['like', 15, hasPost && inbox.reactions.includes('like')],
    ['comment', 45, hasPost && inbox.comments],
    ['mention', 25, inbox.mentions !== 'none'],
    ['message', 15, inbox.messages],
    ['review', 40, inbox.reviews],
  ];
  return all.filter(([, , can]) => can).map(([what, weight]) => [what, weight]);
}

function pickWeighted(rng: Rng, options: [Happening, number][]): Happening {
  let roll = rng.next() * options.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [what, weight] of options) if ((roll -= weight) < 0) return what;
  return options.at(-1)![0];
}

/**
 * One moment of the sandbox network: on a channel that asks for practice traffic (the demo's do), someone comments
 * on its latest post, mentions it, writes to it, reviews it or likes a post, as its network would bring; that
 * workspace's dashboards hear of it at once. A channel whose network brings nothing (Pinterest) stays quiet.
 */
export async function simulateOnce(deps: ServiceDeps, rng: Rng): Promise<void> {
  const practising = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.connector, 'sandbox'), eq(channels.sandboxPracticeTraffic, true)))
    .orderBy(channels.id);
  if (practising.length === 0) return;
  const channel = rng.pick(practising);
  const [recentPost] = await deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.postType, 'post')))
    .orderBy(desc(inboxItems.createdAt))
    .limit(1);
  const options = happenings(channel, recentPost !== undefined);
  if (options.length === 0) return;
  const what = pickWeighted(rng, options);
  const person = rng.pick(people);
  if (what === 'like') {
    await deps.db
      .insert(inboxReactions)
      .values({
        itemId: recentPost!.id,
        kind: 'like',
        profileId: person.id,
        name: person.name,
        screenName: person.id,
        picture: person.picture,
      })
      .onConflictDoNothing();
    announceInbox(deps.events, channel.workspaceId, touchedOf([recentPost!]));
    return;
  }
  const now = new Date(Math.floor(deps.now().getTime() / 1000) * 1000);
  const under = what === 'comment' ? recentPost! : null;
  const text = {
    comment: () => rng.pick(comments),
    mention: () => rng.pick(mentions)(channel.screenName),
    message: () => rng.pick(messages),
    review: () => reviewText(rng.pick(reviews)),
  }[what]();
  const item = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(inboxItems)
      .values({
        workspaceId: channel.workspaceId,
        channelId: channel.id,
        // Unique per channel even when moments come faster than a second apart (SIMULATOR_INTERVAL_SECONDS 0.2).
        networkId: `sim-${channel.id}-${deps.now().getTime()}-${rng.int(1_000_000)}`,
        // A review is a comment at the top of a thread of its own, as the Google connector brings it.
        postType: what === 'review' ? 'comment' : what,
        parentId: under?.id ?? null,
        conversationId: under?.conversationId ?? 0,
        isDirect: what === 'message',
        authorId: person.id,
        authorName: person.name,
        authorPicture: person.picture,
        text,
        permalink: `https://sandbox.social/${networkOf(channel.channelType).key}/${channel.screenName}/${now.getTime()}`,
        createdAt: now,
      })
      .returning();
    if (under) return row!;
    const [rooted] = await tx
      .update(inboxItems)
      .set({ conversationId: row!.id })
      .where(eq(inboxItems.id, row!.id))
      .returning();
    return rooted!;
  });
  announceInbox(deps.events, channel.workspaceId, touchedOf([item]), 'new');
}

/** The simulator: a moment of the sandbox network every `intervalMs` (SIMULATOR=0 never starts it). */
export function startSimulator(deps: ServiceDeps, intervalMs: number): () => void {
  const rng = random(Date.now() % 100_000);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    simulateOnce(deps, rng)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
