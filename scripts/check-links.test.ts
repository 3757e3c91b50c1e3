import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks, findLinks, headingAnchors, slugify } from './check-links.mjs';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function repository(files: Record<string, string>) {
  const made = mkdtempSync(join(tmpdir(), 'links-'));
  root = made;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(made, path, '..'), { recursive: true });
    writeFileSync(join(made, path), text);
  }
  return made;
}

describe('heading ids', () => {
  it('are GitHub’s: lower case, punctuation dropped, spaces as hyphens', () => {
    expect(slugify('Connect X')).toBe('connect-x');
    expect(slugify('Calendar, history and CSV')).toBe('calendar-history-and-csv');
    expect(slugify('Run `npm test`: what it needs')).toBe('run-npm-test-what-it-needs');
    expect(slugify('**Secrets** at rest')).toBe('secrets-at-rest');
    expect(slugify('The [API](api.md) and `snake_case`')).toBe('the-api-and-snake_case');
    expect(slugify('Café — déjà vu')).toBe('café--déjà-vu');
  });

  it('number a repeated heading and skip headings inside code blocks', () => {
    const anchors = headingAnchors('# Notes\n\n## Notes\n\n```md\n## Not a heading\n```\n\nTitle\n-----\n');
    expect([...anchors]).toEqual(['notes', 'notes-1', 'title']);
  });
});

describe('links', () => {
  it('are found in inline links, images, reference definitions and HTML, not in code', () => {
    const text = [
      'See [the guide](docs/guide.md "title") and ![a picture](public/a.png).',
      '`[not](a-link.md)` and',
      '```',
      '[nor](this.md)',
      '```',
      '[ref]: docs/ref.md',
      '<a href="docs/html.md#part">html</a>',
    ].join('\n');
    expect(findLinks(text)).toEqual([
      { target: 'docs/guide.md', line: 1 },
      { target: 'public/a.png', line: 1 },
      { target: 'docs/ref.md', line: 6 },
      { target: 'docs/html.md#part', line: 7 },
    ]);
  });

  it('must reach a file, and an anchor a heading of it', () => {
    const root = repository({
      'README.md': [
        '[ok](docs/a.md#first-part) [ok](docs/) [ok](#top) [ok](https://example.com/x.md)',
        '[missing](docs/gone.md) [bad anchor](docs/a.md#nowhere) [out](../elsewhere.md)',
        '# Top',
      ].join('\n'),
      'docs/a.md': '# First part\n\n[back](../README.md#top) [root-relative](/README.md)\n',
    });
    expect(checkLinks(root)).toEqual([
      'README.md:2: docs/gone.md names docs/gone.md, which does not exist',
      expect.stringMatching(/^README\.md:2: docs\/a\.md#nowhere names no heading of docs\/a\.md/),
      'README.md:2: ../elsewhere.md leads out of the repository',
    ]);
  });

  it('skips dependencies and generated code', () => {
    const root = repository({
      'node_modules/pkg/README.md': '[broken](nowhere.md)',
      'src/api/generated/notes.md': '[broken](nowhere.md)',
      'docs/ok.md': '# Fine',
    });
    expect(checkLinks(root)).toEqual([]);
  });
});
