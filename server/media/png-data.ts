import { createInflate } from 'node:zlib';

/** Channels per pixel of each PNG colour type, with the bit depths it allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] }, // grey
  2: { channels: 3, depths: [8, 16] }, // RGB
  3: { channels: 1, depths: [1, 2, 4, 8] }, // palette
  4: { channels: 2, depths: [8, 16] }, // grey and alpha
  6: { channels: 4, depths: [8, 16] }, // RGBA
};

/** Adam7's seven passes: where each starts and how far apart its pixels are, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * How many bytes the image data of a PNG inflates to, from its header: a filter byte and the packed pixels of each
 * row (of each interlacing pass). Undefined for a header no decoder takes.
 */
export function pngDataLength(header: Uint8Array): number | undefined {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const [width, height] = [view.getUint32(0), view.getUint32(4)];
  const [depth, colourType, compression, filter, interlace] = header.subarray(8, 13);
  const colour = COLOUR_TYPES[colourType!];
  if (!colour?.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return undefined;
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * colour.channels * depth!) / 8);
  if (interlace === 0) return height * rowBytes(width);
  let total = 0;
  for (const [x, y, dx, dy] of ADAM7) {
    const across = width > x ? Math.ceil((width - x) / dx) : 0;
    const down = height > y ? Math.ceil((height - y) / dy) : 0;
    if (across > 0 && down > 0) total += down * rowBytes(across);
  }
  return total;
}

/** The IHDR fields and the IDAT chunks' data, read from the chunk structure; undefined when it is broken. */
function pngChunks(bytes: Uint8Array): { header: Uint8Array; data: Uint8Array[] } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR' && length === 13) header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at = end;
  }
  return header && data.length > 0 ? { header, data } : undefined;
}

/**
 * Whether a PNG's image data holds the rows its header declares: it is inflated (on zlib's thread pool, a chunk at
 * a time, nothing kept) up to the length those rows take and no further, so a header claiming more pixels than the
 * data holds is found out, and a small file inflating to gigabytes costs no more than the declared size.
 */
export async function pngDataMatchesHeader(bytes: Uint8Array): Promise<boolean> {
  const chunks = pngChunks(bytes);
  const expected = chunks && pngDataLength(chunks.header);
  if (!chunks || expected === undefined) return false;
  return new Promise((resolve) => {
    const inflate = createInflate();
    let inflated = 0;
    const settle = (answer: boolean) => {
      inflate.removeAllListeners();
      inflate.on('error', () => undefined);
      inflate.destroy();
      resolve(answer);
    };
    inflate.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated >= expected) settle(true);
    });
    inflate.on('end', () => settle(inflated >= expected));
    inflate.on('error', () => settle(false));
    for (const part of chunks.data) inflate.write(part);
    inflate.end();
  });
}
