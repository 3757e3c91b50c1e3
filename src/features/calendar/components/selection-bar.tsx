import { useState } from 'react';
import { useClock } from '../../../api/use-workspace';
import { TimeInput } from '../../../components/ui/time-input';
import type { CalendarPost, Channel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { channelLabel } from '../lib/channel-label';
import type { Move } from '../lib/moved';

interface SelectionBarProps {
  selected: readonly CalendarPost[];
  channels: readonly Channel[];
  onMove: (move: Move) => void;
  onChangeChannel: (channelId: string) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done to the selected posts at once: move, change channel, delete (each with Undo), or clear. */
export function SelectionBar({ selected, channels, onMove, onChangeChannel, onDelete, onClear }: SelectionBarProps) {
  const [dialog, setDialog] = useState<'move' | 'channel' | null>(null);
  if (selected.length === 0) return null;
  const count = selected.length === 1 ? '1 post selected' : `${selected.length} posts selected`;
  return (
    <div
      role="toolbar"
      aria-label="Selected posts"
      className="sticky bottom-16 z-20 flex flex-wrap items-center gap-2 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg sm:bottom-4"
    >
      <span className="font-semibold" aria-live="polite">
        {count}
      </span>
      <Button variant="secondary" onClick={() => setDialog('move')}>
        Move…
      </Button>
      <Button variant="secondary" onClick={() => setDialog('channel')}>
        Change channel…
      </Button>
      <Button variant="danger" onClick={onDelete}>
        Delete
      </Button>
      <Button variant="ghost" className="text-white hover:bg-slate-700" onClick={onClear}>
        Clear selection
      </Button>
      {dialog === 'move' && (
        <MoveDialog
          selected={selected}
          onClose={() => setDialog(null)}
          onMove={(move) => {
            setDialog(null);
            onMove(move);
          }}
        />
      )}
      {dialog === 'channel' && (
        <ChannelDialog
          selected={selected}
          channels={channels}
          onClose={() => setDialog(null)}
          onChoose={(channelId) => {
            setDialog(null);
            onChangeChannel(channelId);
          }}
        />
      )}
    </div>
  );
}

/** One post moves to a date and time; several move by a number of days, each keeping its time of day. */
function MoveDialog({
  selected,
  onClose,
  onMove,
}: {
  selected: readonly CalendarPost[];
  onClose: () => void;
  onMove: (move: Move) => void;
}) {
  const one = selected.length === 1 ? selected[0]! : null;
  const [date, setDate] = useState(one?.display_time.slice(0, 10) ?? '');
  const [time, setTime] = useState(one?.display_time.slice(11, 16) ?? '');
  const clock = useClock();
  const [days, setDays] = useState('1');
  const [error, setError] = useState<string>();
  const postIds = selected.map((p) => p.post_id);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (one) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
        return setError('Pick a date and a time.');
      return onMove({ postIds, to: `${date} ${time}:00` });
    }
    const shift = Number(days);
    if (!Number.isInteger(shift) || shift === 0 || Math.abs(shift) > 366)
      return setError('Move by a whole number of days from -366 to 366, not 0.');
    onMove({ postIds, shiftDays: shift });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={one ? 'Move post' : `Move ${selected.length} posts`}
      description={
        one
          ? 'It is pinned at the new time (a queued post put on a slot its queue holds stays queued).'
          : 'Each post moves by the same number of days and keeps its time of day.'
      }
    >
      <form onSubmit={submit} className="space-y-4 text-slate-900" noValidate>
        {one ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label="Date" error={error}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={inputClass}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              )}
            </Field>
            <Field label="Time">
              {(control) => (
                <TimeInput {...control} clock={clock} className={inputClass} value={time} onChange={setTime} />
              )}
            </Field>
          </div>
        ) : (
          <Field label="Days to move by" error={error} hint="Negative numbers move them earlier.">
            {(control) => (
              <input
                {...control}
                type="number"
                min={-366}
                max={366}
                className={inputClass}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            )}
          </Field>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </div>
      </form>
    </Dialog>
  );
}

function ChannelDialog({
  selected,
  channels,
  onClose,
  onChoose,
}: {
  selected: readonly CalendarPost[];
  channels: readonly Channel[];
  onClose: () => void;
  onChoose: (channelId: string) => void;
}) {
  const [channelId, setChannelId] = useState(channels[0]?.channel_id ?? '');
  return (
    <Dialog
      open
      onClose={onClose}
      title={selected.length === 1 ? 'Change the channel' : `Change the channel of ${selected.length} posts`}
      description="Pinned posts keep their time; queued ones join the end of the new channel's queue. If one post breaks the new network's rules, none moves."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(channelId);
        }}
        className="space-y-4 text-slate-900"
      >
        <Field label="New channel">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={channelId}
              onChange={(e) => setChannelId(e.target.value)}
            >
              {channels.map((channel) => (
                <option key={channel.channel_id} value={channel.channel_id}>
                  {channelLabel(channel)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Change channel</Button>
        </div>
      </form>
    </Dialog>
  );
}
