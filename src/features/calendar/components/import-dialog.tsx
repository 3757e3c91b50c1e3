import { useQuery } from '@tanstack/react-query';
import { useClock } from '../../../api/use-workspace';
import { timeOf } from '../../../lib/time';
import { useId, useState } from 'react';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { PostsImportPreviewResponse } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage, asApiError } from '../../../lib/api-error';
import { excerpt } from '../../../lib/excerpt';
import { useImport } from '../api/use-import';
import { useImportPreview } from '../api/use-import-preview';

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
}

type Preview = PostsImportPreviewResponse['data'];
/** A preview and the text it was made from: Create sends exactly what was checked. */
type Checked = { csv: string; preview: Preview };

const COLUMNS = 'channel,message,link,picture,time';
/** What the service takes in one call (the contract's `csv`). */
const MAX_CHARS = 1_000_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Posts from a CSV file, all or none: the file is checked first (POST /posts/importPreview), row by row, and Create
 * stays off until no row has a problem. The service checks again when creating; if the workspace changed meanwhile
 * it refuses, and the dialog says why and shows the new check.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Import posts from a CSV file"
      description="Check the file first: nothing is created until every row is right, and then all of its posts are."
    >
      <ImportForm onDone={onClose} />
    </Dialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useImportPreview();
  const create = useImport();
  const fileId = useId();
  const textId = useId();
  const reasonId = useId();

  const edit = (text: string) => {
    setCsv(text);
    setChecked(null);
    setRefusal(null);
  };
  const runCheck = (text: string) =>
    check.mutate({ body: { csv: text } }, { onSuccess: (answer) => setChecked({ csv: text, preview: answer.data }) });
  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_CHARS) return setFileError('The file is larger than 1 MB: split it into smaller files.');
    edit(await file.text());
  };
  const onCreate = (current: Checked) =>
    create.mutate(
      { body: { csv: current.csv } },
      {
        onSuccess: onDone,
        onError: (error) => {
          setRefusal(apiErrorMessage(error));
          // The rows were fine at the check but not now (a channel gone, a time passed): show them as they are.
          if (asApiError(error)?.code === 'import_has_problems') runCheck(current.csv);
        },
      },
    );

  const blocked = checked && whyNot(checked.preview);
  const count = checked?.preview.count ?? 0;
  return (
    <div className="space-y-4 text-sm">
      <ExpectedColumns />
      <div>
        <label htmlFor={fileId} className="block font-semibold">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e.target.files?.[0])}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
        {fileError && <p className="mt-1 text-red-800">{fileError}</p>}
      </div>
      <div>
        <label htmlFor={textId} className="block font-semibold">
          Or paste the CSV text
        </label>
        <textarea
          id={textId}
          rows={6}
          value={csv}
          spellCheck={false}
          onChange={(e) => edit(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 font-mono text-xs"
        />
      </div>
      <Button
        variant={checked ? 'secondary' : 'primary'}
        disabled={!csv.trim() || check.isPending}
        onClick={() => runCheck(csv)}
      >
        {check.isPending ? 'Checking…' : 'Check file'}
      </Button>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {refusal}
        </p>
      )}
      {checked && <PreviewTable preview={checked.preview} />}
      {checked && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
          {blocked && (
            <p id={reasonId} className="mr-auto text-slate-700">
              {blocked}
            </p>
          )}
          <Button
            disabled={Boolean(blocked) || create.isPending || check.isPending}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => onCreate(checked)}
          >
            {create.isPending ? 'Creating…' : `Create ${plural(count, 'post', 'posts')}`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Why Create is off, or null when it may go. */
function whyNot(preview: Preview): string | null {
  const rows = preview.rows.filter((row) => row.problems.length).length;
  if (preview.problems.length || rows || preview.valid !== 1) {
    const what = [
      preview.problems.length ? 'the file has problems' : '',
      rows ? `${plural(rows, 'row has', 'rows have')} problems` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return `Nothing can be created while ${what || 'the file has problems'}: fix them in the file, then check it again.`;
  }
  return preview.count ? null : 'The file has no posts to create.';
}

function ExpectedColumns() {
  const channel = useQuery({ ...draftsGetOptions(), select: (answer) => answer.data.channels[0]?.name }).data;
  const name = channel && /[",\n]/.test(channel) ? `"${channel.replaceAll('"', '""')}"` : channel || 'Main account';
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-slate-700 ring-1 ring-slate-200">
      <p>
        A header row names the columns: <code className="font-mono text-xs text-slate-900">{COLUMNS}</code>. A channel
        is its name or its id; <code className="font-mono text-xs">time</code> is{' '}
        <code className="font-mono text-xs">queue</code> (the queue’s next free slot) or a time in the workspace’s zone
        such as <code className="font-mono text-xs">2026-12-01 09:00:00</code>. Link and picture may be left empty.
      </p>
      <p className="mt-2 font-semibold text-slate-900">For example</p>
      <pre className="mt-1 rounded bg-white p-2 font-mono break-all whitespace-pre-wrap text-xs text-slate-900 ring-1 ring-slate-200">
        {`${COLUMNS}\n${name},"Fresh beans, roasted today",https://example.com/beans,,queue\n${name},Our winter blend is back,,https://example.com/winter.jpg,2026-12-01 09:00:00`}
      </pre>
    </div>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const withProblems = preview.rows.filter((row) => row.problems.length).length;
  const clock = useClock();
  return (
    <div className="space-y-3">
      <p role="status">
        {plural(preview.rows.length, 'row', 'rows')} checked
        {withProblems ? `, ${plural(withProblems, 'has', 'have')} problems.` : ', no problems.'}
      </p>
      {preview.problems.length > 0 && (
        <div className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
          <p className="font-semibold text-red-900">Problems with the file</p>
          <ul className="mt-1 list-disc pl-5 text-red-800">
            {preview.problems.map((problem, i) => (
              <li key={i}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {preview.rows.length > 0 && (
        <div
          className="max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200"
          role="region"
          aria-label="Rows of the file"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">The posts the file would create, by line of the file</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Line
                </th>
                <th scope="col" className="px-2 py-2">
                  Channel
                </th>
                <th scope="col" className="px-2 py-2">
                  Message
                </th>
                <th scope="col" className="px-2 py-2">
                  Placement
                </th>
                <th scope="col" className="px-2 py-2">
                  Problems
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {preview.rows.map((row) => (
                <tr key={row.row} className={row.problems.length ? 'bg-red-50/50' : undefined}>
                  <th scope="row" className="px-2 py-2 font-normal tabular-nums">
                    {row.row}
                  </th>
                  <td className="px-2 py-2">{row.channel_name || <span className="text-slate-500">Unknown</span>}</td>
                  <td className="px-2 py-2 break-words">{excerpt(row.message, 60)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {row.placement === 'queue'
                      ? 'Queue'
                      : `${row.display_time.slice(0, 10)} ${timeOf(row.display_time, clock)}`}
                  </td>
                  <td className="px-2 py-2">
                    {row.problems.length ? (
                      <ul className="space-y-1 text-red-800">
                        {row.problems.map((problem, i) => (
                          <li key={i}>{problem.message}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-600">None</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
