// Renders the PDF report (decision 078) on a thread of its own, so that seconds of drawing never hold the event
// loop (nor a 09:00 burst of publishing). At most two at once per process, each on its own worker: a third is
// refused (ReportBusy, a 429 `busy`) rather than queued behind them. A worker ends after a minute without a report,
// taking its memory (fonts, pdfkit) with it; neither its timers nor an idle thread keeps the process alive.
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../domain/errors.ts';
import type { ReportInput } from './report-input.ts';

export const MAX_PDF_RENDERS = 2;
export const WORKER_IDLE_MS = 60_000;
/** A render still going after this is ended: its worker with it. */
export const RENDER_TIMEOUT_MS = 60_000;

export class ReportBusy extends DomainError {
  constructor() {
    super(
      'too_many',
      'busy',
      `${MAX_PDF_RENDERS} reports are being made already: try again in a few seconds.`,
      undefined,
      5,
    );
  }
}

/**
 * The worker thread. The service runs bundled (`npm start`: .build/service/index.mjs, the worker built beside it as
 * report-pdf-worker.mjs by scripts/build.ts), or from its TypeScript sources (tests, `npm run dev`), where the thread
 * registers the TypeScript loader (tsx) before it imports the worker's source: on Node 20 a worker's own
 * `--import tsx` does not reach its entry module.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./report-pdf-worker.mjs', import.meta.url));
  const boot = `
    const { workerData } = require('node:worker_threads');
    import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });`;
  return new Worker(boot, {
    eval: true,
    workerData: {
      tsx: import.meta.resolve('tsx/esm/api'),
      entry: new URL('./report-pdf-worker.ts', import.meta.url).href,
    },
  });
}

interface Lane {
  worker: Worker;
  busy: boolean;
  idle?: NodeJS.Timeout;
  settle?: (outcome: { pdf?: Uint8Array; error?: Error }) => void;
}

const lanes = new Set<Lane>();
/** Whether a report would be refused as busy now: asked before reading its data, so a refusal costs nothing. */
export const pdfBusy = () => lanes.size >= MAX_PDF_RENDERS && [...lanes].every((lane) => lane.busy);

function startLane(): Lane {
  const lane: Lane = { worker: startWorker(), busy: false };
  const end = (error: Error) => {
    lanes.delete(lane);
    clearTimeout(lane.idle);
    lane.settle?.({ error });
  };
  lane.worker.on('message', (message: { pdf?: Uint8Array; error?: string }) =>
    lane.settle?.(message.pdf ? { pdf: message.pdf } : { error: new Error(`The PDF report failed: ${message.error}`) }),
  );
  lane.worker.on('error', end);
  lane.worker.on('exit', (code) => end(new Error(`The PDF report's worker stopped (exit code ${code}).`)));
  // An idle worker never keeps the process running (a drawing one does, until its report is out: the service's
  // stop exits without waiting on it, server/stopping.ts).
  lane.worker.unref();
  lanes.add(lane);
  return lane;
}

function stopLane(lane: Lane) {
  lanes.delete(lane);
  clearTimeout(lane.idle);
  void lane.worker.terminate();
}

/** The report as a PDF file, drawn on a worker thread; ReportBusy when MAX_PDF_RENDERS are being drawn already. */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const free = [...lanes].find((lane) => !lane.busy);
  if (!free && lanes.size >= MAX_PDF_RENDERS) throw new ReportBusy();
  const lane = free ?? startLane();
  lane.busy = true;
  lane.worker.ref();
  clearTimeout(lane.idle);
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      const timeout = setTimeout(() => {
        stopLane(lane);
        reject(new Error(`The PDF report took more than ${RENDER_TIMEOUT_MS / 1000} s and was stopped.`));
      }, RENDER_TIMEOUT_MS);
      timeout.unref();
      lane.settle = ({ pdf, error }) => {
        clearTimeout(timeout);
        lane.settle = undefined;
        if (pdf) resolve(pdf);
        else reject(error ?? new Error('The PDF report failed.'));
      };
      lane.worker.postMessage(input);
    });
  } finally {
    lane.busy = false;
    lane.worker.unref();
    if (lanes.has(lane)) {
      lane.idle = setTimeout(() => stopLane(lane), WORKER_IDLE_MS);
      lane.idle.unref();
    }
  }
}

/** How many report workers are running (for tests and metrics). */
export const reportWorkers = () => lanes.size;
