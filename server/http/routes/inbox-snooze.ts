import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../domain/errors.ts';
import { formatInZone, parseInZone } from '../../domain/time.ts';
import { findItem } from '../../services/inbox/items.ts';
import { snoozeUnit } from '../../services/inbox/snooze.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

/** The time a snooze ends: a time of the workspace zone that exists, and later than now. */
function snoozeEnd(value: string, zone: string, now: Date): Date {
  const parsed = parseInZone(value, zone);
  if (!parsed.ok)
    throw parsed.reason === 'nonexistent'
      ? invalid(
          'time_skipped',
          `${value} does not exist in ${zone}: the clocks skip it for daylight saving time. Pick another time.`,
          'until',
        )
      : invalid('invalid_time', `${value} is not a date and time that exists.`, 'until');
  if (parsed.instant.getTime() <= now.getTime())
    throw invalid('time_in_past', `${value} (${zone}) has already passed. Pick a time ahead.`, 'until');
  return parsed.instant;
}

/** Snoozing a conversation (decision 040); the wake-up is a periodic job of every instance (startSnoozeWake). */
export function inboxSnoozeRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('inboxSnooze'), async ({ params, auth }) => {
    const until = snoozeEnd(params.until, auth.timezone, deps.now());
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const touched = await snoozeUnit(deps, auth, row, until);
    // The snoozed items' rows (now archived, with their time) and their threads change: lists and open panes refresh.
    deps.events.publish(auth.workspaceId, {
      type: 'inbox',
      reason: 'changed',
      itemIds: touched.itemIds.length ? touched.itemIds : [row.item.id],
      conversationIds: touched.conversationIds.length ? touched.conversationIds : [row.item.conversationId],
    });
    return {
      status: 'success' as const,
      data: { snoozed_until: formatInZone(until, auth.timezone), count: touched.itemIds.length },
    };
  });
}
