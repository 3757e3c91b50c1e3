import { networkName } from './networks';

/** Character limits per channel_type (the service enforces the same). */
export const charLimits: Record<number, number> = { 1: 280, 2: 63206, 3: 63206, 4: 3000, 5: 2200, 6: 500, 7: 1500 };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/** X's weighted length (a URL counts 23, wide characters 2); code points elsewhere. */
export function textLength(text: string, channelType: number): number {
  if (channelType !== 1) return [...text].length;
  let length = 0;
  for (const char of text.replace(URL_PATTERN, () => ((length += 23), ''))) {
    const code = char.codePointAt(0)!;
    const light =
      code <= 0x10ff ||
      (code >= 0x2000 && code <= 0x200d) ||
      (code >= 0x2010 && code <= 0x201f) ||
      (code >= 0x2032 && code <= 0x2037);
    length += light ? 1 : 2;
  }
  return length;
}

export interface LengthCheck {
  channelType: number;
  network: string;
  length: number;
  limit: number;
  over: boolean;
}

/** One count per network among the chosen channels. */
export function lengthChecks(text: string, channelTypes: number[]): LengthCheck[] {
  return [...new Set(channelTypes)].sort().map((type) => {
    const length = textLength(text, type);
    const limit = charLimits[type] ?? Infinity;
    return { channelType: type, network: networkName(type), length, limit, over: length > limit };
  });
}
