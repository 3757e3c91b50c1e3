import type { Snippet } from '../../../api/generated/types.gen';

export type SnippetKind = Snippet['kind'];

/** How the page names each kind of snippet. */
export const snippetKindWords: Record<SnippetKind, { one: string; many: string; example: string }> = {
  hashtags: { one: 'Hashtag group', many: 'Hashtag groups', example: '#coffee #specialtycoffee #northwind' },
  signature: { one: 'Signature', many: 'Signatures', example: '— Maya and the Northwind team' },
};
