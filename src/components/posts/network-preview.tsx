import type { Channel } from '../../api/generated/types.gen';
import { networkName } from '../../../shared/networks';
import { ChannelAvatar } from '../channels/channel-avatar';
import { handle } from '../channels/handle';
import { cropOf, cutAtLimit, hostOf } from './network-look';

interface NetworkPreviewProps {
  channel: Pick<Channel, 'channel_type' | 'name' | 'screen_name' | 'picture'>;
  message: string;
  link?: string;
  picture?: string;
  /** What stands for the text while there is none yet (the composer's empty message). */
  placeholder?: string;
}

/**
 * A post as it will look on its channel's network: the account (its picture, name and handle, and the network in
 * words), the picture cropped as the network crops it, the text cut at its limit, and the link's card. The composer
 * shows it while writing, the approval card to whoever reviews the post.
 */
export function NetworkPreview({ channel, message, link, picture, placeholder }: NetworkPreviewProps) {
  const network = networkName(channel.channel_type);
  const { text, cut } = cutAtLimit(message, channel.channel_type);
  const crop = cropOf(channel.channel_type);
  return (
    <article
      aria-label={`Preview on ${network} · ${channel.name}`}
      className="max-w-sm rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-2">
        <ChannelAvatar channelType={channel.channel_type} picture={channel.picture} size={32} />
        <div className="min-w-0">
          <p className="font-semibold break-words">{channel.name}</p>
          <p className="text-xs break-words text-slate-600">
            {network} · {handle(channel.screen_name)}
          </p>
        </div>
      </div>
      {picture ? (
        <img
          src={picture}
          alt={`The post’s picture, cropped ${crop.label}`}
          style={{ aspectRatio: crop.ratio }}
          className="mt-2 w-full rounded-md bg-slate-100 object-cover"
        />
      ) : null}
      <p className="mt-2 break-words whitespace-pre-wrap">
        {text || (placeholder && <span className="text-slate-500">{placeholder}</span>)}
        {cut && <span className="font-semibold text-red-700"> … cut here</span>}
      </p>
      {link && (
        <div className="mt-2 rounded-md p-2 ring-1 ring-slate-200">
          <p className="text-xs text-slate-500 uppercase">{hostOf(link)}</p>
          <p className="break-all text-blue-700">{link}</p>
        </div>
      )}
    </article>
  );
}
