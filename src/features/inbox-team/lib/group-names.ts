import type { Channel, InboxReportRow } from '../../../api/generated/types.gen';
import type { Grouping } from './report-range';

/** A day of the report as a table and a chart's axis write it: "Fri, Mar 8" (the year is the range's). */
export const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * What names a group: the member (and "Unassigned" for member 0, whatever the service calls it), the channel as the
 * workspace names it with its handle (the service gives the handle alone), or the day.
 */
export function groupName(row: InboxReportRow, grouping: Grouping, channels: Channel[]): string {
  if (grouping === 'day') return dayWords(row.key);
  if (grouping === 'member') return row.key === '0' ? 'Unassigned' : row.name;
  const channel = channels.find((c) => c.channel_id === row.key);
  return channel ? `${channel.name} (@${channel.screen_name})` : `@${row.name}`;
}
