import { describe, expect, it } from 'vitest';
import { colorName, faintIn, labelColors, unusedColor } from './label-colors';

describe('the label colours', () => {
  it('each stand out from the light and the dark surface, and have a name of their own', () => {
    for (const color of labelColors) expect(faintIn(color.hex), color.name).toEqual([]);
    expect(new Set(labelColors.map((color) => color.name)).size).toBe(labelColors.length);
    expect(new Set(labelColors.map((color) => color.hex)).size).toBe(labelColors.length);
  });

  it('names a colour of the palette, whatever its case, and any other as custom', () => {
    expect(colorName('#2563EB')).toBe('Blue');
    expect(colorName('#ABCDEF')).toBe('Custom (#abcdef)');
  });

  it('says where a custom colour is hard to see', () => {
    expect(faintIn('#fde047')).toEqual(['light']);
    expect(faintIn('#1e1b4b')).toEqual(['dark']);
  });

  it('offers a new label the first colour nobody has', () => {
    expect(unusedColor([])).toBe('#dc2626');
    expect(unusedColor(['#DC2626', '#c2410c'])).toBe('#a16207');
    expect(unusedColor(labelColors.map((color) => color.hex))).toBe('#2563eb');
  });
});
