import { networkOf } from '../../../shared/networks';
import { textLength } from '../../../shared/text-length';

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

/** The host a link card names ("northwind.example"), or the text itself when it is no address yet. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
