import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { rulesInWords } from './network-rules';

interface ChannelPickerProps {
  channels: Channel[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The channels to post on, several at once; each picked one says its network's rules beside it. */
export function ChannelPicker({ channels, selected, onChange, error }: ChannelPickerProps) {
  return (
    <fieldset aria-describedby={error ? 'channels-error' : undefined}>
      <legend className="text-sm font-semibold">Channels</legend>
      <p className="text-sm text-slate-600">Pick one or several: each network’s rules show as you pick it.</p>
      <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {channels.map((c) => {
          const picked = selected.includes(c.channel_id);
          const rulesId = `channel-rules-${c.channel_id}`;
          return (
            <div
              key={c.channel_id}
              className={`rounded-lg px-2 py-1.5 ring-1 ${picked ? 'bg-blue-50 ring-blue-200' : 'ring-transparent hover:bg-slate-50'}`}
            >
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0"
                  checked={picked}
                  aria-describedby={picked ? rulesId : undefined}
                  onChange={(e) =>
                    onChange(
                      e.target.checked ? [...selected, c.channel_id] : selected.filter((id) => id !== c.channel_id),
                    )
                  }
                />
                <ChannelAvatar channelType={c.channel_type} picture={c.picture} size={24} />
                <span className="min-w-0">
                  {c.name} <span className="text-slate-600">({networkName(c.channel_type)})</span>
                </span>
              </label>
              {picked && (
                <p id={rulesId} className="mt-0.5 pl-14 text-xs text-slate-700">
                  {rulesInWords(c.channel_type)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id="channels-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
