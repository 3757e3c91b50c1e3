import { describe, expect, it } from 'vitest';
import { writersOf } from './answered-meanwhile';
import { insertMention, mentionAt, mentionParts, suggestTeammates } from './mentions';

const team = [
  { user_id: '1', name: 'Maya Chen' },
  { user_id: '2', name: 'Sam Rivera' },
  { user_id: '3', name: 'Maya Lopez' },
];

describe('mentions in a note', () => {
  it('follow an @ at the start of a word, for a name of up to two words', () => {
    expect(mentionAt('Ask @ma', 7)).toEqual({ at: 4, words: 'ma' });
    expect(mentionAt('Ask @maya c', 11)).toEqual({ at: 4, words: 'maya c' });
    expect(mentionAt('@', 1)).toEqual({ at: 0, words: '' });
    // Inside an email address, after a finished name, across a line: no mention.
    expect(mentionAt('maya@north', 10)).toBeNull();
    expect(mentionAt('@maya chen is', 13)).toBeNull();
    expect(mentionAt('@maya\nok', 8)).toBeNull();
    expect(mentionAt('@ maya', 6)).toBeNull();
  });

  it('suggest names whose words start with what was typed, whole-name starts first', () => {
    expect(suggestTeammates(team, 'ma').map((t) => t.name)).toEqual(['Maya Chen', 'Maya Lopez']);
    expect(suggestTeammates(team, 'RIV').map((t) => t.name)).toEqual(['Sam Rivera']);
    expect(suggestTeammates(team, 'maya l').map((t) => t.name)).toEqual(['Maya Lopez']);
    expect(suggestTeammates(team, '')).toHaveLength(3);
  });

  it('insert the whole name where the @ was typed, the cursor after it', () => {
    const text = 'Ask @sa about it';
    expect(insertMention(text, { at: 4, words: 'sa' }, 7, 'Sam Rivera')).toEqual({
      text: 'Ask @Sam Rivera about it',
      cursor: 16,
    });
  });

  it('are emphasised by whole name, or by a first name nobody else has', () => {
    const marked = (text: string) =>
      mentionParts(text, team)
        .filter((p) => p.mention)
        .map((p) => p.text);
    expect(marked('@Maya Chen and @sam, see mail@maya.example')).toEqual(['@Maya Chen', '@sam']);
    // Two Mayas: a bare @Maya names nobody.
    expect(marked('@Maya please')).toEqual([]);
    expect(mentionParts('Hi @Sam Rivera!', team)).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@Sam Rivera', mention: true },
      { text: '!', mention: false },
    ]);
  });
});

describe('an answer refused as answered meanwhile', () => {
  it('names each writer its message quotes, once', () => {
    const message =
      'Someone answered this conversation while you were writing. Sam Rivera answered at 2026-06-10 10:15:00: “Yes.” ' +
      'Northwind Coffee answered at 2026-06-10 10:16:00: “Also yes.” Sam Rivera answered at 2026-06-10 10:17:00: “!” ' +
      'Read it first; to send yours anyway, send it again without seen_last_id.';
    expect(writersOf(message)).toEqual(['Sam Rivera', 'Northwind Coffee']);
    expect(writersOf('Something else went wrong.')).toEqual([]);
  });
});
