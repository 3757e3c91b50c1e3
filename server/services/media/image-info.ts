/** The image types the service takes, with the file extension their address ends in. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

function png(b: Uint8Array): ImageInfo | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((byte, i) => b[i] !== byte)) return undefined;
  // The first chunk is IHDR: width and height, 4 bytes each, big-endian.
  if (ascii(b, 12, 4) !== 'IHDR') return undefined;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageInfo | undefined {
  const head = ascii(b, 0, 6);
  if (b.length < 10 || (head !== 'GIF87a' && head !== 'GIF89a')) return undefined;
  // The logical screen: width and height, 2 bytes each, little-endian.
  return { type: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 25 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    // A lossy key frame: start code 9d 01 2a, then 14-bit width and height (the top 2 bits scale).
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    if (b[20] !== 0x2f) return undefined;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    // Extended: canvas width - 1 and height - 1 in 24 bits each, after 4 bytes of flags.
    return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return undefined;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers that stand alone, without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // The image data begins (or ends) before any frame header: not an image that can be shown.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = u16be(b, at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return undefined;
      // Length, precision (1 byte), then height and width, 2 bytes each, big-endian.
      return { type: 'image/jpeg', width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
}

/**
 * What the bytes are, read from their own headers (never from what the sender says they are), with the image's
 * width and height: PNG (IHDR), JPEG (the start-of-frame segment), GIF (the logical screen), WebP (VP8, VP8L, VP8X).
 * Anything else, or an image without a size, is undefined.
 */
export function imageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const info = png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
  return info && info.width > 0 && info.height > 0 ? info : undefined;
}
