/** A workspace's labels for inbox items (decision 041). */

/** Labels a workspace may have: enough for any team's topics, few enough to choose from in a menu. */
export const MAX_LABELS = 100;
/** A label's name, in characters: a word or a few, shown on a row beside the item. */
export const MAX_LABEL_NAME = 40;
