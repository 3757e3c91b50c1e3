import type { AppDeps } from '../deps.ts';
import type { Router } from '../http/route.ts';

/** What went out (history), the plan and history as CSV, and posts imported from a CSV. */
export function historyRoutes(router: Router, deps: AppDeps) {
  void router;
  void deps;
}
