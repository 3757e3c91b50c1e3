import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';

const KEY_LENGTH = 32;
const COST = 16_384;

/**
 * scrypt takes 16 MB a hash. Run on libuv's pool, each of its threads keeps its own 16 MB in the allocator for
 * good after a few logins at once (about 80 MB of resident memory for nothing); so hashes are made one at a time
 * on one thread of their own, which keeps one. Logins queue a few milliseconds behind each other, which also
 * bounds what a flood of login attempts costs.
 */
const WORKER = `
  const { parentPort } = require('node:worker_threads');
  const { scryptSync } = require('node:crypto');
  parentPort.on('message', ({ id, password, salt, keyLength, cost }) => {
    try {
      const key = scryptSync(password, Buffer.from(salt), keyLength, { N: cost, r: 8, p: 1 });
      parentPort.postMessage({ id, key });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });`;

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>();
/** The hashing thread goes when no hash was asked for a while, taking its memory with it. */
const LINGER_MS = 5_000;

function settled() {
  if (waiting.size > 0) return;
  clearTimeout(idle);
  idle = setTimeout(() => {
    void worker?.terminate();
    worker = undefined;
  }, LINGER_MS);
  idle.unref();
}

function hasher(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER, { eval: true });
  started.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (key) call?.resolve(Buffer.from(key));
    else call?.reject(new Error(error));
    settled();
  });
  started.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker = undefined;
  });
  // Not a reason to keep the process running (the port too: a listener would hold it).
  started.unref();
  return (worker = started);
}

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  const id = nextId++;
  clearTimeout(idle);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    hasher().postMessage({ id, password, salt, keyLength: KEY_LENGTH, cost: COST });
  });
}

/** scrypt with a random salt: `scrypt$N$salt$key`, all base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${COST}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || Number(cost) !== COST || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random opaque secret (token, code, CSRF value). */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Tokens and codes are high-entropy, so a fast hash is enough to store them safely. Every API call hashes its token
 * to find its caller: in one call, without a Hash object made and thrown away each time.
 */
export const sha256 = (value: string) => hash('sha256', value, 'base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
