import { useId, useState, type ReactNode } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { NetworkPreview } from '../../../components/posts/network-preview';
import { PreviewFollowUps } from './preview-follow-ups';

interface PostPreviewProps {
  channels: Channel[];
  message: string;
  link: string;
  picture: string;
  /** A channel's own text and picture, when its network has a version (decision 063). */
  own?: (channel: Channel) => { message: string; picture: string };
  /** Shown under the preview of a channel with the text it publishes: the final links (decision 068). */
  footer?: (channel: Channel, message: string) => ReactNode;
  /** A thread's parts after the first and a first comment, shown under the post (decisions 064, 065). */
  followUps?: { thread: string[]; firstComment: string };
}

/**
 * How the post would look on one chosen channel's network (the text cut at its limit, the link's card, the picture
 * cropped as the network crops it). One channel at a time, picked by name.
 */
export function PostPreview({ channels, message, link, picture, own, footer, followUps }: PostPreviewProps) {
  const [picked, setPicked] = useState<string>();
  const name = useId();
  const channel = channels.find((c) => c.channel_id === picked) ?? channels[0];
  if (!channel) return null;
  const shown = own?.(channel) ?? { message, picture };
  return (
    <section aria-labelledby={`${name}-title`} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 id={`${name}-title`} className="text-sm font-semibold">
        Preview
      </h3>
      {channels.length > 1 && (
        <fieldset className="mt-2">
          <legend className="sr-only">Preview on</legend>
          <div className="flex flex-wrap gap-1">
            {channels.map((c) => (
              <label
                key={c.channel_id}
                className="cursor-pointer rounded-full px-3 py-1 text-xs ring-1 ring-slate-300 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:checked]:ring-blue-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600"
              >
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  checked={c.channel_id === channel.channel_id}
                  onChange={() => setPicked(c.channel_id)}
                />
                {networkName(c.channel_type)} · {c.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-2">
        <NetworkPreview
          channel={channel}
          message={shown.message}
          link={link}
          picture={shown.picture}
          placeholder="Your message shows here."
        />
        {footer?.(channel, shown.message)}
        {followUps && <PreviewFollowUps channel={channel} {...followUps} />}
      </div>
    </section>
  );
}
