import type { PictureFacts } from '../../../../shared/picture-rules';

/** What the upload's answer or the library's entry said of a picture, with its address. */
export type KnownPicture = PictureFacts & { url: string };

/** The facts of a picture from an upload or a library entry (width, height, size): what picture-rules checks. */
export const factsOf = (entry: KnownPicture): KnownPicture => ({
  url: entry.url,
  width: entry.width,
  height: entry.height,
  size: entry.size,
});

/**
 * The facts known of the post's picture: those of the last one uploaded or chosen, while it is still the post's
 * picture (an address typed, or another picture, is the service's to judge on saving).
 */
export const factsFor = (known: KnownPicture | undefined, picture: string): PictureFacts | undefined =>
  known && known.url === picture.trim() ? known : undefined;
