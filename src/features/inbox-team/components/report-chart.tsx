import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
} from 'recharts';
import { dayWords } from '../lib/group-names';
import { durationWords } from '../lib/duration-words';

/** What one group (or day) draws: its first-answer times, in minutes (the axis's ticks come out round). */
export interface ChartPoint {
  name: string;
  p50: number | null;
  p90: number | null;
}

// The dashboard's palette as CSS variables: dark mode swaps them (src/styles.css), and the chart follows.
const MEDIAN = 'var(--color-blue-600)';
const NINETY = 'var(--color-amber-600)';
const INK = 'var(--color-slate-600)';
const RULE = 'var(--color-slate-200)';

const minutesWords = (minutes: number) => durationWords(minutes * 60);
const tooltipWords = (value: TooltipValueType | undefined) =>
  typeof value === 'number' ? minutesWords(value) : 'none answered';
const tick = { fill: INK, fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: 'var(--color-white)', border: `1px solid ${RULE}`, borderRadius: 8, color: INK },
  labelStyle: { color: 'var(--color-slate-900)', fontWeight: 600 },
};
// The series in their own order (median first), written in the page's ink rather than their colour, which is
// too light on white for text.
const legend = {
  itemSorter: null,
  formatter: (value: string) => <span style={{ color: INK }}>{value}</span>,
  wrapperStyle: { fontSize: 13 },
};
const series = [
  { key: 'p50', name: 'Median', color: MEDIAN },
  { key: 'p90', name: '9 in 10 within', color: NINETY },
] as const;

/**
 * The first-answer times drawn: a bar pair per member or channel (longest names on their own axis, so bars read
 * across a phone), or a line over the days. Decorative for assistive technology: the table beside it holds every
 * figure, and the chart says nothing the table does not (it is hidden from it, and out of the tab order).
 */
export function ReportChart({ points, byDay }: { points: ChartPoint[]; byDay: boolean }) {
  const common = { accessibilityLayer: false, responsive: true, style: { width: '100%' } };
  if (byDay)
    return (
      <LineChart {...common} data={points} height={260} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={RULE} vertical={false} />
        <XAxis dataKey="name" tick={tick} tickFormatter={dayWords} stroke={RULE} minTickGap={16} />
        <YAxis tick={tick} tickFormatter={minutesWords} stroke={RULE} width={88} />
        <Tooltip formatter={tooltipWords} labelFormatter={(day) => dayWords(String(day))} {...tooltipStyle} />
        <Legend {...legend} />
        {series.map(({ key, name, color }) => (
          <Line
            key={key}
            dataKey={key}
            name={name}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  return (
    <BarChart
      {...common}
      data={points}
      layout="vertical"
      height={Math.max(160, points.length * 44 + 64)}
      margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke={RULE} horizontal={false} />
      <XAxis type="number" tick={tick} tickFormatter={minutesWords} stroke={RULE} />
      <YAxis type="category" dataKey="name" tick={tick} stroke={RULE} width={140} />
      <Tooltip formatter={tooltipWords} cursor={{ fill: 'var(--color-slate-100)' }} {...tooltipStyle} />
      <Legend {...legend} />
      {series.map(({ key, name, color }) => (
        <Bar key={key} dataKey={key} name={name} fill={color} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
