import { Fragment } from 'react';

/**
 * The words a search looks for, as the service reads them (server/services/inbox/search.ts): lower case, split at anything
 * that is not a letter or digit, without excluded words (-word) and "or".
 */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .trim()
    .split(/\s+/u)
    .filter((t) => t && !t.startsWith('-') && t.toLowerCase() !== 'or')
    .flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean);
  return [...new Set(words)].slice(0, 20);
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every word starting with a search term marked, as the search matched it (the last word as a prefix). */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escape).join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-amber-200 text-inherit">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
