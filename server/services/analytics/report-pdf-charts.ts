// The PDF report's charts (decision 078), drawn as vectors with d3-scale's scales and ticks, from the same series
// the analytics page draws: followers per channel as lines, engagement per day (per week past 92 days) as bars.
// A day without a figure is a gap, never joined across: what was not read is not guessed.
import { scaleLinear, scaleUtc } from 'd3-scale';
import type { ChannelResult } from './report-input.ts';
import { INK, MARGIN, MUTED, RULE, type Page } from './report-pdf-layout.ts';

export const PALETTE = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#4b5563',
  '#9333ea',
];

const DAY_MS = 86_400_000;
const HEIGHT = 170;
/** What a chart takes on its page, legend and axis included. */
export const CHART_HEIGHT = HEIGHT + 40;
const LEFT = 48;
const BOTTOM = 16;
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

interface Frame {
  x: (date: Date) => number;
  y: (value: number) => number;
  top: number;
}

/** The chart's box, its axes, gridlines and tick labels; where the plot goes. */
function frame(page: Page, from: string, to: string, max: number, min = 0): Frame {
  const { doc } = page;
  page.ensure(CHART_HEIGHT);
  const top = doc.y;
  const x = scaleUtc()
    .domain([at(from), new Date(at(to).getTime() + DAY_MS)])
    .range([MARGIN + LEFT, MARGIN + page.width]);
  const y = scaleLinear()
    .domain([min, max > min ? max : min + 1])
    .nice(5)
    .range([top + HEIGHT - BOTTOM, top]);
  doc.font('Sans').fontSize(7).fillColor(MUTED).lineWidth(0.4).strokeColor(RULE);
  for (const tick of y.ticks(5)) {
    const ty = y(tick);
    doc
      .moveTo(MARGIN + LEFT, ty)
      .lineTo(MARGIN + page.width, ty)
      .stroke();
    doc.text(compact.format(tick), MARGIN, ty - 4, { width: LEFT - 6, align: 'right', lineBreak: false });
  }
  const format = x.tickFormat();
  for (const tick of x.ticks(6)) {
    const tx = x(tick);
    doc.text(format(tick), tx - 30, top + HEIGHT - BOTTOM + 4, { width: 60, align: 'center', lineBreak: false });
  }
  return { x: (date) => x(date), y: (value) => y(value), top };
}

function legend(page: Page, entries: readonly { label: string; color: string }[]) {
  const { doc } = page;
  let x = MARGIN + LEFT;
  let y = doc.y;
  doc.font('Sans').fontSize(7.5);
  for (const entry of entries) {
    const label = page.clean(entry.label);
    const width = doc.widthOfString(label) + 18;
    if (x + width > MARGIN + page.width) {
      x = MARGIN + LEFT;
      y += 12;
    }
    doc.rect(x, y + 1, 8, 6).fill(entry.color);
    doc.fillColor(INK).text(label, x + 11, y, { lineBreak: false });
    x += width;
  }
  doc.x = MARGIN;
  doc.y = y + 16;
}

/** Each channel's followers, a line per channel, broken where a day has no figure. */
export function drawFollowers(page: Page, channels: readonly ChannelResult[], from: string, to: string) {
  const { doc } = page;
  const values = channels.flatMap((c) => c.days.map((d) => d.followers).filter((f): f is number => f !== null));
  if (values.length === 0) {
    doc.font('Sans').fontSize(9).fillColor(MUTED).text('No follower figures in this range.', MARGIN, doc.y);
    return;
  }
  const { x, y, top } = frame(page, from, to, Math.max(...values));
  const half = DAY_MS / 2;
  channels.forEach((channel, index) => {
    const color = PALETTE[index % PALETTE.length]!;
    doc.lineWidth(1).strokeColor(color).fillColor(color);
    let run: [number, number][] = [];
    const draw = () => {
      if (run.length === 1) doc.circle(run[0]![0], run[0]![1], 1.2).fill();
      else if (run.length > 1) {
        doc.moveTo(...run[0]!);
        for (const point of run.slice(1)) doc.lineTo(...point);
        doc.stroke();
      }
      run = [];
    };
    for (const day of channel.days) {
      if (day.followers === null) draw();
      else run.push([x(new Date(at(day.day).getTime() + half)), y(day.followers)]);
    }
    draw();
  });
  doc.y = top + HEIGHT + 4;
  legend(
    page,
    channels.map((channel, index) => ({ label: channel.name, color: PALETTE[index % PALETTE.length]! })),
  );
}

/** Engagement of every channel together per day, or per week (from Monday) past 92 days; null: nothing given. */
export function engagementBuckets(
  channels: readonly ChannelResult[],
  from: string,
  to: string,
): { start: Date; end: Date; value: number | null }[] {
  const byDay = new Map<string, number | null>();
  for (const channel of channels)
    for (const day of channel.days) {
      const before = byDay.get(day.day) ?? null;
      byDay.set(day.day, day.engagement === null ? before : (before ?? 0) + day.engagement);
    }
  const weekly = (at(to).getTime() - at(from).getTime()) / DAY_MS + 1 > 92;
  const buckets: { start: Date; end: Date; value: number | null }[] = [];
  for (let t = at(from).getTime(); t <= at(to).getTime(); t += DAY_MS) {
    const date = new Date(t);
    const value = byDay.get(date.toISOString().slice(0, 10)) ?? null;
    const last = buckets.at(-1);
    if (last && weekly && date.getUTCDay() !== 1) {
      last.end = new Date(t + DAY_MS);
      if (value !== null) last.value = (last.value ?? 0) + value;
    } else buckets.push({ start: date, end: new Date(t + DAY_MS), value });
  }
  return buckets;
}

export function drawEngagement(page: Page, channels: readonly ChannelResult[], from: string, to: string) {
  const { doc } = page;
  const buckets = engagementBuckets(channels, from, to);
  const values = buckets.map((b) => b.value).filter((v): v is number => v !== null);
  if (values.length === 0) {
    doc.font('Sans').fontSize(9).fillColor(MUTED).text('No engagement figures in this range.', MARGIN, doc.y);
    return;
  }
  const { x, y, top } = frame(page, from, to, Math.max(...values));
  doc.fillColor(PALETTE[0]!);
  for (const bucket of buckets) {
    if (bucket.value === null) continue;
    const left = x(bucket.start);
    const width = Math.max(0.4, x(bucket.end) - left - Math.min(1, (x(bucket.end) - left) * 0.2));
    doc.rect(left, y(bucket.value), width, y(0) - y(bucket.value)).fill();
  }
  doc.x = MARGIN;
  doc.y = top + HEIGHT + 8;
}
