import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Seals the networks' credentials at rest with AES-256-GCM. A sealed value names the key that sealed it, so that
 * after a rotation the old key (SECRET_KEY_PREVIOUS) still opens what it sealed until `npm run admin --
 * rotate-secrets` seals everything again under the new one (docs/operations.md, "Secrets at rest").
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether a value was sealed by the current key (rotation leaves the others to re-seal). */
  isCurrent(sealed: string): boolean;
  /**
   * Signs `data` for a purpose (`unsubscribe`): HMAC-SHA-256, base64url, with a key derived from the secret for that
   * purpose alone, so a signature of one purpose never serves another, nor reveals the sealing key.
   */
  sign(purpose: string, data: string): string;
  /** Whether `signature` is one of `sign`'s for `data`, by the current key or a previous one (after a rotation). */
  verify(purpose: string, data: string, signature: string): boolean;
}

const VERSION = 'v1';
const KEY_FILE = 'secret.key';

/** A key from a secret of at least 32 characters: HKDF, so that any strong secret (hex, base64, words) serves. */
function keyFrom(secret: string, purpose = 'channel credentials'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'social-desk', purpose, 32));
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(current: string, previous: string[] = []): SecretBox {
  const secrets = [current, ...previous];
  const keys = secrets.map((secret) => keyFrom(secret));
  const signingKeys = new Map<string, Buffer[]>();
  const signingKeysFor = (purpose: string) => {
    let found = signingKeys.get(purpose);
    if (!found) signingKeys.set(purpose, (found = secrets.map((secret) => keyFrom(secret, `signing: ${purpose}`))));
    return found;
  };
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const currentKey = keys[0]!;
  const currentId = keyIdOf(currentKey);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, keyId, iv, tag, body] = sealed.split('.');
      const key = keyId ? byId.get(keyId) : undefined;
      if (version !== VERSION || !key || !iv || !tag || body === undefined)
        throw new Error(
          'Stored network credentials were sealed with a key this service does not have: set SECRET_KEY (and SECRET_KEY_PREVIOUS after a rotation) as when they were stored.',
        );
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.split('.')[1] === currentId,
    sign: (purpose, data) => mac(signingKeysFor(purpose)[0]!, data).toString('base64url'),
    verify(purpose, data, signature) {
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== 32 || given.toString('base64url') !== signature) return false;
      return signingKeysFor(purpose).some((key) => timingSafeEqual(mac(key, data), given));
    },
  };
}

/**
 * The installation's secret box: SECRET_KEY when set (required wherever several instances share a database, so
 * that they share the key), else a key file made on first start in the data directory, readable by its owner only.
 */
export function secretBoxFor(config: { SECRET_KEY?: string; SECRET_KEY_PREVIOUS?: string[]; DATA_DIR: string }) {
  const previous = config.SECRET_KEY_PREVIOUS ?? [];
  if (config.SECRET_KEY) return createSecretBox(config.SECRET_KEY, previous);
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      // wx: of two processes starting at once, one writes the key and the other reads it.
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return createSecretBox(readFileSync(file, 'utf8').trim(), previous);
}
