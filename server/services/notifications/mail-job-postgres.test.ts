// The mail job of two instances on one PostgreSQL database, their rounds at once (decision 058): each recipient's
// events are mailed once, whichever instance gets to them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { channels, memberships, users, workspaces } from '../../db/schema.ts';
import type { Log } from '../../domain/log.ts';
import { createSecretBox } from '../channels/secret-box.ts';
import { createMailer } from '../mail/mailer.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { mailRound, type MailDeps } from './mail-job.ts';
import { postFailed } from './news.ts';

const NOW = new Date('2026-11-23T14:00:00Z');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let databases: Database[] = [];
let instances: MailDeps[] = [];

const quiet: Log = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

beforeAll(async () => {
  smtp = await startSmtpServer();
  const url = await seededDatabase(inject('postgresUrl'), `notification_mail_${process.pid}`, 20);
  const config = loadConfig({ DATABASE_URL: url, SMTP_URL: smtp.url });
  databases = [openPostgres(url), openPostgres(url)];
  // Each instance its own pool, mail transport and key (the same secret, as SECRET_KEY is shared).
  instances = databases.map((database) => ({
    db: database.db,
    config,
    secrets: createSecretBox('a test key of at least thirty-two characters'),
    mailer: createMailer(config),
    log: quiet,
  }));
});
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  await smtp.close();
});

describe('mailing notifications on two instances', () => {
  it('mails each recipient once, in one mail, whichever instance claims them', async () => {
    const { db } = databases[0]!;
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
    const [writer] = await db.select().from(users).where(eq(users.email, 'collab@demo.test'));
    // Twenty more admins, so that the rounds have recipients to share.
    const admins = await db
      .insert(users)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ email: `admin${i}@demo.test`, name: `Admin ${i}`, passwordHash: '-' })),
      )
      .returning();
    await db
      .insert(memberships)
      .values(admins.map((u) => ({ workspaceId: workspace!.id, userId: u.id, role: 'admin' as const })));
    const rows = await db.select().from(channels).where(eq(channels.workspaceId, workspace!.id));
    for (const [i, channel] of rows.entries())
      for (let n = 0; n < 5; n++)
        await postFailed(
          db,
          {
            id: 1000 * i + n,
            message: `Post ${n}`,
            channelId: channel.id,
            workspaceId: workspace!.id,
            creatorId: writer!.id,
          },
          channel,
          'The network is down',
          new Date(NOW.getTime() - 120_000),
        );
    const recipients = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(eq(memberships.workspaceId, workspace!.id));

    const rounds = await Promise.all([0, 1, 0, 1, 0, 1].map((i) => mailRound(instances[i]!, NOW)));
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(recipients.length);
    expect(rounds.every((r) => r.failed === 0)).toBe(true);
    const addresses = smtp.mails.flatMap((mail) => mail.to);
    expect(addresses).toHaveLength(recipients.length);
    expect(new Set(addresses).size).toBe(recipients.length);
    // Each mail has a line per channel.
    for (const mail of smtp.mails) expect(mail.text.match(/^- 5 posts failed/gm)).toHaveLength(rows.length);

    expect((await mailRound(instances[1]!, new Date(NOW.getTime() + 60_000))).sent).toBe(0);
  });
});
