import { eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { runAdmin } from '../workspaces/admin-cli.ts';
import { createSecretBox, secretBoxFor } from './secret-box.ts';

const OLD = 'the old key of thirty-two characters or more';
const NEW = 'the new key also thirty-two characters long';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('credentials at rest', () => {
  it('seals with AES-256-GCM: a different text every time, opened only by its key, tampering refused', () => {
    const box = createSecretBox(OLD);
    const a = box.seal('app-password-1234');
    const b = box.seal('app-password-1234');
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-password');
    expect(box.open(a)).toBe('app-password-1234');
    const [version, keyId, iv, tag, body] = a.split('.');
    const flipped = `${version}.${keyId}.${iv}.${tag}.${body!.slice(0, -2)}${body!.endsWith('A') ? 'BB' : 'AA'}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(NEW).open(a)).toThrow(/set SECRET_KEY/);
  });

  it('opens what an earlier key sealed while it is listed as previous', () => {
    const sealed = createSecretBox(OLD).seal('x');
    const rotated = createSecretBox(NEW, [OLD]);
    expect(rotated.open(sealed)).toBe('x');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
  });

  it('signs for one purpose: a changed text, another purpose or another key is refused; a previous key still serves', () => {
    const box = createSecretBox(OLD);
    const signature = box.sign('unsubscribe', '1.2.post_failed');
    expect(box.verify('unsubscribe', '1.2.post_failed', signature)).toBe(true);
    expect(box.verify('unsubscribe', '1.3.post_failed', signature)).toBe(false);
    expect(box.verify('review', '1.2.post_failed', signature)).toBe(false);
    expect(
      box.verify('unsubscribe', '1.2.post_failed', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'E' : 'A'}`),
    ).toBe(false);
    expect(box.verify('unsubscribe', '1.2.post_failed', 'short')).toBe(false);
    expect(createSecretBox(NEW).verify('unsubscribe', '1.2.post_failed', signature)).toBe(false);
    expect(createSecretBox(NEW, [OLD]).verify('unsubscribe', '1.2.post_failed', signature)).toBe(true);
  });

  it('makes a key file on first start, readable by its owner only, and keeps using it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    dirs.push(dir);
    const sealed = secretBoxFor({ DATA_DIR: dir }).seal('kept');
    const file = join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, 'utf8');
    expect(secretBoxFor({ DATA_DIR: dir }).open(sealed)).toBe('kept');
    expect(readFileSync(file, 'utf8')).toBe(key);
  });

  it('npm run admin -- rotate-secrets seals every channel again under the new key', async () => {
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
    try {
      const [channel] = await database.db.select().from(channels).limit(1);
      await database.db
        .update(channels)
        .set({ credentials: createSecretBox(OLD).seal('{"appPassword":"abcd"}') })
        .where(eq(channels.id, channel!.id));
      const lines: string[] = [];
      const code = await runAdmin(
        ['rotate-secrets'],
        { SECRET_KEY: NEW, SECRET_KEY_PREVIOUS: OLD },
        {
          out: (line) => lines.push(line),
          readPassword: async () => '',
          openDatabase: async () => ({ ...database, close: async () => undefined }),
        },
      );
      expect(code, lines.join('\n')).toBe(0);
      expect(lines.join('\n')).toMatch(/Sealed 1 channel sign-in\(s\) again/);
      const [after] = await database.db.select().from(channels).where(eq(channels.id, channel!.id));
      expect(createSecretBox(NEW).open(after!.credentials!)).toBe('{"appPassword":"abcd"}');
      expect(() => createSecretBox(OLD).open(after!.credentials!)).toThrow();
      // Run again: nothing left to do.
      expect(
        await runAdmin(
          ['rotate-secrets'],
          { SECRET_KEY: NEW },
          {
            out: (l) => lines.push(l),
            readPassword: async () => '',
            openDatabase: async () => ({ ...database, close: async () => undefined }),
          },
        ),
      ).toBe(0);
      expect(lines.at(-1)).toMatch(/Sealed 0 .* 1 already were/);
    } finally {
      await database.close();
    }
  });
});
