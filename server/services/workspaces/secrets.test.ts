import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './secrets.ts';

describe('passwords', () => {
  it('are stored as salted scrypt and verified', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$16384\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });
});
