import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Whether the database answers: what the health check is about. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
