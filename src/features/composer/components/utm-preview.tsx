import { useQuery } from '@tanstack/react-query';
import { workspaceUtmOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Channel } from '../../../api/generated/types.gen';
import { networkOf } from '../../../../shared/networks';
import { findUrls } from '../../../../shared/text-length';
import { withUtm } from '../../../../shared/utm';

/** The workspace's UTM setting (decision 068), read when the composer opens; off until it is known. */
export function useUtmSetting() {
  const { data } = useQuery({ ...workspaceUtmOptions(), staleTime: 60_000 });
  return data?.data.enabled === 1 ? data.data : null;
}

interface FinalLinksProps {
  channel: Channel;
  message: string;
  link: string;
  /** The post's campaign; empty: the workspace's default. */
  campaign: string;
  setting: { campaign: string } | null;
}

/** Where the post's links lead on this channel's network once tagged: utm_source its key, utm_medium social. */
export function FinalLinks({ channel, message, link, campaign, setting }: FinalLinksProps) {
  if (!setting) return null;
  const urls = [...new Set(findUrls([message, link].join(' ')))];
  if (urls.length === 0) return null;
  const tags = { source: networkOf(channel.channel_type).key, campaign: campaign.trim() || setting.campaign };
  return (
    <div className="mt-2 text-xs text-slate-700">
      <p className="font-semibold">Links lead to</p>
      <ul aria-label="Final links" className="mt-1 space-y-1">
        {urls.map((url) => (
          <li key={url} className="break-all">
            {withUtm(url, tags)}
          </li>
        ))}
      </ul>
    </div>
  );
}
