import type { Sharp } from 'sharp';
import { checkImage, damagedImage, decoder, MAX_IMAGE_PIXELS, sharpInput, type PictureSource } from './image-check.ts';
import type { ImageType } from './image-info.ts';

/** The small rendition's long side, in pixels: a card's or a list's picture on a high-density screen. */
export const THUMBNAIL_SIZE = 400;

/** A picture as it is stored: upright, without metadata, re-encoded, with its renditions (decision 061). */
export interface ProcessedImage {
  type: ImageType;
  bytes: Buffer;
  width: number;
  height: number;
  /** WebP, THUMBNAIL_SIZE on the long side (never enlarged). */
  thumbnail: Buffer;
  /** A JPEG of the picture when it is not one (Instagram takes JPEG only); undefined for a JPEG. */
  jpeg: Buffer | undefined;
}

/**
 * A JPEG is written without optimised Huffman tables: libjpeg makes them in a second pass over the whole picture's
 * coefficients, which it holds meanwhile: 65-80 MB more at the peak for a 12-megapixel photo (over 200 MB at 40),
 * where a single pass streams in about 9 MB, twice as fast. The file is 1-9% larger on photos (decision 061).
 */
const JPEG = { optimiseCoding: false } as const;

/**
 * libwebp's quickest method: its default (4) held about 270 MB more for a 12-megapixel WebP and took 2.3 s, the
 * quickest 140 MB and 1.2 s, for a file 1-2% larger on the bench's pattern (decision 061).
 */
const WEBP = { effort: 0 } as const;

/** How each type is written again. GIF and WebP keep their frames; a PNG stays lossless. */
const ENCODE: Record<ImageType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ ...JPEG, quality: 88 }),
  'image/png': (image) => image.png({ compressionLevel: 6 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ ...WEBP, quality: 88 }),
};

/**
 * Makes an uploaded picture what is stored, after checkImage's refusals (not an image, too many pixels, damaged):
 * turned upright from its EXIF orientation, re-encoded without its metadata (EXIF with its GPS position, XMP, IPTC,
 * the ICC profile once converted to sRGB: sharp keeps none unless asked), with a small WebP rendition and, for a
 * picture that is not JPEG, a JPEG one (transparency on white). Each output is its own pipeline from the same bytes,
 * so libvips streams each rather than holding a decoded copy between them.
 */
export function processImage(source: PictureSource): Promise<ProcessedImage> {
  // One picture at a time: libvips already uses every core for one, and four 12-megapixel photos decoded at once
  // held over 500 MB (decision 061's benchmark).
  const turn = processing.then(() => processOne(source));
  processing = turn.catch(() => undefined);
  return turn;
}

let processing: Promise<unknown> = Promise.resolve();

const thumbnailOf = (frame: Sharp) =>
  frame
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
const jpegOf = (frame: Sharp) =>
  frame
    .flatten({ background: '#ffffff' })
    .jpeg({ ...JPEG, quality: 90 })
    .toBuffer();

/**
 * The renditions an upload gets (the small WebP, and the JPEG of a picture that is not JPEG), made again from a stored
 * picture of `type` that has none: one stored before they existed (migration 0038). Damaged bytes are refused as an
 * upload's are. In turn with the uploads, for the same memory.
 */
export function makeRenditions(
  input: Uint8Array,
  type: string,
): Promise<{ thumbnail: Buffer; jpeg: Buffer | undefined }> {
  const turn = processing.then(async () => {
    const sharp = await decoder();
    const firstFrame = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
    const [thumbnail, jpeg] = await Promise.all([
      thumbnailOf(firstFrame()),
      type === 'image/jpeg' ? undefined : jpegOf(firstFrame()),
    ]);
    return { thumbnail, jpeg };
  });
  processing = turn.catch(() => undefined);
  return turn;
}

async function processOne(source: PictureSource): Promise<ProcessedImage> {
  // The header's refusals; every pixel is decoded below, under the same failOn, which proves the data.
  const info = await checkImage(source, { decode: false });
  const input = sharpInput(source);
  const sharp = await decoder();
  const header = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  // An animation has no orientation to apply (GIF has no EXIF), and is kept whole.
  const animated = (header.pages ?? 1) > 1;
  const firstFrame = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
  const [stored, thumbnail, jpeg] = await Promise.all([
    ENCODE[info.type](
      animated ? sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', animated }) : firstFrame(),
    ).toBuffer({ resolveWithObject: true }),
    thumbnailOf(firstFrame()),
    info.type === 'image/jpeg' ? undefined : jpegOf(firstFrame()),
  ]).catch(() => {
    throw damagedImage(info.type);
  });
  return {
    type: info.type,
    bytes: stored.data,
    width: stored.info.width,
    // An animation's height is its frames' together; a frame's is what is shown.
    height: animated ? (header.pageHeight ?? info.height) : stored.info.height,
    thumbnail,
    jpeg,
  };
}

/**
 * A JPEG of a stored picture within `maxBytes`, for a network whose limit is under it (Bluesky takes 1 MB, decision
 * 061): the same size at a lower quality first, then smaller, a few tries. Undefined when none fits.
 */
export async function fitJpeg(input: Uint8Array, maxBytes: number): Promise<Buffer | undefined> {
  const sharp = await decoder();
  const { width = 1, height = 1 } = await sharp(input).metadata();
  let scale = 1;
  for (const quality of [85, 80, 75, 75, 70]) {
    const bytes = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.byteLength <= maxBytes) return bytes;
    // JPEG's size goes about with the pixels: scale the sides by the square root of what is over, and a little more.
    scale *= Math.sqrt(maxBytes / bytes.byteLength) * 0.9;
  }
  return undefined;
}
