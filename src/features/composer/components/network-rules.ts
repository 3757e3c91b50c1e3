import { listInWords } from '../../../lib/words';
import type { Channel } from '../../../api/generated/types.gen';
import { networkOf } from '../../../../shared/networks';
import { textLength } from '../../../../shared/text-length';

export interface ChannelCheck {
  channel: Channel;
  problems: string[];
}

/**
 * What each chosen channel's network would refuse (shared/networks.ts, the table the service checks with): a
 * message over its limit, or no picture where it needs one (Instagram, Pinterest).
 */
export function channelChecks(channels: Channel[], message: string, picture: string): ChannelCheck[] {
  return channels.map((channel) => {
    const network = networkOf(channel.channel_type);
    const problems: string[] = [];
    if (network.pictureRequired && !picture.trim()) problems.push(`${network.name} needs an image.`);
    const length = textLength(message, channel.channel_type);
    if (length > network.charLimit)
      problems.push(
        `Too long for ${network.name}: ${length.toLocaleString('en-US')} of ${network.charLimit.toLocaleString('en-US')} characters.`,
      );
    return { channel, problems };
  });
}

/** Why the post cannot go yet, in one sentence for beside the button; null when it can. */
export function blockingReason(checks: ChannelCheck[]): string | null {
  const blocked = checks.filter((c) => c.problems.length > 0);
  if (blocked.length === 0) return null;
  const names = blocked.map((c) => c.channel.name);
  return `Not ready for ${listInWords(names)}: see the problems above.`;
}

/** The text as the network shows it: cut where its limit falls (counted as it counts). */
export function cutAtLimit(message: string, channelType: number): { text: string; cut: boolean } {
  const { charLimit } = networkOf(channelType);
  if (textLength(message, channelType) <= charLimit) return { text: message, cut: false };
  const chars = [...message];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (textLength(chars.slice(0, mid).join(''), channelType) <= charLimit) low = mid;
    else high = mid - 1;
  }
  return { text: chars.slice(0, low).join(''), cut: true };
}

/** How the network crops a picture in its feed. */
export function cropOf(channelType: number): { ratio: string; label: string } {
  const network = networkOf(channelType);
  if (network.key === 'instagram') return { ratio: '1 / 1', label: `square, as ${network.name} crops it` };
  if (network.key === 'pinterest') return { ratio: '2 / 3', label: `2:3, as ${network.name} crops it` };
  return { ratio: '16 / 9', label: `16:9, as ${network.name} shows it` };
}
