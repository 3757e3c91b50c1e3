import { describe, expect, it } from 'vitest';
import { findUrls, lengthProblem, textLength, weightedLength } from './text-length.ts';

describe('per-network length', () => {
  it('weighs X: a URL is 23, CJK characters 2', () => {
    expect(weightedLength('hello https://example.com/a/very/long/path?with=query')).toBe(6 + 23);
    expect(weightedLength('日本')).toBe(4);
  });
  it('counts code points elsewhere', () => {
    expect(textLength('café 👋', 4)).toBe(6);
  });
  it('names the network and the numbers when a message is too long', () => {
    expect(lengthProblem('x'.repeat(280), 1)).toBeNull();
    expect(lengthProblem('x'.repeat(281), 1)).toBe('Too long for X: 281 of 280 characters.');
    expect(lengthProblem('x'.repeat(501), 6)).toContain('Pinterest');
    expect(lengthProblem('x'.repeat(2200), 5)).toBeNull();
  });
  it('finds each URL once', () => {
    expect(findUrls('see https://a.example/x and http://b.example, again https://a.example/x.')).toEqual([
      'https://a.example/x',
      'http://b.example',
    ]);
  });
});
