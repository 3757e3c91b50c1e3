import { useId } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';

interface ChannelFilterProps {
  channel?: number;
  channels: Channel[];
  onChange: (channel: number | undefined) => void;
}

/** All channels, or one: the choice lives in the URL (the route's `channel`), so it can be reloaded and shared. */
export function ChannelFilter({ channel, channels, onChange }: ChannelFilterProps) {
  const id = useId();
  return (
    <div className="flex w-full max-w-80 min-w-0 flex-col">
      <label htmlFor={id} className="text-sm font-semibold">
        Channel
      </label>
      <select
        id={id}
        value={channel ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className="mt-1 h-10 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2"
      >
        <option value="">All channels</option>
        {channels.map((c) => (
          <option key={c.channel_id} value={c.channel_id}>
            {c.name} ({networkName(c.channel_type)})
          </option>
        ))}
      </select>
    </div>
  );
}
