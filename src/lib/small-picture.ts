/** One of this service's pictures (`…/media/<id>.<ext>`, here or at the bucket), read from its address. */
const OWN = /^(.*\/media\/[A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;

/**
 * The small rendition of one of our pictures (`…/media/<id>.small.webp`, 400 px, decision 061) for a card or a
 * list; any other address as it is. Pictures uploaded before renditions were made have none: show it with
 * `onError` falling back to the address itself.
 */
export const smallPicture = (url: string): string => {
  const match = OWN.exec(url);
  return match ? `${match[1]}.small.webp` : url;
};
