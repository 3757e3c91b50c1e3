import { Suspense, useId, useState, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** What the figure draws, said under the title. */
  note?: ReactNode;
  /** The drawing (lazy: the chart library comes after the page's tables). */
  chart: ReactNode;
  /** The table's name (its caption, and the name of the region it scrolls in). */
  tableLabel: string;
  /** Every figure the chart draws: the table's head and body. */
  table: ReactNode;
}

/**
 * A chart with its table (decision 077). The table is always in the page: shown in the chart's place with Table,
 * else kept for screen readers alone (the chart is hidden from them: it says nothing the table does not). On a phone
 * the chart keeps a width it can be read at and scrolls sideways in its card.
 */
export function ChartCard({ title, note, chart, tableLabel, table }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          {note && <p className="mt-0.5 text-sm text-slate-600">{note}</p>}
        </div>
        <button
          type="button"
          aria-pressed={asTable}
          // A label rather than hidden words: browsers set those apart from "Table" ("Table : Followers").
          aria-label={`Table: ${title}`}
          onClick={() => setAsTable(!asTable)}
          className="min-h-9 shrink-0 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-blue-700 aria-pressed:text-white aria-pressed:ring-blue-700"
        >
          Table
        </button>
      </div>
      {!asTable && (
        <div aria-hidden="true" className="mt-3 overflow-x-auto">
          <div className="min-h-40 min-w-[32rem]">
            <Suspense fallback={<p className="text-sm text-slate-600">Drawing the chart…</p>}>{chart}</Suspense>
          </div>
        </div>
      )}
      <div className={asTable ? 'mt-3' : 'sr-only'}>
        <FigureTable label={tableLabel} focusable={asTable}>
          {table}
        </FigureTable>
      </div>
    </section>
  );
}

/**
 * A table of figures that scrolls on a phone: focusable while shown, so that a keyboard can scroll it too (axe's
 * scrollable-region-focusable). While only screen readers have it, it does not scroll at all (they read it without
 * scrolling; a scrolling region nobody can focus is what axe refuses). Positioned, so that its screen-reader caption
 * (absolute) scrolls with it rather than widening the page.
 */
export function FigureTable({
  label,
  focusable = true,
  children,
}: {
  label: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`relative rounded-lg ring-1 ring-slate-200 ${focusable ? 'max-h-96 overflow-auto' : ''}`}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusable ? 0 : undefined}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const head = 'sticky top-0 bg-white px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const numberCell = 'px-3 py-2 text-right tabular-nums';
