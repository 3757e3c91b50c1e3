import { inboxReportOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxReportResponse } from '../../../api/generated/types.gen';
import type { Grouping, ReportRange } from '../lib/report-range';

/** A report as the service answers it: the range, the grouping, a row a group and the whole range's figures. */
export type Report = InboxReportResponse['data'];

/**
 * The report's question: the days (both included) and what to group by. A report looks back over days and costs the
 * service a sort of every item in them (0.4 s for a busy month, decision 040): it is not asked again for a minute
 * for coming back to the page or to the window, only when the question changes or Try again is chosen.
 */
export const reportOptions = (range: ReportRange, grouping: Grouping) => ({
  ...inboxReportOptions({ query: { from: range.from, to: range.to, group_by: grouping } }),
  staleTime: 60_000,
});
