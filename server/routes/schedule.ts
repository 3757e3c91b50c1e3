import { eq } from 'drizzle-orm';
import { operationById } from '../contract/index.ts';
import { findChannel } from '../db/channels.ts';
import { channels } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { changeSchedule, scheduleView, WEEKDAYS } from '../domain/slots.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { requeueChannel } from '../outbox/queue.ts';
import { requireManager } from '../outbox/rules.ts';

export function scheduleRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('channelsGetSchedule'), async ({ params, auth }) => {
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (!channel) throw notFound('channel', 'channel_id');
    return {
      status: 'success' as const,
      data: { channel_id: String(channel.id), timezone: auth.timezone, schedule: scheduleView(channel.schedule) },
    };
  });

  router.route(operationById('channelsUpdateSchedule'), async ({ params, auth }) => {
    requireManager(auth, 'change posting schedules');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (!channel) throw notFound('channel', 'channel_id');
    const changes = Object.fromEntries(
      WEEKDAYS.filter((day) => params[day] !== undefined).map((day) => [day, params[day]!]),
    );
    const schedule = changeSchedule(channel.schedule, changes);
    if (schedule.length === 0) {
      throw badRequest(
        'empty_schedule',
        'A posting schedule needs at least one slot in the week, or queued posts would never go out.',
      );
    }
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.update(channels).set({ schedule }).where(eq(channels.id, channel.id));
      await requeueChannel(tx, channel.id, now);
    });
    return {
      status: 'success' as const,
      data: { channel_id: String(channel.id), timezone: auth.timezone, schedule: scheduleView(schedule) },
    };
  });
}
