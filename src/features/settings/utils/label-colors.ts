/**
 * The colours offered for labels, each with a name: a label is never told apart by its colour alone (decision 043).
 * Every one holds white text at 4.5:1 (a chip may print the name on it) and stands out at 3:1 or more from the
 * dashboard's light surface (white) and its dark one (slate 900): their relative luminance lies between 0.13 and 0.18.
 * The service takes any #rrggbb; a label given another colour through the API shows as "Custom".
 */
export const labelColors = [
  { name: 'Red', hex: '#dc2626' },
  { name: 'Orange', hex: '#c2410c' },
  { name: 'Gold', hex: '#a16207' },
  { name: 'Olive', hex: '#4d7c0f' },
  { name: 'Green', hex: '#15803d' },
  { name: 'Teal', hex: '#0f766e' },
  { name: 'Cyan', hex: '#0e7490' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Violet', hex: '#7c3aed' },
  { name: 'Magenta', hex: '#c026d3' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Grey', hex: '#64748b' },
] as const;

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** A colour's name in the palette, or "Custom (#abcdef)" for one the palette does not have. */
export function colorName(hex: string): string {
  const known = labelColors.find((color) => color.hex === hex.toLowerCase());
  return known ? known.name : `Custom (${hex.toLowerCase()})`;
}

/** The first palette colour no label has yet, so that each new label starts different; Blue when all are taken. */
export function unusedColor(taken: readonly string[]): string {
  const used = new Set(taken.map((hex) => hex.toLowerCase()));
  return (labelColors.find((color) => !used.has(color.hex)) ?? labelColors[7]).hex;
}

/** WCAG's relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/** The dashboard's card surfaces in its two schemes (white, and slate 900 in dark mode: src/styles.css). */
const surfaces = { light: '#ffffff', dark: '#0f172a' } as const;

/** The schemes in which a colour stands out less than 3:1 from the surface (WCAG's minimum for a graphic). */
export function faintIn(hex: string): ('light' | 'dark')[] {
  return (['light', 'dark'] as const).filter((scheme) => contrast(hex, surfaces[scheme]) < 3);
}
