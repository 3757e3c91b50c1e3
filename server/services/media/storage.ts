import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { EMPTY_SHA256, sha256Hex, signRequest, type Credentials } from './sigv4.ts';

/** Where uploaded pictures' bytes live: the data directory by default, S3-compatible storage when configured. */
export interface MediaStorage {
  kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is nothing under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes; nothing there is no failure. */
  remove(key: string): Promise<void>;
  /** The address the public reads the bytes at when it is not this service (a bucket's public address). */
  publicUrl(key: string): string | undefined;
  /** What those addresses start with (the key follows), if any. */
  publicBase: string | undefined;
}

/** Keys the service makes: `media/<random id>.<ext>`. Anything else never reaches a path or a bucket. */
const KEY = /^media\/[A-Za-z0-9_-]{16,64}(\.small)?\.(png|jpg|gif|webp)$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}

/**
 * Files under the data directory (`DATA_DIR/media/…`). A file is written beside its place and renamed into it, so a
 * reader never sees half of one, and a crash leaves at most a temporary file, never a truncated picture.
 */
export function localStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: () => undefined,
    publicBase: undefined,
  };
}

export interface S3Settings extends Credentials {
  /** https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 … */
  endpoint: string;
  bucket: string;
  /** The bucket in the path (`endpoint/bucket/key`, MinIO and most stand-ins) rather than in the host name. */
  pathStyle: boolean;
  /** Where the public reads the objects (a CDN or the bucket's public address); unset, this service serves them. */
  publicUrl?: string;
}

const S3_TIMEOUT_MS = 30_000;

/** Objects in an S3-compatible bucket, signed with Signature Version 4 (./sigv4.ts, by aws4fetch). */
export function s3Storage(settings: S3Settings, now: () => Date = () => new Date()): MediaStorage {
  const endpoint = new URL(settings.endpoint);
  const publicBase = settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/` : undefined;
  const urlOf = (key: string) => {
    const path = checkKey(key);
    if (settings.pathStyle)
      return new URL(`${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}/${path}`, endpoint);
    const url = new URL(endpoint);
    url.hostname = `${settings.bucket}.${endpoint.hostname}`;
    url.pathname = `${endpoint.pathname.replace(/\/$/, '')}/${path}`;
    return url;
  };
  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const url = urlOf(key);
    const headers = await signRequest(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
        date: now(),
      },
      settings,
    );
    return fetch(url, { method, headers, body, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
  }
  async function failure(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    return new Error(`S3 storage refused to ${what}: ${response.status}${code ? ` ${code}` : ''}`);
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure(response, `store ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await failure(response, `read ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, `delete ${key}`);
      await response.body?.cancel();
    },
    publicUrl: (key) => (publicBase ? `${publicBase}${checkKey(key)}` : undefined),
    publicBase,
  };
}

/** S3-compatible storage when MEDIA_S3_BUCKET is set, else files under DATA_DIR. */
export function storageFor(config: Config): MediaStorage {
  if (!config.MEDIA_S3_BUCKET) return localStorage(config.DATA_DIR);
  return s3Storage({
    endpoint: config.MEDIA_S3_ENDPOINT ?? `https://s3.${config.MEDIA_S3_REGION}.amazonaws.com`,
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
    pathStyle: config.MEDIA_S3_PATH_STYLE,
    publicUrl: config.MEDIA_S3_PUBLIC_URL,
  });
}
