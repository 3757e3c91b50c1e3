import { describe, expect, it } from 'vitest';
import { textLength } from '../../shared/text-length';
import { lengthChecks } from './text-length';

describe('live character counts', () => {
  it('weigh X like the service does', () => {
    expect(textLength('hello https://example.com/a/very/long/path', 1)).toBe(6 + 23);
    expect(textLength('日本', 1)).toBe(4);
    expect(textLength('日本', 4)).toBe(2);
  });
  it('report each network once, flagging the ones over their limit', () => {
    const checks = lengthChecks('x'.repeat(300), [1, 4, 1]);
    expect(checks.map((c) => [c.network, c.length, c.limit, c.over])).toEqual([
      ['X', 300, 280, true],
      ['LinkedIn', 300, 3000, false],
    ]);
    expect(lengthChecks('👍🏽'.repeat(301), [3]).map((c) => [c.network, c.length, c.over])).toEqual([
      ['Bluesky', 301, true],
    ]);
  });
});
