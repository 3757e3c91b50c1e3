import type { Report } from '../api/report-query';
import { durationWords, shareWords } from '../lib/duration-words';
import { groupingWords } from '../lib/group-names';

type Figures = Report['total'];

const head = 'px-3 py-2 font-semibold';
const number = 'px-3 py-2.5 text-right tabular-nums';

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td className={number}>{figures.count}</td>
      <td className={number}>{shareWords(figures.answered_share)}</td>
      <td className={number}>{durationWords(figures.first_response_p50)}</td>
      <td className={number}>{durationWords(figures.first_response_p90)}</td>
      <td className={number}>{durationWords(figures.done_p50)}</td>
    </>
  );
}

/** The report's figures, a row a group and one for the whole range: the numbers themselves (the chart draws them). */
export function ReportTable({ report, names }: { report: Report; names: string[] }) {
  return (
    // Focusable, so that keyboard users can scroll it sideways on a phone (axe's scrollable-region-focusable).
    <div
      className="mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
      role="region"
      aria-label="Response times"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Response times by {groupingWords[report.group_by].toLowerCase()}, {report.from} to {report.to}
        </caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={head}>
              {groupingWords[report.group_by]}
            </th>
            <th scope="col" className={`${head} text-right`}>
              Received
            </th>
            <th scope="col" className={`${head} text-right`}>
              Answered
            </th>
            <th scope="col" className={`${head} text-right`}>
              First answer, median
            </th>
            <th scope="col" className={`${head} text-right`}>
              First answer, 9 in 10 within
            </th>
            <th scope="col" className={`${head} text-right`}>
              Done, median
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {report.groups.map((row, index) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2.5 font-medium">
                {names[index]}
              </th>
              <FigureCells figures={row} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2.5">
              All
            </th>
            <FigureCells figures={report.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
