import { tooLarge, unsupported } from '../domain/errors.ts';
import { imageInfo, type ImageInfo } from './image-info.ts';
import { pngDataMatchesHeader } from './png-data.ts';

/**
 * The most pixels a picture may have (decision 023): 40 megapixels, past any network's largest (LinkedIn takes
 * 36 MP; the others scale far smaller ones down) and past what MEDIA_MAX_BYTES of a photo holds. Decoded as RGBA, it
 * is 160 MB: what a browser showing the library, or a resizer, is asked to hold at most.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const megapixels = (pixels: number) => `${+(pixels / 1_000_000).toFixed(1)} megapixels`;

/**
 * What an uploaded picture is (its type and size read from its bytes), refused when it is none of the types taken,
 * has more pixels than MAX_IMAGE_PIXELS, or (a PNG) declares more pixels than its image data holds. JPEG, GIF and
 * WebP are checked by their headers only: no decoder of theirs is kept yet (sharp would, decision 023).
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageInfo> {
  const info = imageInfo(bytes);
  if (!info)
    throw unsupported(
      'unsupported_image_type',
      'This file is not a PNG, JPEG, GIF or WebP image (its contents were checked, not its name or type). Upload one of those.',
    );
  const pixels = info.width * info.height;
  if (pixels > MAX_IMAGE_PIXELS)
    throw tooLarge(
      'picture_too_large',
      `The picture is ${info.width} × ${info.height} pixels (${megapixels(pixels)}); the service takes at most ${megapixels(MAX_IMAGE_PIXELS)}. Scale it down and upload it again.`,
    );
  if (info.type === 'image/png' && !(await pngDataMatchesHeader(bytes)))
    throw unsupported(
      'damaged_image',
      `This PNG's image data does not hold the ${info.width} × ${info.height} pixels its header declares: the file is damaged. Export it again and upload that.`,
    );
  return info;
}
