import { describe, expect, it } from 'vitest';
import { mentionedIn } from './mentions.ts';

const members = [
  { userId: 1, name: 'Maya Chen', email: 'maya.chen@example.test' },
  { userId: 2, name: 'Sam Rivera', email: 'sam@example.test' },
  { userId: 3, name: 'Maya Lopez', email: 'ml@example.test' },
  { userId: 4, name: 'Zoë  Ångström', email: 'zoe@example.test' },
];

describe('mentionedIn', () => {
  it('finds a whole name, an email’s local part, or a first name nobody else has, whatever the case', () => {
    expect(mentionedIn('@maya chen please check', members)).toEqual([1]);
    expect(mentionedIn('cc @Maya.Chen.', members)).toEqual([1]);
    expect(mentionedIn('@SAM, you have it?', members)).toEqual([2]);
    expect(mentionedIn('@sam rivera and @ml', members)).toEqual([2, 3]);
    expect(mentionedIn('thanks @zoë ångström!', members)).toEqual([4]);
  });

  it('names nobody with a first name two members share, unless the whole name follows', () => {
    expect(mentionedIn('@Maya can you look?', members)).toEqual([]);
    expect(mentionedIn('@Maya Lopez can you look?', members)).toEqual([3]);
  });

  it('needs the name to end where a word ends, and the @ to start one', () => {
    expect(mentionedIn('@Samantha will call', members)).toEqual([]);
    expect(mentionedIn('write to sam@example.test', members)).toEqual([]);
    expect(mentionedIn('no one here, @nobody', members)).toEqual([]);
    expect(mentionedIn('(@sam)', members)).toEqual([2]);
  });

  it('names each member once however often', () => {
    expect(mentionedIn('@Sam @sam @Sam Rivera', members)).toEqual([2]);
  });
});
