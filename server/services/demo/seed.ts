import { hashPassword } from '../workspaces/secrets.ts';
import { DASHBOARD_CLIENT_ID, DEMO_CLIENT_ID } from '../workspaces/clients.ts';
import { networks } from '../../../shared/networks.ts';
import { DEFAULT_SCHEDULE } from '../../domain/slots.ts';
import type { Db } from '../../db/client.ts';
import { seedInbox } from './seed-inbox.ts';
import { seedOutbox } from './seed-outbox.ts';
import { seedResults } from './seed-results.ts';
import { channels, memberships, oauthClients, setupMarks, users, workspaces } from '../../db/schema.ts';

export const DEMO_PASSWORD = 'demo-password';

const demoChannels: Record<number, { name: string; screenName: string }> = {
  1: { name: 'Northwind Coffee', screenName: 'northwindcoffee' },
  2: { name: 'Northwind Coffee', screenName: 'northwind.coffee' },
  3: { name: 'Northwind Coffee', screenName: 'northwindcoffee.bsky.social' },
  4: { name: 'Northwind Coffee Co.', screenName: 'northwind-coffee-co' },
  5: { name: 'Northwind Coffee', screenName: 'northwind.cafe' },
  6: { name: 'Northwind Recipes', screenName: 'northwindrecipes' },
  7: { name: 'Northwind Coffee, Main St', screenName: 'northwind-main-st' },
};

/** What every installation needs: the dashboard's own OAuth client. */
async function ensureDashboardClient(db: Db) {
  await db
    .insert(oauthClients)
    .values({ id: DASHBOARD_CLIENT_ID, name: 'Dashboard', secretHash: null, redirectUris: ['/oauth/callback'] })
    .onConflictDoNothing();
}

async function alreadyDone(db: Db, name: string): Promise<boolean> {
  const inserted = await db.insert(setupMarks).values({ name }).onConflictDoNothing().returning();
  return inserted.length === 0;
}

const channelPicture = (type: number) => `/avatars/network-${type}.svg`;

async function seedDemo(db: Db, inboxItemCount: number) {
  const [demo] = await db
    .insert(workspaces)
    .values({ name: 'Northwind Coffee', timezone: 'America/New_York', isDemo: true, scheduleCheckedAt: new Date() })
    .returning();
  // The demo's workspaces are set up already: their getting-started guides have nothing left to ask.
  const [other] = await db
    .insert(workspaces)
    .values({ name: 'Harbor Books', timezone: 'Europe/London', isDemo: true, scheduleCheckedAt: new Date() })
    .returning();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [owner, collab, otherOwner] = await db
    .insert(users)
    .values([
      { email: 'owner@demo.test', name: 'Maya Chen', passwordHash, picture: '/avatars/user-1.svg' },
      { email: 'collab@demo.test', name: 'Sam Rivera', passwordHash, picture: '/avatars/user-2.svg' },
      { email: 'other@demo.test', name: 'Alex Morgan', passwordHash, picture: '/avatars/user-3.svg' },
    ])
    .returning();
  await db.insert(memberships).values([
    { workspaceId: demo!.id, userId: owner!.id, role: 'owner' },
    { workspaceId: demo!.id, userId: collab!.id, role: 'collaborator' },
    { workspaceId: other!.id, userId: otherOwner!.id, role: 'owner' },
  ]);
  const demoChannelRows = await db
    .insert(channels)
    .values(
      networks.map((n) => ({
        workspaceId: demo!.id,
        channelType: n.type,
        name: demoChannels[n.type]!.name,
        screenName: demoChannels[n.type]!.screenName,
        picture: channelPicture(n.type),
        schedule: DEFAULT_SCHEDULE,
        sandboxPracticeTraffic: true,
      })),
    )
    .returning();
  const otherChannelRows = await db
    .insert(channels)
    .values([
      {
        workspaceId: other!.id,
        channelType: 1,
        name: 'Harbor Books',
        screenName: 'harborbooks',
        picture: channelPicture(1),
        schedule: DEFAULT_SCHEDULE,
        sandboxPracticeTraffic: true,
      },
      {
        workspaceId: other!.id,
        channelType: 5,
        name: 'Harbor Books',
        screenName: 'harbor.books',
        picture: channelPicture(5),
        schedule: DEFAULT_SCHEDULE,
        sandboxPracticeTraffic: true,
      },
    ])
    .returning();
  await db.insert(oauthClients).values({
    id: DEMO_CLIENT_ID,
    name: 'Demo API client',
    secretHash: await hashPassword('demo-secret'),
    redirectUris: ['http://localhost:3000/callback'],
  });
  await seedOutbox(
    db,
    {
      workspaceId: demo!.id,
      zone: demo!.timezone,
      channels: demoChannelRows,
      users: { owner: owner!.id, collaborator: collab!.id },
    },
    new Date(),
  );
  await seedResults(
    db,
    {
      workspaceId: demo!.id,
      zone: demo!.timezone,
      channels: demoChannelRows,
      users: { owner: owner!.id, collaborator: collab!.id },
    },
    new Date(),
  );
  await seedInbox(db, demo!.id, demoChannelRows, inboxItemCount, new Date());
  await seedInbox(db, other!.id, otherChannelRows, 40, new Date(), 11);
}

/**
 * Brings a migrated database to a usable state: the dashboard client always, and the demo data on the first
 * start of an empty database unless the demo is turned off. Safe to run on every start and on many instances
 * (the caller holds the setup lock).
 */
export async function seed(db: Db, options: { demo: boolean; inboxItems?: number }): Promise<{ demoSeeded: boolean }> {
  await ensureDashboardClient(db);
  if (!options.demo) return { demoSeeded: false };
  const hasWorkspaces = (await db.select({ id: workspaces.id }).from(workspaces).limit(1)).length > 0;
  if (hasWorkspaces) return { demoSeeded: false };
  // All of the demo or none of it: a start that fails half way seeds again next time.
  return db.transaction(async (tx) => {
    if (await alreadyDone(tx, 'demo')) return { demoSeeded: false };
    await seedDemo(tx, options.inboxItems ?? 3000);
    return { demoSeeded: true };
  });
}
