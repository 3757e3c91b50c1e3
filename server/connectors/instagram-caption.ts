import { graphTime } from './meta-graph.ts';
import { PublishError, type Publication } from './types.ts';

// An Instagram post's caption and the account's publishing limit. Sources: the IG User Media reference
// (developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/ig-user/media, `caption`)
// and the content_publishing_limit reference.

/** Caption limits of POST /{ig-user-id}/media: 2,200 characters, 30 hashtags, 20 @-tags. */
const MAX_CHARACTERS = 2200;
const MAX_HASHTAGS = 30;
const MAX_MENTIONS = 20;

/**
 * The caption: the message, and the link on a line of its own when the message (as written) does not carry it.
 * Links in captions are not clickable on Instagram, so each goes as the service's short link, as the publication
 * has them: shorter to type, and its visits are counted.
 */
export function caption(publication: Pick<Publication, 'message' | 'link' | 'written'>): string {
  const { written } = publication;
  const text =
    written.link && !written.message.includes(written.link)
      ? `${publication.message}\n\n${publication.link}`
      : publication.message;
  return text.trim();
}

/** The caption as Instagram takes it, or the refusal saying what to shorten. */
export function checkCaption(text: string): string {
  const characters = [...text].length;
  if (characters > MAX_CHARACTERS)
    throw new PublishError(
      `The caption is ${characters} characters long with its links; Instagram takes ${MAX_CHARACTERS.toLocaleString('en')} at most.`,
    );
  const hashtags = text.match(/(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/gu)?.length ?? 0;
  if (hashtags > MAX_HASHTAGS)
    throw new PublishError(`The caption has ${hashtags} hashtags; Instagram takes ${MAX_HASHTAGS} at most.`);
  const mentions = text.match(/(?<![\p{L}\p{N}_.@])@[\p{L}\p{N}_.]+/gu)?.length ?? 0;
  if (mentions > MAX_MENTIONS)
    throw new PublishError(`The caption tags ${mentions} accounts; Instagram takes ${MAX_MENTIONS} @-tags at most.`);
  return text;
}

interface PublishingLimit {
  data?: { quota_usage?: number; config?: { quota_total?: number; quota_duration?: number } }[];
}

/**
 * When the account may publish again, if it is at its limit now: GET /{ig-id}/content_publishing_limit answers the
 * posts published in the moving window (`quota_usage`) and the window (`config.quota_total` posts in
 * `quota_duration` seconds). A place frees when the oldest post of the window leaves it, found among the account's
 * latest media (`latest(count)`); an hour when they do not tell.
 */
export async function publishingLimitEnds(
  answer: unknown,
  now: Date,
  latest: (count: number) => Promise<unknown>,
): Promise<Date | undefined> {
  const entry = (answer as PublishingLimit).data?.[0];
  const total = Number(entry?.config?.quota_total ?? 50);
  const seconds = Number(entry?.config?.quota_duration ?? 86_400);
  if (Number(entry?.quota_usage ?? 0) < total) return undefined;
  const start = now.getTime() - seconds * 1000;
  const media = (await latest(total)) as { data?: { timestamp?: string }[] };
  const inWindow = (media.data ?? [])
    .map((m) => graphTime(m.timestamp, new Date(0)).getTime())
    .filter((time) => time > start)
    .sort((a, b) => a - b);
  const leaving = inWindow[inWindow.length - total];
  const until = leaving === undefined ? now.getTime() + 60 * 60_000 : leaving + seconds * 1000;
  return new Date(Math.max(until, now.getTime() + 60_000));
}
