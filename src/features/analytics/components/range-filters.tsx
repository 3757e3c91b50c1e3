import { useId, useState, type FormEvent } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { networkName } from '../../../../shared/networks';
import { presets, rangeProblem, type DayRange } from '../lib/analytics-range';

interface RangeFiltersProps {
  range: DayRange;
  zone: string;
  channel?: number;
  channels: Channel[];
  onRange: (range: DayRange) => void;
  onChannel: (channel: number | undefined) => void;
}

const same = (a: DayRange, b: DayRange) => a.from === b.from && a.to === b.to;

/**
 * The days and the channel. A preset applies at once; typed days are sent together with Show (a date typed digit by
 * digit passes through days nobody meant, each of which would be a read of the whole range), and checked first.
 */
export function RangeFilters({ range, zone, channel, channels, onRange, onChannel }: RangeFiltersProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const channelId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem({ from, to });
    setProblem(found);
    if (!found) onRange({ from, to });
  };
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {presets.map(({ label, range: of }) => {
          const preset = of(zone);
          return (
            <button
              key={label}
              type="button"
              aria-pressed={same(preset, range)}
              onClick={() => onRange(preset)}
              className="min-h-10 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-blue-700 aria-pressed:text-white aria-pressed:ring-blue-700"
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <form aria-label="Custom range" className="flex flex-wrap items-start gap-3" onSubmit={submit} noValidate>
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
          <Button type="submit" variant="secondary" className="mt-7">
            Show
          </Button>
        </form>
        <div className="flex w-full max-w-80 min-w-0 flex-col">
          <label htmlFor={channelId} className="text-sm font-semibold">
            Channel
          </label>
          <select
            id={channelId}
            value={channel ?? ''}
            onChange={(event) => onChannel(event.target.value ? Number(event.target.value) : undefined)}
            className="mt-1 h-10.5 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2"
          >
            <option value="">All channels</option>
            {channels.map((each) => (
              <option key={each.channel_id} value={each.channel_id}>
                {each.name} ({networkName(each.channel_type)})
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
