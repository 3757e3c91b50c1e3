import { findNetwork, networkOf } from './networks';

// Lengths and links of a post's text as each network counts them: apart from the network table, so a page that
// only names networks does not carry them (the dashboard's first download).

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const X_URL_LENGTH = 23;

/** X's weighted length: every URL counts 23, characters outside the Latin and punctuation ranges count 2. */
export function weightedLength(text: string): number {
  let length = 0;
  const withoutUrls = text.replace(URL_PATTERN, () => {
    length += X_URL_LENGTH;
    return '';
  });
  for (const char of withoutUrls) {
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

let graphemeSegmenter: Intl.Segmenter | undefined;

/** What a reader sees as one character (an emoji with its modifiers, a letter with its accents) counts one. */
export function graphemeLength(text: string): number {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let length = 0;
  for (const _ of graphemeSegmenter.segment(text)) length += 1;
  return length;
}

/** A text's length as its network counts it. */
export function textLength(text: string, channelType: number): number {
  switch (findNetwork(channelType)?.counting) {
    case 'weighted':
      return weightedLength(text);
    case 'graphemes':
      return graphemeLength(text);
    default:
      return [...text].length;
  }
}

/** null when the message fits the network, else what to tell the person. */
export function lengthProblem(text: string, channelType: number): string | null {
  const network = networkOf(channelType);
  const length = textLength(text, channelType);
  return length > network.charLimit
    ? `Too long for ${network.name}: ${length} of ${network.charLimit} characters.`
    : null;
}

/** The URLs in a text, each once; punctuation that ends a sentence is not part of them. */
export const findUrls = (text: string): string[] => [
  ...new Set((text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:!?)\]}]+$/, ''))),
];
