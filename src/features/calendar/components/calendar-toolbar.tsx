import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Channel, PostState } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { stepFrom, viewTitle } from '../lib/grid-dates';
import type { CalendarSearch } from '../lib/range';
import { channelLabel } from '../lib/channel-label';
import { STATE_LABELS } from './post-state';

interface ToolbarProps {
  search: CalendarSearch;
  today: string;
  channels: readonly Channel[];
  onChange: (change: Partial<CalendarSearch>) => void;
  /** Import and export, placed by the page. */
  children?: React.ReactNode;
}

const selectClass = 'max-w-56 rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm';

/** Week or month, previous / today / next, and the channel and state filters: all in the address, to share. */
export function CalendarToolbar({ search, today, channels, onChange, children }: ToolbarProps) {
  const { view, date } = search;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Previous ${view}`}
          onClick={() => onChange({ date: stepFrom(view, date, -1) })}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="secondary" onClick={() => onChange({ date: today })}>
          Today
        </Button>
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Next ${view}`}
          onClick={() => onChange({ date: stepFrom(view, date, 1) })}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <h2 className="min-w-40 text-lg font-semibold text-slate-900" aria-live="polite">
        {viewTitle(view, date)}
      </h2>
      <div role="radiogroup" aria-label="View" className="flex rounded-lg ring-1 ring-slate-300">
        {(['week', 'month'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={view === choice}
            onClick={() => onChange({ view: choice })}
            className={`px-3 py-1.5 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ${view === choice ? 'bg-blue-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {choice === 'week' ? 'Week' : 'Month'}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <span className="sr-only sm:not-sr-only">Channel</span>
        <select
          className={selectClass}
          value={search.channel ?? ''}
          onChange={(event) => onChange({ channel: event.target.value || undefined })}
        >
          <option value="">All channels</option>
          {channels.map((channel) => (
            <option key={channel.channel_id} value={channel.channel_id}>
              {channelLabel(channel)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <span className="sr-only sm:not-sr-only">State</span>
        <select
          className={selectClass}
          value={search.state ?? ''}
          onChange={(event) => onChange({ state: (event.target.value || undefined) as PostState | undefined })}
        >
          <option value="">Every state</option>
          {Object.entries(STATE_LABELS).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2 sm:ml-auto">{children}</div>
    </div>
  );
}
