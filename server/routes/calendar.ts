import type { AppDeps } from '../deps.ts';
import type { Router } from '../http/route.ts';

/** The calendar: every channel's posts over a range of days, and moving, re-channelling and deleting several at once. */
export function calendarRoutes(router: Router, deps: AppDeps) {
  void router;
  void deps;
}
