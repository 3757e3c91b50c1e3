import type { PostResult } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';

export type RateBase = PostResult['rate_base'];

const whole = new Intl.NumberFormat('en-US');

/** A figure for people: grouped digits, or a dash where the network gives no such figure (never 0 for "not given"). */
export const figure = (value: number | null | undefined) => (value == null ? '—' : whole.format(value));

/** A change with its sign ("+120", "−4", "0"), or a dash where nothing was read. */
export const change = (value: number | null | undefined) =>
  value == null ? '—' : value > 0 ? `+${whole.format(value)}` : value < 0 ? `−${whole.format(-value)}` : '0';

/** A rate (0 to 1) as a percentage with one decimal below 10 % and two below 1 %, or a dash. */
export function percent(rate: number | null | undefined) {
  if (rate == null) return '—';
  const value = rate * 100;
  return `${value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0)}%`;
}

/**
 * What a rate is over, said beside it every time (decision 073's rate_base): engagement per impression and per
 * follower are not the same measure, and a total over posts of both kinds is neither. Null with a rate is mixed.
 */
export function baseWords(base: RateBase, rate: number | null | undefined) {
  if (rate == null) return '';
  return base === 'impressions' ? 'per impression' : base === 'followers' ? 'per follower' : 'mixed bases';
}

/** A rate with its base: "2.4% per impression", or a dash. */
export const rateWords = (rate: number | null | undefined, base: RateBase) =>
  rate == null ? '—' : `${percent(rate)} ${baseWords(base, rate)}`;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, Jun 15" for 2026-06-15: a day of the workspace's zone, written without converting it. */
export const dayWords = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** "Jun 15" for 2026-06-15, for an axis's ticks. */
export const shortDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A network's name short enough for a chart's axis: "Facebook" for the Facebook Page, "Google" for its profiles. */
export const shortNetwork = (channelType: number) =>
  (({ 2: 'Facebook', 7: 'Google' }) as Record<number, string>)[channelType] ?? networkName(channelType);
