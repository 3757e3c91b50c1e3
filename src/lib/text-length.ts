import { findNetwork, networkName } from '../../shared/networks';
import { textLength } from '../../shared/text-length';

export interface LengthCheck {
  channelType: number;
  network: string;
  length: number;
  limit: number;
  over: boolean;
}

/** One count per network among the chosen channels, each counted as its network counts (the service checks the same). */
export function lengthChecks(text: string, channelTypes: number[]): LengthCheck[] {
  return [...new Set(channelTypes)].sort().map((type) => {
    const length = textLength(text, type);
    const limit = findNetwork(type)?.charLimit ?? Infinity;
    return { channelType: type, network: networkName(type), length, limit, over: length > limit };
  });
}
