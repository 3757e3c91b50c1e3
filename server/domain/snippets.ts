/** A workspace's snippets: saved hashtag groups and signatures, inserted in the composer (decision 067). */

export const SNIPPET_KINDS = ['hashtags', 'signature'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];

/** Snippets a workspace may have: the list is answered whole, for the composer's menu. */
export const MAX_SNIPPETS = 500;
/** A snippet's name, in characters: what the composer's menu lists. */
export const MAX_SNIPPET_NAME = 60;
/** A snippet's body, in characters: a signature or a group of hashtags, within the longest network's own limit. */
export const MAX_SNIPPET_BODY = 2000;
