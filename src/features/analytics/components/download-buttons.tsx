import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { downloadReport, type ReportFormat } from '../api/download-report';
import type { DayRange } from '../lib/analytics-range';

const words: Record<ReportFormat, { idle: string; busy: string }> = {
  csv: { idle: 'Download CSV', busy: 'Preparing the CSV…' },
  pdf: { idle: 'Download PDF', busy: 'Rendering the PDF…' },
};

/** One file of the range (decision 078): while it is made the button says so and waits; a failure says what next. */
function DownloadButton({ range, channel, format }: { range: DayRange; channel?: number; format: ReportFormat }) {
  // Quiet: the failure is said here, under the button that failed, not in a toast.
  const download = useMutation({ mutationFn: downloadReport, meta: { quiet: true } });
  return (
    <div>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate({ range, channel, format })}
      >
        <Download aria-hidden className="size-4" />
        {download.isPending ? words[format].busy : words[format].idle}
      </Button>
      <span role="status" className="sr-only">
        {download.isSuccess ? `Downloaded ${download.data}.` : ''}
      </span>
      {download.isError && (
        <p role="alert" className="mt-1 max-w-xs text-sm text-red-800">
          {download.error.message}
        </p>
      )}
    </div>
  );
}

/** The range's report as a file: its posts as CSV, or the whole report as a PDF a client can read. */
export function DownloadButtons({ range, channel }: { range: DayRange; channel?: number }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DownloadButton range={range} channel={channel} format="csv" />
      <DownloadButton range={range} channel={channel} format="pdf" />
    </div>
  );
}
