import { describe, expect, it } from 'vitest';
import { durationWords, shareWords } from './duration-words';

describe('durations in words', () => {
  it('say seconds, minutes, hours and days as a table reads them', () => {
    expect(durationWords(null)).toBe('—');
    expect(durationWords(0)).toBe('0 s');
    expect(durationWords(45)).toBe('45 s');
    expect(durationWords(240)).toBe('4 min');
    expect(durationWords(3_569)).toBe('59 min');
    // 59 min 50 s is an hour, not "60 min".
    expect(durationWords(3_590)).toBe('1 h');
    expect(durationWords(4_800)).toBe('1 h 20 min');
    expect(durationWords(86_399)).toBe('1 d');
    expect(durationWords(183_600)).toBe('2 d 3 h');
  });

  it('say a share as a whole percentage', () => {
    expect(shareWords(null)).toBe('—');
    expect(shareWords(0.5625)).toBe('56%');
    expect(shareWords(1)).toBe('100%');
  });
});
