import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';

interface ChannelPickerProps {
  channels: Channel[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

export function ChannelPicker({ channels, selected, onChange, error }: ChannelPickerProps) {
  return (
    <fieldset aria-describedby={error ? 'channels-error' : undefined}>
      <legend className="text-sm font-semibold">Channels</legend>
      <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {channels.map((c) => (
          <label key={c.channel_id} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              className="size-4"
              checked={selected.includes(c.channel_id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...selected, c.channel_id] : selected.filter((id) => id !== c.channel_id))
              }
            />
            <ChannelAvatar channelType={c.channel_type} picture={c.picture} size={24} />
            {c.name} <span className="text-slate-600">({networkName(c.channel_type)})</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="channels-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
