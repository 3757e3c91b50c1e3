import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../domain/csv.ts';
import { sampleReportInput } from '../../testing/report-input.ts';
import { CHANNEL_DAY_COLUMNS, POST_COLUMNS, reportCsv, reportFilename } from './report-csv.ts';

const BOM = '\uFEFF';

describe('the CSV report', () => {
  const input = sampleReportInput({ from: '2025-03-01', to: '2025-03-31', channels: 7, postsPerDay: 2 });

  it('lists every post of the range with every figure and its permalink, nulls empty', () => {
    const text = reportCsv(input, 'posts');
    expect(text.startsWith(BOM)).toBe(true);
    const { records, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(records[0]).toEqual([...POST_COLUMNS]);
    expect(records).toHaveLength(1 + input.posts.length);
    const column = (name: string) => records[0]!.indexOf(name);
    const bluesky = input.posts.find((p) => p.channel_type === 3)!;
    const row = records.find((r) => r[column('post_id')] === bluesky.post_id)!;
    expect(row[column('network')]).toBe('Bluesky');
    expect(row[column('likes')]).toBe(String(bluesky.likes));
    // Bluesky gives no impressions: an empty cell, not 0.
    expect(bluesky.impressions).toBeNull();
    expect(row[column('impressions')]).toBe('');
    expect(row[column('permalink')]).toBe(bluesky.permalink);
    expect(Number(row[column('engagement_rate')])).toBeCloseTo(bluesky.engagement_rate!, 10);
    expect(row[column('rate_base')]).toBe('followers');
  });

  it('guards a cell a spreadsheet would run as a formula', () => {
    const posts = input.posts.map((p, i) => (i === 0 ? { ...p, message: '=cmd|"/c calc"!A1' } : p));
    const { records } = parseCsv(reportCsv({ ...input, posts }, 'posts'));
    expect(records[1]![records[0]!.indexOf('message')]).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('lists each channel day by day, a day without a figure empty', () => {
    const { records, problems } = parseCsv(reportCsv(input, 'channels'));
    expect(problems).toEqual([]);
    expect(records[0]).toEqual([...CHANNEL_DAY_COLUMNS]);
    expect(records).toHaveLength(1 + 7 * 31);
    const column = (name: string) => records[0]!.indexOf(name);
    const google = records.filter((r) => r[column('network')] === 'Google Business Profile');
    expect(google).toHaveLength(31);
    expect(google.every((r) => r[column('views')] !== '')).toBe(true);
    const x = records.filter((r) => r[column('network')] === 'X');
    expect(x.every((r) => r[column('views')] === '')).toBe(true);
    // The sample's growth read fails on the 18th day: that day is a gap.
    expect(x.find((r) => r[column('day')] === '2025-03-18')![column('followers')]).toBe('');
    expect(x.find((r) => r[column('day')] === '2025-03-19')![column('followers')]).toMatch(/^\d+$/);
  });

  it('names the file after the range', () => {
    expect(reportFilename(input, 'csv')).toBe('results-2025-03-01-2025-03-31.csv');
  });
});
