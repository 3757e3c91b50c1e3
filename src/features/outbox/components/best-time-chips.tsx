import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { analyticsBestTimesOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Clock } from '../../../lib/clock';
import { formatTimeOfDay } from '../../../lib/clock';
import { weekdays, type Weekday } from '../../../lib/schedule';

interface BestTimeChipsProps {
  channelId: string;
  /** The schedule being edited: a suggestion already in it is not offered. */
  slots: Record<Weekday, string[]>;
  clock: Clock;
  onAdd: (day: Weekday, time: string) => void;
}

const dayName = Object.fromEntries(weekdays) as Record<Weekday, string>;

/**
 * The channel's best times to post (decision 076) as chips that add a slot to the schedule being edited. Nothing
 * shows while they load or when they cannot be read: the schedule is edited the same without them.
 */
export function BestTimeChips({ channelId, slots, clock, onAdd }: BestTimeChipsProps) {
  const best = useQuery({ ...analyticsBestTimesOptions({ query: { channel_id: Number(channelId) } }), retry: false });
  const data = best.data?.data;
  if (!data) return null;
  if (!data.enough)
    return (
      <p className="mb-3 text-sm text-slate-600">
        {data.posts_counted} of {data.posts_needed} posts so far: best times show once {data.posts_needed} posts have
        results.
      </p>
    );
  if (data.suggested.length === 0) return null;
  const offered = data.suggested.filter((s) => !slots[s.weekday].includes(s.time));
  return (
    <section aria-labelledby="best-times-title" className="mb-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 id="best-times-title" className="text-sm font-semibold">
        Best times for this channel
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        When its posts of the last 6 months did best against its usual, best first.
      </p>
      {offered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">The schedule has each of them.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {offered.map(({ weekday, time }) => {
            const shown = formatTimeOfDay(time, clock);
            return (
              <li key={`${weekday}-${time}`}>
                <button
                  type="button"
                  onClick={() => onAdd(weekday, time)}
                  aria-label={`Add ${dayName[weekday]} ${shown} to the schedule`}
                  className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-blue-700 ring-1 ring-slate-300 hover:bg-blue-50"
                >
                  <Plus aria-hidden className="size-4" />
                  Add {dayName[weekday].slice(0, 3)} {shown}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
