import { describe, expect, it } from 'vitest';
import { dayWords } from './group-names';

describe('a report day', () => {
  it('is written in a few words, without its year', () => {
    expect(dayWords('2024-03-08')).toBe('Fri, Mar 8');
    expect(dayWords('2026-12-31')).toBe('Thu, Dec 31');
  });
});
