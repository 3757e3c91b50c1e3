import { postsCalendarOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { PostState } from '../../../api/generated/types.gen';

export interface CalendarRange {
  from: string;
  to: string;
  channelId?: string;
  state?: PostState;
}

/** The calendar's posts and free slots over a range of days, with its filters. */
export const calendarOptions = ({ from, to, channelId, state }: CalendarRange) =>
  postsCalendarOptions({
    query: { from, to, ...(channelId && { channel_ids: channelId }), ...(state && { states: state }) },
  });
