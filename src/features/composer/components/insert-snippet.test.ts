import { describe, expect, it } from 'vitest';
import { insertSnippet } from './insert-snippet';

const tags = { kind: 'hashtags' as const, body: '#coffee #morning' };
const signature = { kind: 'signature' as const, body: '— Maya' };
const at = (index: number) => ({ start: index, end: index });

describe('inserting a snippet', () => {
  it('puts hashtags at the cursor, a space apart from the words around them', () => {
    expect(insertSnippet('Fresh buns', at(5), tags)).toEqual({
      text: 'Fresh #coffee #morning buns',
      // Before the space that was there.
      caret: 22,
    });
    expect(insertSnippet('Fresh buns', at(10), tags)).toEqual({ text: 'Fresh buns #coffee #morning ', caret: 28 });
    expect(insertSnippet('', at(0), tags)).toEqual({ text: '#coffee #morning ', caret: 17 });
    expect(insertSnippet('Buns\n', at(5), tags)).toEqual({ text: 'Buns\n#coffee #morning ', caret: 22 });
  });

  it('replaces the selection with hashtags', () => {
    expect(insertSnippet('Fresh TAGS buns', { start: 6, end: 10 }, tags)).toEqual({
      text: 'Fresh #coffee #morning buns',
      caret: 22,
    });
  });

  it('puts a signature at the end after a blank line, wherever the cursor is, once', () => {
    expect(insertSnippet('Fresh buns today.  \n', at(0), signature)).toEqual({
      text: 'Fresh buns today.\n\n— Maya',
      caret: 25,
    });
    expect(insertSnippet('', at(0), signature)).toEqual({ text: '— Maya', caret: 6 });
    expect(insertSnippet('Buns.\n\n— Maya\n', at(2), signature)).toEqual({ text: 'Buns.\n\n— Maya\n', caret: 14 });
  });
});
