// LinkedIn's "little text" format, in which a post's commentary and a comment's text are written
// (learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format): its reserved
// characters are markup unless escaped with a backslash, and LinkedIn is reported to cut the text at an unescaped
// one. Hashtags are templates of their own.

/** The characters little text reserves (the page's list; `\` first, so that escaping does not escape twice). */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

const escape = (text: string) => text.replace(RESERVED, (c) => `\\${c}`);

/** A hashtag as people type it: `#` at the start of a word, then letters and digits. */
const HASHTAG = /(^|\s)#([\p{L}\p{N}]+)/gu;

/**
 * Plain text as little text, shown as it was typed: every reserved character escaped, and each `#word` made the
 * hashtag template `{hashtag|\#|word}`, so that it links to the hashtag's feed as one typed on LinkedIn does.
 */
export function littleText(plain: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const found of plain.matchAll(HASHTAG)) {
    const start = found.index + found[1]!.length;
    parts.push(escape(plain.slice(last, start)), `{hashtag|\\#|${found[2]}}`);
    last = start + 1 + found[2]!.length;
  }
  parts.push(escape(plain.slice(last)));
  return parts.join('');
}

/** Little text as it reads: hashtag templates as `#word`, mentions as the name, escapes undone. */
export function plainText(little: string): string {
  return little
    .replace(/\{hashtag\|\\#\|([^}]*)\}/g, '#$1')
    .replace(/@\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\(.)/gu, '$1');
}
