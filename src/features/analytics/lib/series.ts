/** One line or bar of a chart: the rows' key it draws, its name in the legend, its colour. */
export interface Series {
  key: string;
  name: string;
  color: string;
}

// The palette's colours that dark mode swaps (src/styles.css), so every series keeps its contrast on both grounds;
// beyond eight, they come round again (the legend and the table still tell them apart).
const colours = [
  'var(--color-blue-600)',
  'var(--color-amber-600)',
  'var(--color-green-600)',
  'var(--color-red-600)',
  'var(--color-slate-500)',
  'var(--color-blue-800)',
  'var(--color-green-800)',
  'var(--color-amber-800)',
];

export const colourAt = (index: number) => colours[index % colours.length]!;
