import type { AppDeps } from '../../deps.ts';
import { analyticsChannels, analyticsPosts, postHistory } from '../../services/analytics/read.ts';
import { reportInput } from '../../services/analytics/report.ts';
import { reportCsv, reportFilename } from '../../services/analytics/report-csv.ts';
import { pdfBusy, renderReportPdf, ReportBusy } from '../../services/analytics/report-pdf.ts';
import { operationById } from '../contract/index.ts';
import { inScope, type Router } from '../route.ts';

/**
 * What each post did and how each channel grew (decision 073): owners, admins and collaborators read them; a client
 * does not (not on the client's operations, decision 057), and is sent the report instead.
 */
export function analyticsRoutes(router: Router, deps: AppDeps) {
  // The networks' figures come at most hourly, by a job that tells no one: the answers are kept for the cache's time
  // (seconds), and dropped at once when posts or channels change. A team on the page shares one reading of a range.
  const results = { cache: inScope(() => 'results') };
  router.route(
    operationById('analyticsPosts'),
    async ({ params, auth }) => {
      const read = await analyticsPosts(deps.db, auth, {
        from: params.from,
        to: params.to,
        channelId: params.channel_id,
        sort: params.sort,
        limit: params.limit,
        offset: params.offset,
      });
      return { status: 'success' as const, data: { from: params.from, to: params.to, ...read } };
    },
    results,
  );
  router.route(
    operationById('analyticsPostHistory'),
    async ({ params, auth }) => ({
      status: 'success' as const,
      data: { post_id: String(params.post_id), samples: await postHistory(deps.db, auth, params.post_id) },
    }),
    results,
  );
  router.route(
    operationById('analyticsChannels'),
    async ({ params, auth }) => {
      const read = await analyticsChannels(deps.db, auth, {
        from: params.from,
        to: params.to,
        channelId: params.channel_id,
      });
      return { status: 'success' as const, data: { from: params.from, to: params.to, ...read } };
    },
    results,
  );
  // A file of the range (decision 078): a CSV of every figure, or a PDF drawn on a worker thread (429 when busy).
  router.route(operationById('analyticsReport'), async ({ params, auth, reply }) => {
    const pdf = params.format === 'pdf';
    if (pdf && pdfBusy()) throw new ReportBusy();
    const input = await reportInput(deps, auth, {
      from: params.from,
      to: params.to,
      channelId: params.channel_id,
      posts: pdf ? 'top' : 'every',
    });
    const body = pdf ? Buffer.from(await renderReportPdf(input)) : reportCsv(input, params.of ?? 'posts');
    return reply
      .type(pdf ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFilename(input, pdf ? 'pdf' : 'csv')}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
