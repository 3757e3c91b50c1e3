// The CSV reports (decision 078): the range's posts, one row each, or its channels, one row per channel per day.
// Columns are the analytics operations' own field names (plus the network's name beside its number, which a
// spreadsheet reader cannot look up), numbers as numbers, a figure not given as an empty cell (never 0).
import { writeCsv } from '../../domain/csv.ts';
import { networkName } from '../../../shared/networks.ts';
import { FIGURES, type ReportInput } from './report-input.ts';

export type CsvReportOf = 'posts' | 'channels';

export const POST_COLUMNS = [
  'post_id',
  'channel_id',
  'channel_type',
  'network',
  'message',
  'published_at',
  'permalink',
  'state',
  ...FIGURES,
  'engagement',
  'engagement_rate',
  'rate_base',
  'refreshed_at',
  'final',
] as const;

export const CHANNEL_DAY_COLUMNS = [
  'channel_id',
  'channel_type',
  'network',
  'name',
  'screen_name',
  'day',
  'followers',
  'posts',
  'engagement',
  'impressions',
  'link_clicks',
  'views',
  'website_clicks',
  'calls',
  'directions',
] as const;

type Cell = string | number;
const cell = (value: string | number | null | undefined): Cell => value ?? '';

function postRows(input: ReportInput): Cell[][] {
  return input.posts.map((post) =>
    POST_COLUMNS.map((column) => (column === 'network' ? networkName(post.channel_type) : cell(post[column]))),
  );
}

function channelRows(input: ReportInput): Cell[][] {
  return input.channels.flatMap((channel) =>
    channel.days.map((day) =>
      CHANNEL_DAY_COLUMNS.map((column) => {
        switch (column) {
          case 'channel_id':
          case 'channel_type':
          case 'name':
          case 'screen_name':
            return cell(channel[column]);
          case 'network':
            return networkName(channel.channel_type);
          default:
            return cell(day[column]);
        }
      }),
    ),
  );
}

/**
 * The report as CSV text for spreadsheets: a byte order mark (so they read UTF-8), CRLF, and every text cell
 * guarded against running as a formula (a post's text is anyone's).
 */
export function reportCsv(input: ReportInput, of: CsvReportOf): string {
  const records =
    of === 'posts' ? [[...POST_COLUMNS], ...postRows(input)] : [[...CHANNEL_DAY_COLUMNS], ...channelRows(input)];
  return writeCsv(records, { bom: true, guardFormulas: true });
}

/** The attachment's name, as `GET /analytics/report` answers it. */
export const reportFilename = (input: Pick<ReportInput, 'from' | 'to'>, ext: 'csv' | 'pdf') =>
  `results-${input.from}-${input.to}.${ext}`;
