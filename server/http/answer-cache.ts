/**
 * What a kept answer depends on: the workspace's inbox, or one channel's outbox. A change names the scopes it
 * touched, so that marking one item read keeps every outbox answer, and a post created on one channel keeps the
 * other channels' outboxes and the inbox.
 */
export type Scope = 'inbox' | `outbox:${number}`;
/** What a change touched: one scope, every outbox of the workspace, or (unknown) everything. */
export type Touched = Scope | 'outbox' | 'all';

/**
 * Answers of frequent reads (the inbox list, an outbox), kept as the JSON text they were sent as, per workspace and
 * scope. A change (a write through the API, or an event: the publisher, the network, another instance) starts a new
 * generation of the scopes it touched, and answers of an older generation are never served again. A read that
 * began before a change is not kept, since it may have missed it. Entries also expire after `ttlMs`, a bound on how
 * stale an answer can be should a message between instances be lost.
 *
 * Concurrent misses of one answer share one computation (`compute`): when a change wakes fifty dashboards that all
 * ask for the same outbox, the database answers once.
 */
export function createAnswerCache(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const { ttlMs = 10_000, max = 2_000, now = () => Date.now() } = options;
  const counters = new Map<string, number>();
  const entries = new Map<string, { generation: string; body: string; until: number }>();
  const computing = new Map<string, { generation: string; body: Promise<string | undefined> }>();
  const count = (name: string) => counters.get(name) ?? 0;
  const bump = (name: string) => counters.set(name, count(name) + 1);

  /** A scope's generation: its own changes, its family's (every outbox) and the workspace's (everything). */
  function generation(workspaceId: number, scope: Scope): string {
    const family = scope.split(':')[0];
    return `${count(`${workspaceId}`)}.${count(`${workspaceId}|${family}`)}.${count(`${workspaceId}|${scope}`)}`;
  }

  function get(key: string, workspaceId: number, scope: Scope): string | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation(workspaceId, scope) || entry.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps an answer read at `readAt`, unless its scope changed since. */
  function set(key: string, workspaceId: number, scope: Scope, readAt: string, body: string): void {
    if (readAt !== generation(workspaceId, scope)) return;
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, { generation: readAt, body, until: now() + ttlMs });
  }

  return {
    generation,
    get,
    set,
    /**
     * The kept answer, or the one `read` gives (kept for the next callers), computed once for all the callers that
     * miss at the same generation. `read` answers undefined for an answer not to keep (not JSON text).
     */
    async compute(
      key: string,
      workspaceId: number,
      scope: Scope,
      read: () => Promise<string | undefined>,
    ): Promise<string | undefined> {
      const kept = get(key, workspaceId, scope);
      if (kept !== undefined) return kept;
      const readAt = generation(workspaceId, scope);
      const running = computing.get(key);
      if (running?.generation === readAt) return running.body;
      const body = read().then((text) => {
        if (text !== undefined) set(key, workspaceId, scope, readAt, text);
        return text;
      });
      computing.set(key, { generation: readAt, body });
      try {
        return await body;
      } finally {
        if (computing.get(key)?.body === body) computing.delete(key);
      }
    },
    invalidate(workspaceId: number, touched: Touched = 'all'): void {
      bump(touched === 'all' ? `${workspaceId}` : `${workspaceId}|${touched}`);
    },
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
