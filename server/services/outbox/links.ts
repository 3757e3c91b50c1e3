import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { channels, posts, shortLinks } from '../../db/schema.ts';
import { POST_STATUS } from './read.ts';
import { findUrls } from '../../../shared/text-length.ts';
import { utmTagsFor, withUtm, type UtmTags } from '../../domain/utm.ts';
import { networkOf } from '../../../shared/networks.ts';
import { utmSettingOf } from '../workspaces/utm.ts';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** Where short links point: the service's public origin (PUBLIC_ORIGIN behind a proxy). */
export const linkOrigin = (config: Config) =>
  config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
export const shortUrl = (config: Config, code: string) => `${linkOrigin(config)}/l/${code}`;

/**
 * Gives each URL of a post's message and link a short link; a URL the post keeps keeps its link and clicks,
 * a URL it no longer has loses its link. With `utm` (the workspace's UTM setting on), each link's target is its URL
 * tagged for the post's network and campaign (decision 068), kept up to date on the links the post keeps.
 */
export async function syncShortLinks(
  tx: Db,
  postId: number,
  message: string,
  link: string | null,
  options: { fresh?: boolean; utm?: UtmTags | null } = {},
): Promise<void> {
  const urls = findUrls([message, link ?? ''].join(' '));
  const targetOf = (url: string) => {
    const tagged = options.utm ? withUtm(url, options.utm) : url;
    return tagged === url ? null : tagged;
  };
  const row = (url: string) => ({ postId, url, code: newCode(), target: targetOf(url) });
  if (options.fresh) {
    // A new post has no links yet: nothing to keep or drop.
    if (urls.length) await tx.insert(shortLinks).values(urls.map(row));
    return;
  }
  const stale = and(eq(shortLinks.postId, postId), urls.length ? notInArray(shortLinks.url, urls) : undefined);
  await tx.delete(shortLinks).where(stale);
  const kept = urls.length
    ? await tx
        .select({ id: shortLinks.id, url: shortLinks.url, target: shortLinks.target })
        .from(shortLinks)
        .where(and(eq(shortLinks.postId, postId), inArray(shortLinks.url, urls)))
    : [];
  for (const k of kept)
    if (k.target !== targetOf(k.url))
      await tx
        .update(shortLinks)
        .set({ target: targetOf(k.url) })
        .where(eq(shortLinks.id, k.id));
  const keptUrls = new Set(kept.map((k) => k.url));
  const fresh = urls.filter((url) => !keptUrls.has(url));
  if (fresh.length) await tx.insert(shortLinks).values(fresh.map(row));
}

/**
 * How the links of a workspace's posts on these channels are tagged (decision 068): a post's tags by its channel
 * and campaign, none while the setting is off. Reads the setting and the channels' networks once.
 */
export async function linkTagger(
  tx: Db,
  workspaceId: number,
  channelIds: readonly number[],
): Promise<(channelId: number, campaign: string | null) => UtmTags | null> {
  const setting = await utmSettingOf(tx, workspaceId);
  if (!setting.enabled || channelIds.length === 0) return () => null;
  const rows = await tx
    .select({ id: channels.id, channelType: channels.channelType })
    .from(channels)
    .where(inArray(channels.id, [...new Set(channelIds)]));
  const keys = new Map(rows.map((row) => [row.id, networkOf(row.channelType).key]));
  return (channelId, campaign) => {
    const key = keys.get(channelId);
    return key ? utmTagsFor(setting, key, campaign) : null;
  };
}

export const linksOf = (db: Db, postId: number) =>
  db.select().from(shortLinks).where(eq(shortLinks.postId, postId)).orderBy(shortLinks.id);

/** The text the network receives: every URL replaced by its short link, so clicks are counted. */
/** Several texts of one post with their short links, its links read once (none read when no text has a URL). */
export async function withShortLinks(db: Db, config: Config, postId: number, texts: string[]): Promise<string[]> {
  // Links are made of the URLs a text has: a text without any has none to replace (no read, at 09:00's burst).
  if (texts.every((text) => findUrls(text).length === 0)) return texts;
  const links = await linksOf(db, postId);
  return texts.map((text) => links.reduce((result, l) => result.split(l.url).join(shortUrl(config, l.code)), text));
}

/** Where a short link leads: on (a 302), or to a page that says where, and why it does not send the visitor on. */
export type ShortLinkTarget =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; reason: 'awaiting_approval' | 'sent_back' | 'not_web'; address: string; web: boolean };

/**
 * Where a short link leads; undefined for an unknown code. It sends the visitor on only when its post is live (it
 * needs no approval, or was approved: a collaborator's link is not live before a reviewer has seen it) and its
 * address is a web one; else a page says where it goes. A click is counted on a live post's link only. The address
 * comes back encoded for a Location header (a URL with non-ASCII characters, as people paste them, is
 * percent-encoded).
 */
export async function followShortLink(db: Db, code: string): Promise<ShortLinkTarget | undefined> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return undefined;
  const live = and(eq(posts.toApprove, false), ne(posts.status, POST_STATUS.returned));
  const [link] = await db
    .update(shortLinks)
    .set({ clicks: sql`case when ${live} then ${shortLinks.clicks} + 1 else ${shortLinks.clicks} end` })
    .from(posts)
    .where(and(eq(shortLinks.code, code), eq(posts.id, shortLinks.postId)))
    .returning({ url: shortLinks.url, target: shortLinks.target, toApprove: posts.toApprove, status: posts.status });
  if (!link) return undefined;
  const final = link.target ?? link.url;
  const web = webAddress(final);
  const address = web ?? final;
  if (link.status === POST_STATUS.returned) return { kind: 'page', reason: 'sent_back', address, web: !!web };
  if (link.toApprove) return { kind: 'page', reason: 'awaiting_approval', address, web: !!web };
  if (!web) return { kind: 'page', reason: 'not_web', address, web: false };
  return { kind: 'redirect', location: web };
}

/** An absolute http(s) address with a host, as a Location header may carry it; undefined for anything else. */
export function webAddress(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname ? parsed.href : undefined;
}
