import { describe, expect, it } from 'vitest';
import { createTokenCache } from './token-cache.ts';
import type { AuthContext } from './auth-context.ts';

const context = {
  tokenId: 7,
  userId: 1,
  userName: 'Maya',
  userPicture: '',
  email: 'm@x',
  role: 'owner',
  workspaceId: 1,
  workspaceName: 'W',
  timezone: 'UTC',
  clock: '24h',
  approvalRequired: true,
  clientId: 'dashboard',
  expiresAt: new Date(5_000),
} satisfies AuthContext;

describe('token cache', () => {
  it('remembers a token for its TTL, never past the token’s own expiry, and forgets a revoked one at once', () => {
    let time = 1_000;
    const cache = createTokenCache(10_000, 100, () => time);
    cache.set('h', context, 5_000);
    expect(cache.get('h')).toEqual(context);
    time = 5_000;
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', context, 100_000);
    time = 15_001;
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', context, 100_000);
    cache.forgetToken(7);
    expect(cache.get('h')).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest', () => {
    const cache = createTokenCache(10_000, 2, () => 0);
    cache.set('a', context, 1e9);
    cache.set('b', context, 1e9);
    cache.set('c', context, 1e9);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(context);
  });

  it('forgets the callers of a workspace, or of a person, when what it knows of them changed', () => {
    const cache = createTokenCache(10_000, 100, () => 1_000);
    const other = { ...context, tokenId: 8, userId: 2, workspaceId: 2 };
    cache.set('a', context, 100_000);
    cache.set('b', other, 100_000);
    cache.forgetCallers({ workspaceId: 1 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(other);
    cache.set('a', context, 100_000);
    cache.forgetCallers({ userId: 2 });
    expect(cache.get('a')).toEqual(context);
    expect(cache.get('b')).toBeUndefined();
  });
});
