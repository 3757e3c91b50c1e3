// `node scripts/check-links.mjs` (part of `npm run lint`): every relative link in the repository's Markdown must
// reach a file or folder of the repository, and a `#anchor` must name a heading of the Markdown file it points at,
// as GitHub makes heading ids. External addresses (any `scheme:` or `//host`) are not fetched.
//
// No Markdown parser is a dependency of this project: node_modules holds only a copy of marked vendored inside
// Lighthouse's trace engine, which is not ours to import. So links are found with regular expressions, over the
// text with fenced code blocks and code spans blanked out. Not understood, and not used in these documents:
// indented code blocks, link destinations holding parentheses, links split across lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Folders that hold no Markdown of ours: dependencies, builds, reports, data, generated code. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', '.build', '.tmp', 'coverage', 'test-results', 'screenshots']);
const SKIPPED_PATHS = new Set(['playwright-report', join('src', 'api', 'generated')]);

/** The repository's Markdown files, as paths relative to `root`, sorted. */
export function markdownFiles(root, folder = '') {
  const found = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.data') || SKIPPED_PATHS.has(path)) continue;
      found.push(...markdownFiles(root, path));
    } else if (entry.isFile() && entry.name.endsWith('.md')) found.push(path);
  }
  return found.sort();
}

const spaces = (text) => text.replace(/[^\n]/g, ' ');

/** The text with the contents of fenced code blocks blanked, so that line numbers stay. */
export function blankFences(text) {
  const lines = text.split('\n');
  let fence;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!fence) {
      const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) {
        fence = open[1];
        lines[i] = '';
      }
    } else {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = undefined;
      lines[i] = spaces(line);
    }
  }
  return lines.join('\n');
}

const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** The text with fenced code and code spans blanked: what is left is where links can be. */
export const blankCode = (text) => blankFences(text).replace(CODE_SPAN, (span) => spaces(span));

const INLINE_LINK =
  /!?\[(?:[^[\]\n]|\[[^[\]\n]*\])*\]\(\s*(<[^<>\n]*>|[^\s()<>]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^<>\n]*>|\S+)/gm;
const HTML_ADDRESS = /<[a-z][^>]*?\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Every link destination in a Markdown text, with its line (1-based). */
export function findLinks(text) {
  const clean = blankCode(text);
  const lineOf = (index) => clean.slice(0, index).split('\n').length;
  const links = [];
  const add = (target, index) => links.push({ target: target.replace(/^<|>$/g, ''), line: lineOf(index) });
  for (const m of clean.matchAll(INLINE_LINK)) add(m[1], m.index);
  for (const m of clean.matchAll(REFERENCE_DEFINITION)) add(m[1], m.index);
  for (const m of clean.matchAll(HTML_ADDRESS)) add(m[1] ?? m[2], m.index);
  return links.sort((a, b) => a.line - b.line);
}

/** A heading's text as GitHub renders it, before the slug: links, images, emphasis and tags give their text. */
function renderedText(markdown) {
  return markdown
    .split(/(`+[^`]*`+)/)
    .map((part, i) => {
      if (i % 2) return part.replace(/^`+\s?|\s?`+$/g, '');
      return part
        .replace(/!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])?/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(^|[^\p{L}\p{N}])[*_]+|[*_]+(?=[^\p{L}\p{N}]|$)/gu, '$1');
    })
    .join('');
}

/**
 * GitHub's heading id (github-slugger): lower case, every character but letters, marks, digits, `_`, `-` and
 * spaces dropped, spaces made hyphens.
 */
export const slugify = (heading) =>
  renderedText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors a Markdown text offers: its headings' ids (a repeated one gets -1, -2…) and explicit ids. */
export function headingAnchors(text) {
  const lines = blankFences(text).split('\n');
  const anchors = new Set();
  const add = (heading) => {
    const slug = slugify(heading);
    let id = slug;
    for (let n = 1; anchors.has(id); n++) id = `${slug}-${n}`;
    anchors.add(id);
  };
  for (let i = 0; i < lines.length; i++) {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(lines[i]);
    if (atx) add(atx[1] ?? '');
    else if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(lines[i]) && /^ {0,3}[^\s>|*+#-]/.test(lines[i - 1] ?? '')) {
      add(lines[i - 1].trim());
    }
  }
  for (const m of blankCode(text).matchAll(/<a\b[^>]*\b(?:id|name)\s*=\s*"([^"]+)"/gi)) anchors.add(m[1]);
  return anchors;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with the relative links of the Markdown under `root`: one line each, `file:line: …`. */
export function checkLinks(root) {
  const problems = [];
  const anchorsOf = new Map();
  const anchors = (file) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8')));
    return anchorsOf.get(file);
  };
  for (const file of markdownFiles(root)) {
    const from = join(root, file);
    for (const { target, line } of findLinks(readFileSync(from, 'utf8'))) {
      if (isExternal(target)) continue;
      const say = (why) => problems.push(`${file}:${line}: ${target} ${why}`);
      const [pathAndQuery, anchor] = target.split('#', 2);
      const path = pathAndQuery.split('?')[0];
      let to;
      try {
        to = path === '' ? from : resolve(path.startsWith('/') ? root : dirname(from), '.' + sep + decodeURI(path));
      } catch {
        say('is not a well-formed address');
        continue;
      }
      const inside = relative(root, to);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        say('leads out of the repository');
        continue;
      }
      let stat;
      try {
        stat = statSync(to);
      } catch {
        say(`names ${inside || '.'}, which does not exist`);
        continue;
      }
      if (anchor === undefined || !stat.isFile() || !to.endsWith('.md')) continue;
      let id;
      try {
        id = decodeURIComponent(anchor);
      } catch {
        id = anchor;
      }
      if (!anchors(to).has(id))
        say(
          `names no heading of ${relative(root, to)} (GitHub's id for a heading is its text in lower case, spaces as -)`,
        );
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..');
  const problems = checkLinks(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`${problems.length} broken link${problems.length === 1 ? '' : 's'} in the Markdown files.`);
    process.exit(1);
  }
  console.log(`Links checked in ${markdownFiles(root).length} Markdown files: every relative one resolves.`);
}
