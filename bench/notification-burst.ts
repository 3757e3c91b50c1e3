// The email of a publishing burst (decision 058): 5,000 posts due at once on the embedded database, 20% failing,
// each failure told as the publisher tells it; then the mail job's round against a local SMTP server. Each owner
// should get one email, with a line per channel, not a thousand.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { migrateDatabase, openPglite } from '../server/db/client.ts';
import { channels, memberships, users, workspaces } from '../server/db/schema.ts';
import { inTransaction } from '../server/db/transaction.ts';
import type { Log } from '../server/domain/log.ts';
import { createSecretBox } from '../server/services/channels/secret-box.ts';
import { seed } from '../server/services/demo/seed.ts';
import { createMailer } from '../server/services/mail/mailer.ts';
import { mailRound } from '../server/services/notifications/mail-job.ts';
import { postFailed } from '../server/services/notifications/news.ts';
import { startSmtpServer } from '../server/testing/smtp.ts';
import type { Figure } from './figures.ts';

const POSTS = 5000;
const FAILING = 0.2;
const quiet: Log = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

export async function notificationBurst(): Promise<Figure[]> {
  const smtp = await startSmtpServer();
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    await database.exclusively((db) => seed(db, { demo: true, inboxItems: 0 }));
    const { db } = database;
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
    const rows = await db.select().from(channels).where(eq(channels.workspaceId, workspace!.id));
    const members = await db
      .select({ id: users.id, email: users.email, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, workspace!.id));
    const writers = members.map((m) => m.id);
    const burstAt = new Date();
    // Every fifth post of the burst fails, each settled in its own transaction as the publisher settles it.
    const failed = Math.round(POSTS * FAILING);
    for (let i = 0; i < POSTS; i++) {
      if (i % Math.round(1 / FAILING) !== 0) continue;
      const channel = rows[i % rows.length]!;
      await inTransaction(db, (tx) =>
        postFailed(
          tx,
          {
            id: i + 1,
            message: `Burst post ${i}`,
            channelId: channel.id,
            workspaceId: workspace!.id,
            creatorId: writers[i % writers.length]!,
          },
          channel,
          'The network refused the post',
          burstAt,
        ),
      );
    }
    const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://desk.example.test' });
    const deps = {
      db,
      config,
      secrets: createSecretBox(randomBytes(32).toString('base64url')),
      mailer: createMailer(config),
      log: quiet,
    };
    const started = performance.now();
    const { sent } = await mailRound(deps, new Date(burstAt.getTime() + 61_000));
    const roundMs = performance.now() - started;
    const owners = members.filter((m) => m.role === 'owner');
    const perOwner = Math.max(...owners.map((o) => smtp.mails.filter((mail) => mail.to.includes(o.email)).length));
    const linesPerMail = Math.max(...smtp.mails.map((mail) => (mail.text.match(/^- /gm) ?? []).length));
    return [
      {
        name: 'notification-burst mails per owner',
        value: perOwner,
        unit: 'mails',
        target: '1 per owner',
        note: `${failed} of ${POSTS} posts failed on ${rows.length} channels`,
      },
      { name: 'notification-burst mails in all', value: sent, unit: 'mails', note: `${members.length} members` },
      { name: 'notification-burst lines per mail', value: linesPerMail, unit: 'lines', note: 'one per channel' },
      { name: 'notification-burst mail round', value: Math.round(roundMs), unit: 'ms' },
    ];
  } finally {
    await database.close();
    await smtp.close();
  }
}
