import { open } from 'node:fs/promises';
import type Sharp from 'sharp';
import { tooLarge, unsupported } from '../../domain/errors.ts';
import { imageInfo, type ImageInfo, type ImageType } from './image-info.ts';

/**
 * The most pixels a picture may have (decision 023): 40 megapixels, past any network's largest (LinkedIn takes
 * 36 MP; the others scale far smaller ones down) and past what MEDIA_MAX_BYTES of a photo holds. Decoded as RGBA, it
 * is 160 MB: what a browser showing the library, or a resizer, is asked to hold at most.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const megapixels = (pixels: number) => `${+(pixels / 1_000_000).toFixed(1)} megapixels`;

/**
 * sharp (libvips), loaded with the first picture checked: loaded as the service starts, it held 18 MB that a
 * service nobody uploads a picture to never used (the memory budgets of decision 035). libvips' cache of recent
 * operations is off: each picture is read once, and the cache held a decoded photo or two after it was done.
 */
let sharpLoaded: Promise<typeof Sharp> | undefined;
export const decoder = () =>
  (sharpLoaded ??= import('sharp').then((loaded) => {
    loaded.default.cache(false);
    return loaded.default;
  }));

/** A picture to check or make: its bytes, or the file holding them (an upload waiting its turn on disk). */
export type PictureSource = Uint8Array | { path: string };

/** What sharp is given: the bytes, or the file's path, which libvips reads as it goes. */
export const sharpInput = (source: PictureSource): Uint8Array | string =>
  source instanceof Uint8Array ? source : source.path;

/**
 * The first bytes of a picture, where its type and size are: 256 KB, past the metadata a camera writes before a
 * JPEG's frame header (EXIF segments are at most 64 KB each); a file whose header is further is read whole.
 */
async function headOf(source: PictureSource): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  const file = await open(source.path);
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 256 * 1024));
    await file.read(head, 0, head.byteLength, 0);
    if (imageInfo(head) || head.byteLength === size) return head;
    return await file.readFile();
  } finally {
    await file.close();
  }
}

/** sharp's name for each type taken, and the name a person knows it by. */
const FORMATS: Record<ImageType, { sharp: string; name: string }> = {
  'image/png': { sharp: 'png', name: 'PNG' },
  'image/jpeg': { sharp: 'jpeg', name: 'JPEG' },
  'image/gif': { sharp: 'gif', name: 'GIF' },
  'image/webp': { sharp: 'webp', name: 'WebP' },
};

/**
 * The decode that proves the data: every pixel of the (first) frame is read, as a small thumbnail so it is cheap
 * (JPEG and WebP shrink on load; PNG and GIF are read a row at a time), with the pixel limit set again, and any
 * warning of the decoder (data cut short, a bad checksum, a corrupt scan) is a failure: `failOn: 'warning'`.
 */
const decode = async (source: PictureSource) =>
  (await decoder())(sharpInput(source), { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
    .resize(64, 64, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer();

/** 415 `damaged_image`: the picture's data does not decode. */
export const damagedImage = (type: ImageType) =>
  unsupported(
    'damaged_image',
    `This ${FORMATS[type].name} could not be decoded: its image data is cut short, corrupt, or does not hold the picture its header declares. Export it again and upload that.`,
  );

/**
 * What an uploaded picture is: its type from its own bytes (never from what the sender says), and its width and
 * height as the decoder (sharp, libvips) reads them. Refused when it is none of the types taken (415
 * `unsupported_image_type`), when it has more than MAX_IMAGE_PIXELS (413 `picture_too_large`, from the header the
 * decoder reads, before any pixel is decoded) and when it does not decode: cut short, corrupt, or holding less than
 * its header declares (415 `damaged_image`). Without `decode`, the last is the caller's to prove (processImage
 * decodes every pixel anyway, with the same `failOn`).
 */
export async function checkImage(source: PictureSource, options: { decode?: boolean } = {}): Promise<ImageInfo> {
  const sniffed = imageInfo(await headOf(source));
  if (!sniffed)
    throw unsupported(
      'unsupported_image_type',
      'This file is not a PNG, JPEG, GIF or WebP image (its contents were checked, not its name or type). Upload one of those.',
    );
  const format = FORMATS[sniffed.type];
  const damaged = () => damagedImage(sniffed.type);
  // The header only, as the decoder reads it (no pixel limit here: the size is wanted for the answer).
  const sharp = await decoder();
  const header = await sharp(sharpInput(source), { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const { width, height } = header ?? {};
  // The format check stops a file that starts like one type and is read by sharp as another.
  if (!header || header.format !== format.sharp || !width || !height) throw damaged();
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS)
    throw tooLarge(
      'picture_too_large',
      `The picture is ${width} × ${height} pixels (${megapixels(pixels)}); the service takes at most ${megapixels(MAX_IMAGE_PIXELS)}. Scale it down and upload it again.`,
    );
  if (options.decode !== false)
    await decode(source).catch(() => {
      throw damaged();
    });
  return { type: sniffed.type, width, height };
}
