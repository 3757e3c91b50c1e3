import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { manages } from '../../../lib/roles';

// Shown only while a channel needs reconnecting: its code comes then.
const BrokenChannelsAlert = lazy(async () => ({
  default: (await import('./broken-channels-alert')).BrokenChannelsAlert,
}));

/**
 * Above every page, for owners and admins: the channels the network stopped taking posts from (their sign-in was
 * refused), until someone reconnects them. Nothing goes out on them meanwhile, so it stays in view. It is no part
 * of a page's data: if the list cannot load, the page shows without it.
 */
export function ChannelHealthBanner() {
  const manager = manages(useWorkspace().role);
  const { data } = useQuery({ ...channelsGetOptions(), enabled: manager });
  const broken = manager ? (data?.data ?? []).filter((channel) => channel.status === 'needs_reconnect') : [];
  if (broken.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BrokenChannelsAlert channels={broken} />
    </Suspense>
  );
}
