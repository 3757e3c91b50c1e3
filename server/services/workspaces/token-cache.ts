import type { AuthContext } from './auth-context.ts';

/** Whose cached callers a change makes stale: a workspace's, a person's, or both. */
export interface CallerScope {
  workspaceId?: number;
  userId?: number;
}

/**
 * Who a token belongs to, remembered for a few seconds: every API call starts with this lookup, and on the
 * embedded database each query is a round trip that requests queue behind. A revocation on this instance takes
 * effect at once; on another instance sharing the database, within the TTL (decision 007).
 */
export function createTokenCache(ttlMs = 10_000, max = 10_000, now = () => Date.now()) {
  const entries = new Map<string, { context: AuthContext; until: number; expiresAt: number }>();
  return {
    get(hash: string): AuthContext | undefined {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (entry.until <= now() || entry.expiresAt <= now()) {
        entries.delete(hash);
        return undefined;
      }
      return entry.context;
    },
    set(hash: string, context: AuthContext, expiresAt: number) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(hash, { context, until: now() + ttlMs, expiresAt });
    },
    forgetToken(tokenId: number) {
      for (const [hash, entry] of entries) if (entry.context.tokenId === tokenId) entries.delete(hash);
    },
    forgetAll() {
      entries.clear();
    },
    /** Forgets the callers a change concerns (a role, a workspace's settings, a person's name), to be read again. */
    forgetCallers(scope: CallerScope) {
      for (const [hash, { context }] of entries)
        if (context.workspaceId === scope.workspaceId || context.userId === scope.userId) entries.delete(hash);
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
