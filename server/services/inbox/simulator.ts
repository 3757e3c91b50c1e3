import { and, desc, eq, inArray } from 'drizzle-orm';
import { channels, inboxItems, inboxReactions } from '../../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { networkOf } from '../../../shared/networks.ts';
import { people, random } from '../demo/seed-inbox.ts';

const lines = {
  comment: [
    'Love this!',
    'Is this on the menu every day?',
    'Going tomorrow to try it.',
    'My favourite spot in town.',
    'Any vegan options?',
  ],
  mention: [
    'Great morning at @northwind',
    '@northwind the new blend is fantastic',
    'Working from @northwind today, the wifi is great',
  ],
  message: [
    'Hello! Do you take reservations?',
    'Is the shop open on the holiday?',
    'Can I pay by card at the market stall?',
  ],
};

/**
 * The sandbox network in demo mode: every `intervalMs` someone comments on a channel's post, mentions a channel,
 * writes it a direct message, or likes a post; the dashboards of that workspace hear of it at once.
 */
export function startSimulator(deps: ServiceDeps, intervalMs: number): () => void {
  const rng = random(Date.now() % 100_000);
  const tick = async () => {
    const sandbox = await deps.db.select().from(channels).where(eq(channels.connector, 'sandbox'));
    if (sandbox.length === 0) return;
    const channel = rng.pick(sandbox);
    const person = rng.pick(people);
    const now = new Date(Math.floor(deps.now().getTime() / 1000) * 1000);
    const [recentPost] = await deps.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.postType, 'post')))
      .orderBy(desc(inboxItems.createdAt))
      .limit(1);
    const roll = rng.next();
    const dms = networkOf(channel.channelType).directMessages;
    if (recentPost && roll < 0.15) {
      await deps.db
        .insert(inboxReactions)
        .values({
          itemId: recentPost.id,
          kind: 'like',
          profileId: person.id,
          name: person.name,
          screenName: person.id,
          picture: person.picture,
        })
        .onConflictDoNothing();
      deps.events.publish(channel.workspaceId, {
        type: 'inbox',
        itemIds: [recentPost.id],
        conversationIds: [recentPost.conversationId],
        reason: 'changed',
      });
      return;
    }
    const kind = recentPost && roll < 0.6 ? 'comment' : dms && roll > 0.85 ? 'message' : 'mention';
    const [item] = await deps.db
      .insert(inboxItems)
      .values({
        workspaceId: channel.workspaceId,
        channelId: channel.id,
        networkId: `sim-${channel.id}-${now.getTime()}`,
        postType: kind,
        parentId: kind === 'comment' ? recentPost!.id : null,
        conversationId: kind === 'comment' ? recentPost!.conversationId : 0,
        isDirect: kind === 'message',
        authorId: person.id,
        authorName: person.name,
        authorPicture: person.picture,
        text: rng.pick(lines[kind]),
        permalink: `https://sandbox.social/${channel.screenName}/${now.getTime()}`,
        createdAt: now,
      })
      .returning({ id: inboxItems.id });
    if (kind !== 'comment')
      await deps.db
        .update(inboxItems)
        .set({ conversationId: item!.id })
        .where(inArray(inboxItems.id, [item!.id]));
    deps.events.publish(channel.workspaceId, {
      type: 'inbox',
      itemIds: [item!.id],
      conversationIds: [kind === 'comment' ? recentPost!.conversationId : item!.id],
      reason: 'new',
    });
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
