import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomSecret, sha256 } from './secrets.ts';
import type { Db } from '../../db/client.ts';
import { loginTickets } from '../../db/schema.ts';

const TICKET_TTL_MS = 5 * 60_000;

/** A ticket for the login form's workspace step: it stands for the password just checked, once, for minutes. */
export async function issueTicket(db: Db, grant: { userId: number; clientId: string }, now: Date): Promise<string> {
  const ticket = randomSecret();
  await db
    .insert(loginTickets)
    .values({ ticketHash: sha256(ticket), ...grant, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  return ticket;
}

/** Spends a ticket of this client: answers its person, or undefined when it is unknown, spent or expired. */
export async function redeemTicket(db: Db, ticket: string, clientId: string, now: Date): Promise<number | undefined> {
  const [spent] = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.ticketHash, sha256(ticket)),
        eq(loginTickets.clientId, clientId),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId });
  return spent?.userId;
}
