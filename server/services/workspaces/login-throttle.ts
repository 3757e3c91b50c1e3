import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginDevices, loginThrottles, users } from '../../db/schema.ts';
import { tooMany } from '../../domain/errors.ts';
import { randomSecret, sha256 } from './secrets.ts';

/**
 * Failed logins (decision 020) count against the account from this address, the address, the account from
 * anywhere, or, from a browser the account logged in from before (its device cookie), that device alone. A
 * stranger's failures lock out the stranger's address and, past many, strangers' devices; never the person's own.
 */
type Scope = 'account_address' | 'address' | 'account' | 'device';

/** How many failures each count takes before it locks (the one that reaches it locks). */
const FREE: Record<Scope, number> = { account_address: 5, address: 20, account: 20, device: 5 };
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;
/** A device the account has not logged in from for this long is a stranger again. */
const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;

/** Past its free failures, every failure locks for twice as long as the one before, from 30 s up to 15 min. */
export const lockMs = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - free));

/** Where a login comes from: the client address (IPv6 by its /64) and the device tokens its browser showed. */
export interface LoginPlace {
  address: string;
  devices: string[];
}

/** Whom a lock keeps out: the account (from here, or strangers' devices anywhere), or everyone at the address. */
export type LockScope = 'account' | 'address';
export type Lock = { until: Date; scope: LockScope };

/** What one login attempt is held to: the lock in force, if any, and what its failure counts against. */
export interface Guard {
  lock?: Lock;
  /** The account's own device the browser showed (not locked itself): the strangers' locks do not apply. */
  device?: { tokenHash: string; userId: number };
  counts: { scope: Scope; keyHash: string }[];
}

const keyOf = (scope: Scope, ...parts: string[]) => ({ scope, keyHash: sha256([scope, ...parts].join('\n')) });

async function knownDevice(db: Db, email: string, tokens: string[], now: Date) {
  if (tokens.length === 0) return undefined;
  const [device] = await db
    .select({ tokenHash: loginDevices.tokenHash, userId: loginDevices.userId })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(
      and(
        inArray(loginDevices.tokenHash, tokens.map(sha256)),
        eq(users.email, email),
        gt(loginDevices.lastLoginAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return device;
}

/** The guard of a login for `email` (as normalEmail writes it) from `place`. */
export async function guardLogin(db: Db, email: string, place: LoginPlace, now: Date): Promise<Guard> {
  const device = await knownDevice(db, email, place.devices, now);
  const ownKey = device && keyOf('device', device.tokenHash);
  const strangers = [
    keyOf('account_address', email, place.address),
    keyOf('address', place.address),
    keyOf('account', email),
  ];
  const locks = await db
    .select({ keyHash: loginThrottles.keyHash, until: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(
      and(
        inArray(
          loginThrottles.keyHash,
          [...strangers, ...(ownKey ? [ownKey] : [])].map((k) => k.keyHash),
        ),
        gt(loginThrottles.lockedUntil, now),
      ),
    );
  const lockOf = (key: { keyHash: string }) => locks.find((l) => l.keyHash === key.keyHash)?.until ?? undefined;
  // A device that is itself locked (someone guessing with a stolen cookie) is a stranger like any other.
  if (device && ownKey && !lockOf(ownKey)) return { device, counts: [ownKey] };
  return { lock: latestLock(strangers.map((key) => ({ scope: key.scope, until: lockOf(key) }))), counts: strangers };
}

function latestLock(locks: { scope: Scope; until: Date | undefined }[]): Lock | undefined {
  let latest: Lock | undefined;
  for (const { scope, until } of locks)
    if (until && (!latest || until > latest.until))
      latest = { until, scope: scope === 'address' ? 'address' : 'account' };
  return latest;
}

/** Counts a failure against the guard's keys; answers the lock it started, if it started one. */
export async function countFailure(db: Db, guard: Guard, now: Date): Promise<Lock | undefined> {
  const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
  // Rows an hour past their last failure and their lock would start again from one: they go.
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.lastFailureAt, forgotten),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
      ),
    );
  // One statement counts the failure everywhere, so that failures at the same moment (any instance) all count.
  const counted = await db
    .insert(loginThrottles)
    .values(guard.counts.map(({ keyHash }) => ({ keyHash, failures: 1, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: loginThrottles.keyHash,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgotten} then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ keyHash: loginThrottles.keyHash, failures: loginThrottles.failures });
  const started: { scope: Scope; until: Date | undefined }[] = [];
  for (const { scope, keyHash } of guard.counts) {
    const lock = lockMs(counted.find((c) => c.keyHash === keyHash)!.failures, FREE[scope]);
    if (lock === 0) continue;
    const until = new Date(now.getTime() + lock);
    await db
      .update(loginThrottles)
      .set({ lockedUntil: sql`greatest(coalesce(${loginThrottles.lockedUntil}, ${until}), ${until})` })
      .where(eq(loginThrottles.keyHash, keyHash));
    started.push({ scope, until });
  }
  return latestLock(started);
}

/**
 * After the right password: the failures from here (or of this device) are forgotten. Not the address's, which a
 * sprayer would otherwise clear by logging in to an account of his own, nor the account's from anywhere, which
 * the person's success does not explain.
 */
export async function forgetFailures(db: Db, guard: Guard): Promise<void> {
  const own = guard.counts.filter((key) => key.scope === 'account_address' || key.scope === 'device');
  await db.delete(loginThrottles).where(
    inArray(
      loginThrottles.keyHash,
      own.map((key) => key.keyHash),
    ),
  );
}

/** Remembers the browser the person just logged in from: answers a new device token when it had none of hers. */
export async function rememberDevice(db: Db, userId: number, guard: Guard, now: Date): Promise<string | undefined> {
  if (guard.device?.userId === userId) {
    await db.update(loginDevices).set({ lastLoginAt: now }).where(eq(loginDevices.tokenHash, guard.device.tokenHash));
    return undefined;
  }
  const token = randomSecret(24);
  await db.insert(loginDevices).values({ tokenHash: sha256(token), userId, lastLoginAt: now });
  return token;
}

/** What a lock means to the person: the whole seconds it has left, and whom it keeps out, in words. */
export function lockWords(lock: Lock, now: Date) {
  return {
    seconds: Math.max(1, Math.ceil((lock.until.getTime() - now.getTime()) / 1000)),
    whose: lock.scope === 'address' ? 'from this network' : 'for this account',
  };
}

/** A lock as the API answers it (429, with Retry-After), where a password is checked outside the login form. */
export function lockedOut(lock: Lock, now: Date) {
  const { seconds, whose } = lockWords(lock, now);
  return tooMany('login_locked', `Too many failed logins ${whose}. Try again in ${seconds} s.`, seconds);
}
