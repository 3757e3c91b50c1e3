import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { syncShortLinks } from '../outbox/links.ts';
import { lockChannels, requeueChannel } from '../outbox/queue.ts';
import type { Db } from '../../db/client.ts';
import { drafts, posts, shortLinks, users, type Role } from '../../db/schema.ts';
import { networkOf } from '../../../shared/networks.ts';

export const ideas = [
  'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe',
  'Tip of the week: grind right before you brew. Thirty seconds makes the cup.',
  'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.',
  'New in the pastry case: cardamom buns, baked every morning.',
  'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing',
  'Cold brew season is over; hello, spiced oat latte.',
  'Meet Priya, our head roaster, and the three coffees she would take to a desert island.',
];

/** Demo pictures (public/demo/, served with the dashboard) for the networks that publish nothing without one. */
const PICTURES = ['/demo/latte.png', '/demo/cardamom-buns.png', '/demo/beans.png'];
export const pictureFor = (channelType: number, n: number) =>
  networkOf(channelType).pictureRequired ? PICTURES[n % PICTURES.length]! : null;

export interface Demo {
  workspaceId: number;
  zone: string;
  channels: { id: number; channelType: number }[];
  users: Record<Extract<Role, 'owner' | 'collaborator'>, number>;
}

/**
 * The demo's outbox: a queue on every channel, a pinned post on some, a failed post on X, posts awaiting approval,
 * and what went out in the last days (the history), some of it written by the collaborator and approved.
 */
export async function seedOutbox(tx: Db, demo: Demo, now: Date): Promise<void> {
  const base = { workspaceId: demo.workspaceId, createdAt: now, updatedAt: now };
  const hash = () => randomBytes(12).toString('hex');
  const rows: (typeof posts.$inferInsert)[] = [];
  demo.channels.forEach((channel, c) => {
    const short = channel.channelType === 1 || channel.channelType === 6;
    for (let i = 0; i < 4; i++) {
      const message = ideas[(c + i) % ideas.length]!;
      rows.push({
        ...base,
        channelId: channel.id,
        creatorId: demo.users.owner,
        hash: hash(),
        message: short ? message.slice(0, 200) : message,
        picture: pictureFor(channel.channelType, c + i),
        queuePosition: i + 1,
      });
    }
    if (c % 2 === 0) {
      const at = DateTime.fromJSDate(now, { zone: demo.zone })
        .plus({ days: 2 })
        .set({ hour: 11, minute: 15, second: 0, millisecond: 0 })
        .toJSDate();
      rows.push({
        ...base,
        channelId: channel.id,
        creatorId: demo.users.owner,
        hash: hash(),
        message: 'Launch day: the Northwind app is live. Order ahead, skip the line.',
        picture: pictureFor(channel.channelType, c),
        customTime: at,
        dueAt: at,
      });
    }
  });
  const x = demo.channels.find((c) => c.channelType === 1)!;
  rows.push({
    ...base,
    channelId: x.id,
    creatorId: demo.users.owner,
    hash: hash(),
    message: 'Thanks for 10k followers! Coffee is on us this Friday.',
    status: 2,
    dueAt: DateTime.fromJSDate(now).minus({ hours: 3 }).toJSDate(),
    errorMessage: 'X refused the post: duplicate content. Edit the text, then retry.',
  });
  for (const [i, type] of [1, 4, 5].entries()) {
    const channel = demo.channels.find((c) => c.channelType === type)!;
    rows.push({
      ...base,
      channelId: channel.id,
      creatorId: demo.users.collaborator,
      hash: hash(),
      toApprove: true,
      picture: pictureFor(type, i),
      message: [
        'Behind the counter: a day with our Main St baristas.',
        'Hiring: shift lead at Main St. Know someone great?',
        'Latte art throwdown next Thursday, 6pm. Sign-ups at the bar.',
      ][i]!,
    });
  }
  rows.push(...(await publishedRows(tx, demo, now)));
  const inserted = await tx
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, message: posts.message, link: posts.link, status: posts.status });
  // Demo posts with URLs get their short links as the service's own writes give them, so their Links say so.
  for (const post of inserted) await syncShortLinks(tx, post.id, post.message, post.link, { fresh: true });
  // People clicked the links of what went out.
  const published = inserted.filter((p) => p.status === 1).map((p) => p.id);
  if (published.length)
    await tx
      .update(shortLinks)
      .set({ clicks: sql`7 + (${shortLinks.postId} * 13) % 40` })
      .where(inArray(shortLinks.postId, published));
  const social = demo.channels
    .filter((c) => [2, 5].includes(c.channelType))
    .map((c) => c.id)
    .join('_');
  const linkedin = String(demo.channels.find((c) => c.channelType === 4)!.id);
  const earlier = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await tx.insert(drafts).values([
    {
      workspaceId: demo.workspaceId,
      creatorId: demo.users.owner,
      message: 'Holiday gift boxes: three coffees, one mug, a handwritten note.',
      channelIds: social,
      picture: PICTURES[0],
      createdAt: earlier(30),
      updatedAt: earlier(30),
    },
    {
      workspaceId: demo.workspaceId,
      creatorId: demo.users.owner,
      message: 'Idea: a monthly "ask the roaster" live session.',
      channelIds: '',
      createdAt: earlier(20),
      updatedAt: earlier(20),
    },
    {
      workspaceId: demo.workspaceId,
      creatorId: demo.users.collaborator,
      message: 'Poll: oat, almond or whole milk in your flat white?',
      channelIds: social,
      picture: PICTURES[1],
      createdAt: earlier(10),
      updatedAt: earlier(10),
    },
    {
      workspaceId: demo.workspaceId,
      creatorId: demo.users.collaborator,
      message: 'We are the BEST coffee in town, no contest!!!',
      channelIds: linkedin,
      rejectedById: demo.users.owner,
      rejectedMessage: 'Let us keep it friendly: say what makes the coffee good instead of comparing.',
      createdAt: earlier(2),
      updatedAt: earlier(2),
    },
  ]);
  const locked = await lockChannels(
    tx,
    demo.channels.map((c) => c.id),
  );
  for (const channel of demo.channels) await requeueChannel(tx, channel.id, now, { setting: locked.get(channel.id) });
}

/** What went out over the last three days: one post a day on each channel, the collaborator's approved by the owner. */
async function publishedRows(tx: Db, demo: Demo, now: Date): Promise<(typeof posts.$inferInsert)[]> {
  const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, demo.users.owner));
  return demo.channels.flatMap((channel, c) =>
    [1, 2, 3].map((daysAgo) => {
      const at = DateTime.fromJSDate(now, { zone: demo.zone })
        .minus({ days: daysAgo })
        .set({ hour: [9, 13, 17][(c + daysAgo) % 3]!, minute: 0, second: 0, millisecond: 0 })
        .toJSDate();
      const byCollaborator = (c + daysAgo) % 4 === 0;
      const message = ideas[(c + daysAgo + 3) % ideas.length]!;
      return {
        workspaceId: demo.workspaceId,
        channelId: channel.id,
        creatorId: byCollaborator ? demo.users.collaborator : demo.users.owner,
        hash: randomBytes(12).toString('hex'),
        message: channel.channelType === 1 || channel.channelType === 6 ? message.slice(0, 200) : message,
        picture: pictureFor(channel.channelType, c + daysAgo),
        status: 1,
        dueAt: at,
        publishedAt: at,
        ...(byCollaborator && { approvedById: demo.users.owner, approvedByName: owner?.name ?? null }),
        createdAt: new Date(at.getTime() - 86_400_000),
        updatedAt: at,
      };
    }),
  );
}
