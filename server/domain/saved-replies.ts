/** A workspace's library of saved replies (decision 041). */

/** Saved replies a workspace may have: the library is answered whole, for the reply box's search menu. */
export const MAX_SAVED_REPLIES = 500;
/** A saved reply's title, in characters: what the search menu lists. */
export const MAX_REPLY_TITLE = 80;
/** A saved reply's text, in characters: a long answer, shorter than any network's own limit where it matters. */
export const MAX_REPLY_TEXT = 5000;
