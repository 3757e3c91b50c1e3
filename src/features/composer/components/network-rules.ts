import { listInWords } from '../../../lib/words';
import type { Channel } from '../../../api/generated/types.gen';
import { networkOf } from '../../../../shared/networks';
import { pictureRuleProblem, type PictureFacts } from '../../../../shared/picture-rules';
import { textLength } from '../../../../shared/text-length';

export interface ChannelCheck {
  channel: Channel;
  problems: string[];
}

/**
 * What each chosen channel's network would refuse (shared/networks.ts, the table the service checks with): a
 * message over its limit, or no picture where it needs one (Instagram, Pinterest); with what is known of an uploaded
 * picture (its upload's answer: width, height, size), a shape or size the network does not take
 * (shared/picture-rules.ts, decision 061).
 */
export function channelChecks(
  channels: Channel[],
  message: string,
  picture: string,
  pictureFacts?: PictureFacts,
): ChannelCheck[] {
  return channels.map((channel) => {
    const network = networkOf(channel.channel_type);
    const problems: string[] = [];
    if (network.pictureRequired && !picture.trim()) problems.push(`${network.name} needs an image.`);
    const unsuitable =
      picture.trim() && pictureFacts ? pictureRuleProblem(channel.channel_type, network.name, pictureFacts) : null;
    if (unsuitable) problems.push(unsuitable);
    const length = textLength(message, channel.channel_type);
    if (length > network.charLimit)
      problems.push(
        `Too long for ${network.name}: ${length.toLocaleString('en-US')} of ${network.charLimit.toLocaleString('en-US')} characters.`,
      );
    return { channel, problems };
  });
}

/** A network's rules in a few words, shown beside a channel as it is picked: "Up to 280 characters; needs an image." */
export function rulesInWords(channelType: number): string {
  const network = networkOf(channelType);
  const limit = `Up to ${network.charLimit.toLocaleString('en-US')} characters`;
  return network.pictureRequired ? `${limit}; needs an image.` : `${limit}.`;
}

/** Why the post cannot go yet, in one sentence for beside the button; null when it can. */
export function blockingReason(checks: ChannelCheck[]): string | null {
  const blocked = checks.filter((c) => c.problems.length > 0);
  if (blocked.length === 0) return null;
  const names = blocked.map((c) => c.channel.name);
  return `Not ready for ${listInWords(names)}: see the problems above.`;
}
