import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forgedPng, png } from '../testing/images.ts';
import { pngDataLength, pngDataMatchesHeader } from './png-data.ts';

const header = (width: number, height: number, depth: number, colourType: number, interlace = 0) => {
  const bytes = Buffer.alloc(13);
  bytes.writeUInt32BE(width, 0);
  bytes.writeUInt32BE(height, 4);
  bytes.set([depth, colourType, 0, 0, interlace], 8);
  return bytes;
};

describe('pngDataLength', () => {
  it('counts a filter byte and the packed pixels of each row, of each pass when interlaced', () => {
    expect(pngDataLength(header(37, 5, 8, 2))).toBe(5 * (1 + 37 * 3));
    expect(pngDataLength(header(10, 3, 16, 6))).toBe(3 * (1 + 10 * 8));
    expect(pngDataLength(header(9, 2, 1, 0))).toBe(2 * (1 + 2));
    // Adam7 on 8 × 8 one-bit grey: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4 and 8×4 pixels.
    expect(pngDataLength(header(8, 8, 1, 0, 1))).toBe(2 + 2 + 2 + 4 + 4 + 8 + 8);
    // One pixel: only the first pass has any.
    expect(pngDataLength(header(1, 1, 8, 6, 1))).toBe(1 + 4);
  });

  it('takes no header a decoder refuses', () => {
    expect(pngDataLength(header(10, 10, 16, 3))).toBeUndefined();
    expect(pngDataLength(header(10, 10, 8, 5))).toBeUndefined();
    expect(pngDataLength(header(10, 10, 8, 2, 2))).toBeUndefined();
  });
});

describe('pngDataMatchesHeader', () => {
  it('takes a PNG whose data holds the rows its header declares', async () => {
    expect(await pngDataMatchesHeader(png(37, 5))).toBe(true);
    expect(await pngDataMatchesHeader(png(1080, 566))).toBe(true);
  });

  it('refuses a header that claims more than the data holds, and data cut short', async () => {
    expect(await pngDataMatchesHeader(forgedPng(50_000, 50_000))).toBe(false);
    expect(await pngDataMatchesHeader(forgedPng(2, 1))).toBe(false);
    const whole = png(100, 100);
    expect(await pngDataMatchesHeader(whole.subarray(0, whole.length - 40))).toBe(false);
  });

  it('takes data that inflates past the declared rows (it stops reading there, as decoders do)', async () => {
    const base = png(1, 1);
    const rows = deflateSync(Buffer.alloc(16 * 1024 * 1024));
    const idat = Buffer.alloc(8 + rows.length + 4);
    idat.writeUInt32BE(rows.length, 0);
    idat.write('IDAT', 4, 'ascii');
    rows.copy(idat, 8);
    const file = Buffer.concat([base.subarray(0, 33), idat, base.subarray(base.length - 12)]);
    expect(await pngDataMatchesHeader(file)).toBe(true);
  });
});
