// The report worker's thread (decision 078): draws each report it is sent and sends the file back. Started by
// report-pdf.ts; bundled beside the service as report-pdf-worker.mjs (scripts/build.ts).
import { parentPort } from 'node:worker_threads';
import type { ReportInput } from './report-input.ts';
import { drawReportPdf } from './report-pdf-draw.ts';

parentPort!.on('message', (input: ReportInput) => {
  drawReportPdf(input).then(
    (pdf) => parentPort!.postMessage({ pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
