/**
 * What a kept answer depends on: the workspace's inbox list, one channel's outbox, one thread, the drafts, the
 * results (decision 073: read from the networks by a job, so kept for the entries' time unless posts or channels
 * change). A change
 * names the scopes it touched, so that marking one item read keeps every outbox answer and every other thread, and
 * a post created on one channel keeps the other channels' outboxes and the inbox.
 */
export type Scope = 'inbox' | 'drafts' | 'results' | `outbox:${number}` | `thread:${number}`;
export type Family = 'inbox' | 'drafts' | 'results' | 'outbox' | 'thread';
/** What a change touched: one scope, a whole family (every outbox, every thread), or (unknown) everything. */
export type Touched = Scope | Family | 'all';

const familyOf = (scope: Scope | Family): Family => scope.split(':')[0] as Family;
const isFamily = (scope: Scope | Family): scope is Family => !scope.includes(':');

/**
 * Answers of frequent reads (the inbox list, an outbox, a thread, the drafts), kept per workspace as the bytes sent
 * (a page of the inbox is 16 KB, which as text was measured, encoded and copied again for every caller). Every
 * change (a write through the API, or an event: the publisher, the network, another instance) is numbered and
 * recorded against the scopes it touched; an answer is served only while no change to its scope came after the read
 * that made it began, so a read that raced a change is never kept. Entries also expire after `ttlMs`, a bound on how
 * stale an answer can be should a message between instances be lost.
 *
 * A read may learn its scope only as it reads (a thread, from the item asked for). Concurrent misses of one answer
 * share one computation (`compute`) while nothing in the scope family they will read changed since it began: when a
 * change wakes fifty dashboards asking for one outbox, the database answers once.
 */
export function createAnswerCache<Body = Buffer>(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const { ttlMs = 10_000, max = 2_000, now = () => Date.now() } = options;
  let sequence = 0;
  /** When each workspace, family and scope last changed: `ws`, `ws|family`, `ws|family*` (any member), `ws|scope`. */
  const changed = new Map<string, { seq: number; at: number }>();
  const entries = new Map<string, { scope: Scope; readAt: number; body: Body; until: number }>();
  const computing = new Map<string, { readAt: number; body: Promise<Body | undefined> }>();
  let lastPrune = now();

  /** The change of every scope of every workspace last made (forgetAll). */
  let everything = 0;
  const seqOf = (name: string) => changed.get(name)?.seq ?? 0;
  /** The last change that a read of `scope` (or, for a family, of any of its members) would have seen. */
  function lastChange(workspaceId: number, scope: Scope | Family): number {
    const family = familyOf(scope);
    const own = isFamily(scope) ? `${workspaceId}|${family}*` : `${workspaceId}|${scope}`;
    return Math.max(everything, seqOf(`${workspaceId}`), seqOf(`${workspaceId}|${family}`), seqOf(own));
  }

  /** Change records older than any live answer can matter to are dropped, so threads touched once do not pile up. */
  function prune() {
    const time = now();
    if (time - lastPrune < ttlMs) return;
    lastPrune = time;
    for (const [name, record] of changed) if (record.at < time - 2 * ttlMs) changed.delete(name);
  }

  function get(key: string, workspaceId: number): Body | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (lastChange(workspaceId, entry.scope) > entry.readAt || entry.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /**
   * Answers past their time are never served again: dropped as new ones come, oldest first (every answer lives as
   * long, so they are kept in the order they expire). What is kept is then the last `ttlMs` of answers, not `max` of
   * them whatever their age: under a busy team, hundreds of pages nobody would be served again.
   */
  function dropExpired(time: number) {
    for (const [key, entry] of entries) {
      if (entry.until > time) return;
      entries.delete(key);
    }
  }

  /** Keeps an answer of `scope` read from `readAt` on, unless its scope changed since. */
  function set(key: string, workspaceId: number, scope: Scope, readAt: number, body: Body): void {
    if (lastChange(workspaceId, scope) > readAt) return;
    const time = now();
    dropExpired(time);
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, { scope, readAt, body, until: time + ttlMs });
  }

  return {
    /** The number of the latest change: a read that begins now sees every change up to it. */
    get sequence() {
      return sequence;
    },
    get,
    set,
    /**
     * The kept answer, or the one `read` gives (kept for the next callers under the scope it names), computed once
     * for the callers that miss it while nothing in `family` changed. `read` answers undefined for an answer not
     * to keep (one the handler sent itself).
     */
    async compute(
      key: string,
      workspaceId: number,
      family: Scope | Family,
      read: () => Promise<{ body: Body; scope: Scope } | undefined>,
    ): Promise<Body | undefined> {
      const kept = get(key, workspaceId);
      if (kept !== undefined) return kept;
      const running = computing.get(key);
      if (running && lastChange(workspaceId, family) <= running.readAt) return running.body;
      const readAt = sequence;
      const body = read().then((answer) => {
        if (!answer) return undefined;
        set(key, workspaceId, answer.scope, readAt, answer.body);
        return answer.body;
      });
      computing.set(key, { readAt, body });
      try {
        return await body;
      } finally {
        if (computing.get(key)?.body === body) computing.delete(key);
      }
    },
    invalidate(workspaceId: number, touched: Touched = 'all'): void {
      const record = { seq: ++sequence, at: now() };
      if (touched === 'all') changed.set(`${workspaceId}`, record);
      else {
        changed.set(`${workspaceId}|${touched}`, record);
        // Any member changed: a read of the family that began before this may have missed it.
        if (!isFamily(touched)) changed.set(`${workspaceId}|${familyOf(touched)}*`, record);
      }
      prune();
    },
    /** Forgets every kept answer, and makes every read under way not keep its own (a change of every scope). */
    forgetAll(): void {
      entries.clear();
      computing.clear();
      everything = ++sequence;
    },
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache<Buffer>>;
