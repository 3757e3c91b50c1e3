/**
 * Answers of frequent reads (the inbox list, an outbox), kept as the JSON text they were sent as, per workspace.
 * Any change in a workspace (a write through the API, or an event: the publisher, the network, another instance)
 * starts a new generation there, and answers of an older generation are never served again. A read that began
 * before a change is not kept, since it may have missed it. Entries also expire after `ttlMs`, a bound on how
 * stale an answer can be should a message between instances be lost.
 */
export function createAnswerCache(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const { ttlMs = 10_000, max = 2_000, now = () => Date.now() } = options;
  const generations = new Map<number, number>();
  const entries = new Map<string, { workspaceId: number; generation: number; body: string; until: number }>();
  const generationOf = (workspaceId: number) => generations.get(workspaceId) ?? 0;
  return {
    generation: generationOf,
    get(key: string, workspaceId: number): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generationOf(workspaceId) || entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.body;
    },
    /** Keeps an answer read at `generation`, unless the workspace changed since. */
    set(key: string, workspaceId: number, generation: number, body: string): void {
      if (generation !== generationOf(workspaceId)) return;
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { workspaceId, generation, body, until: now() + ttlMs });
    },
    invalidate(workspaceId: number): void {
      generations.set(workspaceId, generationOf(workspaceId) + 1);
    },
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
