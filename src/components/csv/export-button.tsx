import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../ui/button';
import { exportCsv, type CsvExport } from './export-csv';

type ExportButtonProps = CsvExport & { className?: string };

/**
 * Downloads the plan or the history of some days as a CSV file. While the file is prepared the button says so and
 * waits; a refusal is a toast from the query client's mutation cache, like every failed call.
 */
export function ExportButton({ kind, from, to, channelIds, className }: ExportButtonProps) {
  const download = useMutation({
    mutationFn: exportCsv,
    meta: { errorMessage: 'The CSV file did not download.' },
  });
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate({ kind, from, to, channelIds })}
      >
        <Download aria-hidden className="size-4" />
        {download.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
      <span role="status" className="sr-only">
        {download.isPending ? 'Preparing the CSV file…' : download.isSuccess ? `Downloaded ${download.data}.` : ''}
      </span>
    </>
  );
}
