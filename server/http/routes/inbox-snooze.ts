import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../domain/errors.ts';
import { customTimeProblem, formatInZone } from '../../domain/time.ts';
import { findItem } from '../../services/inbox/items.ts';
import { snoozeUnit } from '../../services/inbox/snooze.ts';
import { announceInbox, touchedOf } from '../../services/inbox/announce.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

/**
 * The time a snooze ends: a time of the workspace zone that exists, and later than now, read as every wall-clock time
 * is (a post's custom time, an import's rows); only the past's code is the snooze's own.
 */
function snoozeEnd(value: string, zone: string, now: Date): Date {
  const read = customTimeProblem(value, zone, now, {
    skipped: 'time_skipped',
    invalid: 'invalid_time',
    past: 'time_in_past',
    instead: '',
  });
  if (read.problem) throw invalid(read.problem.code, read.problem.message, 'until');
  return read.instant;
}

/** Snoozing a conversation (decision 040); the wake-up is a periodic job of every instance (startSnoozeWake). */
export function inboxSnoozeRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('inboxSnooze'), async ({ params, auth }) => {
    const until = snoozeEnd(params.until, auth.timezone, deps.now());
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const touched = await snoozeUnit(deps, auth, row, until);
    // The snoozed items' rows (now archived, with their time) and their threads change: lists and open panes refresh.
    announceInbox(deps.events, auth.workspaceId, touched.itemIds.length ? touched : touchedOf([row.item]));
    return {
      status: 'success' as const,
      data: { snoozed_until: formatInZone(until, auth.timezone), count: touched.itemIds.length },
    };
  });
}
