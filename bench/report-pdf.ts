// A 12-month PDF report (decision 078): the bench's workspace of 10 channels posting 5 times a day for a year, drawn
// five times on the report's worker thread as `GET /analytics/report?format=pdf` draws it (the top 10 posts and
// every channel's 365 days); the slowest against the target.
import { performance } from 'node:perf_hooks';
import { renderReportPdf } from '../server/services/analytics/report-pdf.ts';
import { sampleReportInput } from '../server/testing/report-input.ts';
import type { Figure } from './figures.ts';

const RUNS = 5;

export async function reportPdf(): Promise<Figure[]> {
  const year = sampleReportInput({ from: '2025-12-01', to: '2026-11-30', channels: 10, postsPerDay: 5 });
  // What the route hands the worker: the range's top 10 posts by engagement (the PDF shows no more).
  const input = {
    ...year,
    posts: [...year.posts].sort((a, b) => (b.engagement ?? 0) - (a.engagement ?? 0)).slice(0, 10),
  };
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    bytes = (await renderReportPdf(input)).byteLength;
    times.push(performance.now() - began);
  }
  const seconds = (ms: number) => Math.round(ms / 10) / 100;
  return [
    {
      name: 'PDF report of 12 months, 10 channels (slowest of 5)',
      value: seconds(Math.max(...times)),
      unit: 's',
      target: '< 5',
      note: `first ${seconds(times[0]!)} s (the worker starting), then ${times.slice(1).map(seconds).join(', ')} s; ${Math.round(bytes / 1024)} KiB`,
    },
  ];
}
