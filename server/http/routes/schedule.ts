import { findChannel } from '../../services/channels/channels.ts';
import { updateSchedule } from '../../services/channels/schedule.ts';
import { operationById } from '../contract/index.ts';
import { scheduleView, WEEKDAYS } from '../../domain/slots.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { requireManager } from '../../services/workspaces/access.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { markScheduleChecked } from '../../services/workspaces/onboarding.ts';
import { channelSubject } from '../../domain/audit-subjects.ts';

export function scheduleRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('channelsGetSchedule'), async ({ params, auth }) => {
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    return {
      status: 'success' as const,
      data: { channel_id: String(channel.id), timezone: auth.timezone, schedule: scheduleView(channel.schedule) },
    };
  });

  router.route(operationById('channelsUpdateSchedule'), async ({ params, auth, changed, request }) => {
    requireManager(auth, 'change posting schedules');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    const changes = Object.fromEntries(
      WEEKDAYS.filter((day) => params[day] !== undefined).map((day) => [day, params[day]!]),
    );
    const schedule = await updateSchedule(deps, channel.id, changes);
    changed([channel.id]);
    await markScheduleChecked(deps.db, auth.workspaceId, deps.now());
    await recordAfter(deps.db, auth, request.log, {
      action: 'channel.schedule_changed',
      target: `${channel.name} (${channel.screenName})`,
      details: { channel_id: channel.id, ...Object.fromEntries(Object.entries(changes)) },
      subjects: [channelSubject(channel)],
    });
    return {
      status: 'success' as const,
      data: { channel_id: String(channel.id), timezone: auth.timezone, schedule: scheduleView(schedule) },
    };
  });
}
