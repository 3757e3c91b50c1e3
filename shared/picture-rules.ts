/**
 * What each network takes of a post's picture (decision 061), from its documentation: the shape (width to height)
 * and the bytes. One table for the service, which refuses a post whose own picture a network would refuse, and the
 * composer, which says so before saving. Pure data and functions only, like ./networks.ts.
 */

export interface PictureRules {
  /** The narrowest and widest width ÷ height taken, as the network writes them ("4:5"), when it has any. */
  ratio?: { min: number; max: number; text: string };
  /** The most bytes taken. */
  maxBytes: number;
  /**
   * A picture of ours over maxBytes is made smaller (a JPEG that fits) when published rather than refused: Bluesky's
   * 1 MB is under most photos from a phone.
   */
  shrinks?: boolean;
  /** Takes JPEG only: a picture of another type goes as its JPEG rendition, which must exist. */
  jpegOnly?: boolean;
}

const MB = 1024 * 1024;

/** By channel_type (./networks.ts). */
export const pictureRules: Readonly<Record<number, PictureRules>> = {
  // X: images up to 5 MB, any shape (media upload reference).
  1: { maxBytes: 5 * MB },
  // Facebook Page photos: up to 4 MB (Pages photos reference).
  2: { maxBytes: 4 * MB },
  // Bluesky: a blob of an image up to 1,000,000 bytes (app.bsky.embed.images lexicon).
  3: { maxBytes: 1_000_000, shrinks: true },
  // LinkedIn: images up to 36 megapixels; the service uploads up to 10 MB (Images API).
  4: { maxBytes: 10 * MB },
  // Instagram feed: 4:5 to 1.91:1, JPEG (a rendition is made), up to 8 MB (IG User Media reference).
  5: {
    ratio: { min: 4 / 5, max: 1.91, text: 'between 4:5 (portrait) and 1.91:1 (landscape)' },
    maxBytes: 8 * MB,
    jpegOnly: true,
  },
  // Pinterest: up to 20 MB; pins from 2:1 wide to 1:3.5 tall (tall pins are cut off past that).
  6: { ratio: { min: 1 / 3.5, max: 2, text: 'between 1:3.5 (tall) and 2:1 (wide)' }, maxBytes: 20 * MB },
  // Google Business Profile photos: up to 5 MB (media guidelines).
  7: { maxBytes: 5 * MB },
};

/** What is known of a picture: its size in pixels and bytes. */
export interface PictureFacts {
  width: number;
  height: number;
  size: number;
  /** Whether it is a JPEG or has a JPEG rendition; left out where that is not known (the composer). */
  hasJpeg?: boolean;
}

const megabytes = (bytes: number) => `${+(bytes / MB).toFixed(1)} MB`;

/**
 * Why `networkName` (channel_type `channelType`) would refuse the picture, with what to do, or null when it takes
 * it. A ratio is allowed a hair either way (1%), as the networks round.
 */
export function pictureRuleProblem(channelType: number, networkName: string, picture: PictureFacts): string | null {
  const rules = pictureRules[channelType];
  if (!rules) return null;
  const ratio = picture.width / picture.height;
  if (rules.ratio && (ratio < rules.ratio.min * 0.99 || ratio > rules.ratio.max * 1.01))
    return `${networkName} takes pictures ${rules.ratio.text}; this one is ${picture.width} × ${picture.height}. Crop it to ${rules.ratio.text}.`;
  if (!rules.shrinks && picture.size > rules.maxBytes)
    return `${networkName} takes pictures up to ${megabytes(rules.maxBytes)}; this one is ${megabytes(picture.size)}. Use a smaller one.`;
  if (rules.jpegOnly && picture.hasJpeg === false)
    return `${networkName} takes JPEG pictures only, and this one was stored before JPEG copies were made. Upload it again: a JPEG copy is made then.`;
  return null;
}
