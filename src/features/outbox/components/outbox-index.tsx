import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Channel, ChannelEntry } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { NoChannels } from '../../../components/channels/no-channels';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';

/**
 * Every channel's outbox, with what waits in it. The counts come from channels/get (one call, which every role
 * may make), loaded after the list shows rather than holding it back.
 */
export function OutboxIndex({ channels }: { channels: Channel[] }) {
  const entries = useQuery(channelsGetOptions());
  const entryOf = (id: string) => entries.data?.data.find((e) => e.channel_id === id);
  return (
    <section aria-labelledby="page-title" className="max-w-7xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Outbox
      </h1>
      <p className="mt-2 text-slate-600">Every channel has its own queue. Pick one to see what goes out and when.</p>
      {channels.length === 0 ? (
        <NoChannels className="mt-6" what="queue posts for them here" />
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Channels">
          {channels.map((c) => (
            <li key={c.channel_id}>
              <Link
                to="/outbox/$channelId"
                params={{ channelId: c.channel_id }}
                className="flex h-full items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-blue-300"
              >
                <ChannelAvatar channelType={c.channel_type} picture={c.picture} size={40} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{c.name}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {networkName(c.channel_type)} · @{c.screen_name}
                  </span>
                  <Counts entry={entryOf(c.channel_id)} failed={entries.isError} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface CountsProps {
  entry?: ChannelEntry;
  failed: boolean;
}

function Counts({ entry, failed }: CountsProps) {
  const line = 'mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs';
  if (failed) return <span className={`${line} text-slate-600`}>Counts unavailable</span>;
  if (!entry) return <span className={`${line} text-slate-500`}>Counting…</span>;
  // waiting_posts counts every post still to go out, those awaiting approval and those failed too.
  const queued = entry.waiting_posts - entry.awaiting_approval - entry.failed_posts;
  return (
    <span className={line}>
      <span className="text-slate-700">{queued} queued</span>
      {entry.awaiting_approval > 0 && (
        <span className="font-semibold text-amber-800">{entry.awaiting_approval} awaiting approval</span>
      )}
      {entry.failed_posts > 0 && <span className="font-semibold text-red-700">{entry.failed_posts} failed</span>}
    </span>
  );
}
