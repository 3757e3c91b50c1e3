import { describe, expect, it } from 'vitest';
import { initials, listInWords } from './words';

describe('words', () => {
  it('lists names as a sentence does', () => {
    expect([listInWords([]), listInWords(['A']), listInWords(['A', 'B']), listInWords(['A', 'B', 'C'])]).toEqual([
      '',
      'A',
      'A and B',
      'A, B and C',
    ]);
  });

  it('takes the first letters of the first and last words of a name', () => {
    expect([initials('Ada Lovelace'), initials('  maya  de la Chen '), initials('Ōtani'), initials('')]).toEqual([
      'AL',
      'MC',
      'Ō',
      '',
    ]);
  });
});
