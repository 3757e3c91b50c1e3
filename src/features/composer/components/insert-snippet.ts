import type { Snippet } from '../../../api/generated/types.gen';

/** The message after a snippet is put in, and where the cursor goes: just after what was put in. */
export interface Inserted {
  text: string;
  caret: number;
}

/**
 * Puts a snippet in a message (decision 067). Hashtags go where the cursor is (replacing a selection), set apart from
 * the words around them by a space, and one after them to go on typing. A signature goes at the end, after a blank
 * line, wherever the cursor is; a message already ending with it is left as it is.
 */
export function insertSnippet(
  text: string,
  selection: { start: number; end: number },
  snippet: Pick<Snippet, 'kind' | 'body'>,
): Inserted {
  if (snippet.kind === 'signature') {
    const kept = text.trimEnd();
    if (kept.endsWith(snippet.body)) return { text, caret: text.length };
    const signed = kept ? `${kept}\n\n${snippet.body}` : snippet.body;
    return { text: signed, caret: signed.length };
  }
  const before = text.slice(0, selection.start);
  const after = text.slice(selection.end);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = /^\s/.test(after) ? '' : ' ';
  const put = `${lead}${snippet.body}${trail}`;
  return { text: before + put + after, caret: before.length + put.length };
}
