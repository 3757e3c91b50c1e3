import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { groupingWords } from '../lib/group-names';
import { groupings, rangeProblem, type Grouping, type ReportRange } from '../lib/report-range';

interface ReportFiltersProps {
  range: ReportRange;
  grouping: Grouping;
  onRange: (range: ReportRange) => void;
  onGrouping: (grouping: Grouping) => void;
}

/**
 * The report's days and grouping. The days are sent together with Show (a date typed digit by digit passes through
 * days nobody meant, each of which would be a report); the grouping applies at once.
 */
export function ReportFilters({ range, grouping, onRange, onGrouping }: ReportFiltersProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem({ from, to });
    setProblem(found);
    if (!found) onRange({ from, to });
  };
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      <form aria-label="Report dates" className="flex flex-wrap items-start gap-3" onSubmit={submit} noValidate>
        <Field label="From" error={problem?.field === 'from' ? problem.message : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={`${inputClass} w-auto`}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label="To" error={problem?.field === 'to' ? problem.message : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={`${inputClass} w-auto`}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" className="mt-6">
          Show
        </Button>
      </form>
      <fieldset>
        <legend className="text-sm font-semibold">Group by</legend>
        <div className="mt-1 inline-flex rounded-lg ring-1 ring-slate-300">
          {groupings.map((value) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center px-3 text-sm font-medium text-slate-700 first:rounded-l-lg last:rounded-r-lg has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-blue-600"
            >
              <input
                type="radio"
                name="group_by"
                value={value}
                className="sr-only"
                checked={grouping === value}
                onChange={() => onGrouping(value)}
              />
              {groupingWords[value]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
