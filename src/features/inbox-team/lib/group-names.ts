import type { Channel, InboxReportRow } from '../../../api/generated/types.gen';
import type { Grouping } from './report-range';

// Built once: a report's chart writes a day for every tick and tooltip.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A date (`YYYY-MM-DD`) in a few words, without its year: "Fri, Mar 8". */
export const dayWords = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** What each grouping is called: "Member" for the table's column and the filter's choice, "member" in sentences. */
export const groupingWords: Record<Grouping, string> = { member: 'Member', channel: 'Channel', day: 'Day' };

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
