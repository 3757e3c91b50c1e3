import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, webp } from '../../testing/images.ts';
import { imageInfo } from './image-info.ts';

describe('imageInfo', () => {
  it('reads the type and size of PNG, JPEG, GIF and each kind of WebP from their headers', () => {
    expect(imageInfo(png(1080, 566))).toEqual({ type: 'image/png', width: 1080, height: 566 });
    expect(imageInfo(jpeg(4032, 3024))).toEqual({ type: 'image/jpeg', width: 4032, height: 3024 });
    expect(imageInfo(gif(320, 240))).toEqual({ type: 'image/gif', width: 320, height: 240 });
    expect(imageInfo(webp('VP8 ', 1200, 628))).toEqual({ type: 'image/webp', width: 1200, height: 628 });
    expect(imageInfo(webp('VP8L', 16383, 2))).toEqual({ type: 'image/webp', width: 16383, height: 2 });
    expect(imageInfo(webp('VP8X', 20000, 1))).toEqual({ type: 'image/webp', width: 20000, height: 1 });
  });

  it('refuses what is not one of those images, whatever it starts like', () => {
    expect(imageInfo(Buffer.from('hello, I am a text file'))).toBeUndefined();
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageInfo(Buffer.alloc(0))).toBeUndefined();
    // Cut short, or without a frame header before the scan.
    expect(imageInfo(png(10, 10).subarray(0, 20))).toBeUndefined();
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]))).toBeUndefined();
    expect(imageInfo(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ' + ' '.repeat(20)))).toBeUndefined();
    // An image of no pixels.
    expect(imageInfo(png(0, 10))).toBeUndefined();
  });
});
