// What a member's dashboard shows, refreshed as the dashboard does when events name it.

/** A dashboard refetches a view at most this often. */
const REFETCH_GAP_MS = 250;

/**
 * What a member's dashboard shows, and whether events made it stale: like the dashboard, it gathers events for
 * REFETCH_GAP_MS from the first, then refreshes once. The refresh is the member's next call (one call at a time:
 * fifty people, fifty browser tabs).
 */
export class View {
  private staleSince: number | undefined;

  constructor(readonly refetch: () => Promise<unknown>) {}

  changed() {
    this.staleSince ??= performance.now();
  }

  get due() {
    return this.staleSince !== undefined && performance.now() - this.staleSince >= REFETCH_GAP_MS;
  }

  async refresh() {
    this.staleSince = undefined;
    await this.refetch();
  }
}
