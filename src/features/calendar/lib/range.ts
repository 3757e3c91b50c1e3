import type { PostState } from '../../../api/generated/types.gen';
import { daysOf, type CalendarView } from './grid-dates';

/** What the calendar shows, as its address says it. */
export interface CalendarSearch {
  view: CalendarView;
  date: string;
  channel?: string;
  state?: PostState;
}

/**
 * The range a view asks for: the days it shows. Apart from the page, so the route's loader (in the first
 * download) does not bring the calendar's components with it.
 */
export function rangeOf(search: CalendarSearch) {
  const days = daysOf(search.view, search.date);
  return { from: days[0]!, to: days.at(-1)!, channelId: search.channel, state: search.state };
}
