import { describe, expect, it } from 'vitest';
import { smallPicture } from './small-picture';

describe('smallPicture', () => {
  it('names the small rendition of our own pictures, here or in a bucket, and leaves other addresses', () => {
    expect(smallPicture('http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt_-.png')).toBe(
      'http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt_-.small.webp',
    );
    expect(smallPicture('https://cdn.example/b/media/AbCdEfGhIjKlMnOpQrSt12.jpg')).toBe(
      'https://cdn.example/b/media/AbCdEfGhIjKlMnOpQrSt12.small.webp',
    );
    expect(smallPicture('https://example.com/photos/cat.jpg')).toBe('https://example.com/photos/cat.jpg');
    expect(smallPicture('https://example.com/media/short.jpg')).toBe('https://example.com/media/short.jpg');
  });
});
