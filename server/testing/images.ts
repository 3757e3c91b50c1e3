import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images made byte by byte for the media tests: real headers of each type, with the size asked for. Only `png` is
 * a whole image; the others hold too little to decode, so uploads use `encoded` (made by sharp) instead.
 */

/**
 * A real image of that type and size, encoded by sharp: noise, so it is not all one colour, or `flat` (one colour,
 * which compresses to almost nothing: a 40-megapixel JPEG of it is 0.2 MB).
 */
export async function encoded(
  type: 'jpeg' | 'png' | 'gif' | 'webp',
  width: number,
  height: number,
  { flat = false } = {},
): Promise<Buffer> {
  if (flat)
    return sharp({ create: { width, height, channels: 3, background: '#7a4b2a' } })
      .toFormat(type)
      .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(type)
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG (8-bit RGB) of one colour, or of a colour per pixel from `paint`. */
export function png(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number] = () => [122, 75, 42],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header claims `width` × `height` while its image data holds one pixel: what a decompression bomb's
 * header looks like, or a damaged file's.
 */
export function forgedPng(width: number, height: number): Buffer {
  const real = png(1, 1);
  const header = Buffer.from(real.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([real.subarray(0, 8), chunk('IHDR', header), real.subarray(33)]);
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/**
 * The segments of a baseline JPEG up to its scan (JFIF, an EXIF-sized APP1 to skip, a fill byte, the frame header
 * with the size, the scan header), then a few bytes of scan and the end. Enough for what the service reads.
 */
export function jpeg(width: number, height: number): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, ...u16be(body.length + 2), ...body];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(
      0xe1,
      Array.from({ length: 300 }, (_, i) => i & 0xff),
    ),
    0xff,
    ...segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x12,
    0x34,
    0xff,
    0xd9,
  ]);
}

/**
 * A GIF89a with that logical screen (the classic 1×1 transparent pixel inside), or with a frame of `frame` pixels
 * declared around that one pixel's data (what a forged frame looks like: decoders read the frame's size).
 */
export function gif(width: number, height: number, frame: [number, number] = [1, 1]): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...u16le(width),
    ...u16le(height),
    0x80,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0,
    0,
    0,
    0x21,
    0xf9,
    4,
    1,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    ...u16le(frame[0]),
    ...u16le(frame[1]),
    0,
    2,
    2,
    0x44,
    1,
    0,
    0x3b,
  ]);
}

/** A WebP container with the first chunk of each kind: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webp(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  let data: number[];
  if (kind === 'VP8 ') data = [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0];
  else if (kind === 'VP8L') {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    data = [0x2f, ...u32le(bits >>> 0), 0, 0, 0];
  } else data = [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  const body = [...Buffer.from('WEBP', 'ascii'), ...Buffer.from(kind, 'ascii'), ...u32le(data.length), ...data];
  return Buffer.from([...Buffer.from('RIFF', 'ascii'), ...u32le(body.length), ...body]);
}
