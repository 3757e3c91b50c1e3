const markOf = (channelType: number) => `/avatars/network-${channelType}.svg`;

/**
 * A channel's picture with its network's mark in the corner, so two accounts named alike on different networks
 * never look the same. A channel without a picture of its own shows the network's mark alone. Decorative: the
 * channel's name and network are always written beside it.
 */
export function ChannelAvatar({
  channelType,
  picture,
  size = 32,
}: {
  channelType: number;
  picture: string;
  size?: 24 | 32 | 40 | 48;
}) {
  const mark = markOf(channelType);
  const box = { 24: 'size-6', 32: 'size-8', 40: 'size-10', 48: 'size-12' }[size];
  if (!picture || picture === mark)
    return <img src={mark} alt="" width={size} height={size} className={`${box} shrink-0 rounded-lg`} />;
  const badge = size === 24 ? 'size-3' : size === 48 ? 'size-5' : 'size-4';
  return (
    <span className={`relative inline-block ${box} shrink-0`}>
      <img src={picture} alt="" width={size} height={size} className={`${box} rounded-full`} />
      <img
        src={mark}
        alt=""
        width={16}
        height={16}
        className={`absolute -right-1 -bottom-1 ${badge} rounded ring-2 ring-white`}
      />
    </span>
  );
}

/** A network's mark on its own, e.g. beside an inbox item's network name. */
export function NetworkMark({ channelType, className = 'size-4' }: { channelType: number; className?: string }) {
  return <img src={markOf(channelType)} alt="" width={16} height={16} className={`${className} shrink-0 rounded`} />;
}
