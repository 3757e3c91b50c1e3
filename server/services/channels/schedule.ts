import { eq } from 'drizzle-orm';
import { channels, type ScheduleSlot } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { changeSchedule, type WeekdayName } from '../../domain/slots.ts';
import type { ServiceDeps } from '../deps.ts';
import { inQueueTransaction, requeueChannel } from '../outbox/queue.ts';

/**
 * Changes the weekdays named in `changes` (each to its new list of minutes) and re-times the channel's queue. The
 * schedule is read under the channel's lock, so two changes of different weekdays made at once both hold.
 * Answers the schedule as written.
 */
export async function updateSchedule(
  deps: ServiceDeps,
  channelId: number,
  changes: Partial<Record<WeekdayName, string>>,
): Promise<ScheduleSlot[]> {
  const now = deps.now();
  return inQueueTransaction(deps.db, [channelId], async (tx, locked) => {
    const current = locked.get(channelId)!;
    const schedule = changeSchedule(current.schedule, changes);
    if (schedule.length === 0) {
      throw invalid(
        'empty_schedule',
        'A posting schedule needs at least one slot in the week, or queued posts would never go out.',
      );
    }
    await tx.update(channels).set({ schedule }).where(eq(channels.id, channelId));
    await requeueChannel(tx, channelId, now, { setting: { ...current, schedule } });
    return schedule;
  });
}
