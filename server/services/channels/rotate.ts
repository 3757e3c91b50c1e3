import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * After SECRET_KEY changes (the old key moved to SECRET_KEY_PREVIOUS), seals every channel's credentials again
 * under the new key, in one transaction, so that the old key can then be dropped. A value no key opens stops the
 * whole rotation, naming the channel, and nothing changes. Answers how many were sealed again and how many were
 * current already.
 */
export async function resealCredentials(db: Db, box: SecretBox): Promise<{ resealed: number; current: number }> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: channels.id, credentials: channels.credentials })
      .from(channels)
      .where(isNotNull(channels.credentials))
      .for('update');
    let resealed = 0;
    for (const row of rows) {
      if (box.isCurrent(row.credentials!)) continue;
      let plain: string;
      try {
        plain = box.open(row.credentials!);
      } catch (error) {
        throw new Error(`Channel ${row.id}: ${(error as Error).message}`);
      }
      await tx
        .update(channels)
        .set({ credentials: box.seal(plain) })
        .where(eq(channels.id, row.id));
      resealed += 1;
    }
    return { resealed, current: rows.length - resealed };
  });
}
