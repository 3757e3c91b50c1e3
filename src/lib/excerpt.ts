/** The start of a text, cut at `length` characters with an ellipsis: how lists and announcements name a post. */
export const excerpt = (message: string, length = 48) =>
  message.length > length ? `${message.slice(0, length - 1)}…` : message;
