import { useId, useState } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { cropOf, cutAtLimit } from './network-rules';

interface PostPreviewProps {
  channels: Channel[];
  message: string;
  link: string;
  picture: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * How the post would look on one chosen channel's network: the text cut at its limit, the link's card, the picture
 * cropped as the network crops it. One channel at a time, picked by name.
 */
export function PostPreview({ channels, message, link, picture }: PostPreviewProps) {
  const [picked, setPicked] = useState<string>();
  const name = useId();
  const channel = channels.find((c) => c.channel_id === picked) ?? channels[0];
  if (!channel) return null;
  const { text, cut } = cutAtLimit(message, channel.channel_type);
  const crop = cropOf(channel.channel_type);
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
      <article
        aria-label={`Preview on ${networkName(channel.channel_type)} · ${channel.name}`}
        className="mt-2 max-w-sm rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex items-center gap-2">
          <img src={channel.picture} alt="" width={24} height={24} className="size-6 rounded-full" />
          <span className="font-semibold">{channel.name}</span>
        </div>
        {picture ? (
          <img
            src={picture}
            alt={`The picture, cropped ${crop.label}`}
            style={{ aspectRatio: crop.ratio }}
            className="mt-2 w-full rounded-md object-cover"
          />
        ) : null}
        <p className="mt-2 whitespace-pre-wrap break-words">
          {text || <span className="text-slate-500">Your message shows here.</span>}
          {cut && <span className="font-semibold text-red-700"> … cut here</span>}
        </p>
        {link && (
          <div className="mt-2 rounded-md p-2 ring-1 ring-slate-200">
            <p className="text-xs uppercase text-slate-500">{hostOf(link)}</p>
            <p className="break-all text-blue-700">{link}</p>
          </div>
        )}
      </article>
    </section>
  );
}
