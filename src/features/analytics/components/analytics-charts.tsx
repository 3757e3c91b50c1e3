import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Series } from '../lib/series';

// The dashboard's palette as CSS variables: dark mode swaps them (src/styles.css), and the charts follow.
const INK = 'var(--color-slate-600)';
const RULE = 'var(--color-slate-200)';

const tick = { fill: INK, fontSize: 12 };
const whole = new Intl.NumberFormat('en-US');
const tooltipStyle = {
  contentStyle: { background: 'var(--color-white)', border: `1px solid ${RULE}`, borderRadius: 8, color: INK },
  labelStyle: { color: 'var(--color-slate-900)', fontWeight: 600 },
};
const legend = {
  itemSorter: null,
  formatter: (value: string) => <span style={{ color: INK }}>{value}</span>,
  wrapperStyle: { fontSize: 13 },
};
const tooltipWords = (value: unknown) => (typeof value === 'number' ? whole.format(value) : 'not read');

interface ChartProps {
  rows: Record<string, string | number | null>[];
  series: Series[];
  /** The key of the rows' label (a day, a time, a network). */
  x: string;
  xWords?: (value: string) => string;
  height?: number;
}

const common = { accessibilityLayer: false, responsive: true, style: { width: '100%' } };
const margin = { top: 8, right: 16, bottom: 0, left: 8 };

/**
 * A line per series over the days (or a post's readings). A day without a reading is a gap, never a line drawn
 * across it (decision 073: never interpolated). Decorative for assistive technology: the card's table holds every
 * figure.
 */
export function LinesChart({ rows, series, x, xWords = String, height = 260 }: ChartProps) {
  return (
    <LineChart {...common} data={rows} height={height} margin={margin}>
      <CartesianGrid stroke={RULE} vertical={false} />
      <XAxis dataKey={x} tick={tick} tickFormatter={xWords} stroke={RULE} minTickGap={24} />
      <YAxis tick={tick} tickFormatter={(value: number) => whole.format(value)} stroke={RULE} width={64} />
      <Tooltip formatter={tooltipWords} labelFormatter={(label) => xWords(String(label))} {...tooltipStyle} />
      <Legend {...legend} />
      {series.map(({ key, name, color }) => (
        <Line
          key={key}
          dataKey={key}
          name={name}
          stroke={color}
          strokeWidth={2}
          dot={rows.length < 40}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

interface BarsProps extends ChartProps {
  stacked?: boolean;
  /** A label under every bar (a few categories), not as many as fit. */
  allTicks?: boolean;
}

/** Bars per row, stacked by series (each network's share of a day), or side by side. */
export function BarsChart({ rows, series, x, xWords = String, height = 260, stacked, allTicks }: BarsProps) {
  return (
    <BarChart {...common} data={rows} height={height} margin={margin}>
      <CartesianGrid stroke={RULE} vertical={false} />
      <XAxis
        dataKey={x}
        tick={tick}
        tickFormatter={xWords}
        stroke={RULE}
        minTickGap={16}
        interval={allTicks ? 0 : 'preserveEnd'}
      />
      <YAxis tick={tick} tickFormatter={(value: number) => whole.format(value)} stroke={RULE} width={64} />
      <Tooltip
        formatter={tooltipWords}
        labelFormatter={(label) => xWords(String(label))}
        cursor={{ fill: 'var(--color-slate-100)' }}
        {...tooltipStyle}
      />
      <Legend {...legend} />
      {series.map(({ key, name, color }) => (
        <Bar
          key={key}
          dataKey={key}
          name={name}
          fill={color}
          stackId={stacked ? 'all' : undefined}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
