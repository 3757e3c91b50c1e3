import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../testing/images.ts';
import { startS3StandIn } from '../../testing/s3-stand-in.ts';
import { sha256Hex } from './sigv4.ts';
import { localStorage, s3Storage } from './storage.ts';

const KEY = 'media/AbCdEfGhIjKlMnOpQrStUv.png';

describe('local storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'media-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes under DATA_DIR/media through a temporary file renamed into place, reads and removes', async () => {
    const storage = localStorage(dir);
    const bytes = png(3, 2);
    await storage.put(KEY, bytes, 'image/png');
    expect(readdirSync(join(dir, 'media'))).toEqual(['AbCdEfGhIjKlMnOpQrStUv.png']);
    expect(readFileSync(join(dir, KEY)).equals(bytes)).toBe(true);
    expect((await storage.get(KEY))?.equals(bytes)).toBe(true);
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    await storage.remove(KEY);
    expect(storage.publicUrl(KEY)).toBeUndefined();
  });

  it('takes only the keys the service makes, never a path elsewhere', async () => {
    const storage = localStorage(dir);
    for (const key of ['../secret.key', 'media/../../x.png', 'media/short.png', '/etc/passwd'])
      await expect(storage.get(key)).rejects.toThrow(/Not a media key/);
  });
});

describe('S3-compatible storage', () => {
  const settings = { bucket: 'pictures', accessKeyId: 'AKIDTEST', region: 'eu-west-1' };
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
  beforeAll(async () => {
    standIn = await startS3StandIn(settings);
  });
  afterAll(() => standIn.stop());

  const storage = (overrides: Partial<Parameters<typeof s3Storage>[0]> = {}) =>
    s3Storage({
      ...settings,
      endpoint: standIn.endpoint,
      secretAccessKey: 'secret',
      pathStyle: true,
      ...overrides,
    });

  it('puts, gets and deletes objects with signed requests the stand-in accepts', async () => {
    const s3 = storage();
    const bytes = png(5, 4);
    await s3.put(KEY, bytes, 'image/png');
    const put = standIn.calls.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: `/pictures/${KEY}`, contentType: 'image/png' });
    expect(put.contentSha256).toBe(sha256Hex(bytes));
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(standIn.objects.get(KEY)?.body.equals(bytes)).toBe(true);
    expect((await s3.get(KEY))?.equals(bytes)).toBe(true);
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: `/pictures/${KEY}` });
    await s3.remove(KEY);
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/pictures/${KEY}` });
    expect(await s3.get(KEY)).toBeUndefined();
  });

  it('says what the storage answered when it refuses', async () => {
    const wrongKey = s3Storage({
      ...settings,
      accessKeyId: 'SOMEONE-ELSE',
      endpoint: standIn.endpoint,
      secretAccessKey: 'x',
      pathStyle: true,
    });
    await expect(wrongKey.put(KEY, png(1, 1), 'image/png')).rejects.toThrow(/refused to store .*: 403 AccessDenied/);
  });

  it('names objects by the public address when one is set', () => {
    const s3 = storage({ publicUrl: 'https://cdn.example.com/pics/' });
    expect(s3.publicUrl(KEY)).toBe(`https://cdn.example.com/pics/${KEY}`);
    expect(s3.publicBase).toBe('https://cdn.example.com/pics/');
    expect(storage().publicUrl(KEY)).toBeUndefined();
  });
});
