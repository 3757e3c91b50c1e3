import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';
import { findUrls } from '../../shared/text-length.ts';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** Where short links point: the service's public origin (PUBLIC_ORIGIN behind a proxy). */
export const linkOrigin = (config: Config) =>
  config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
export const shortUrl = (config: Config, code: string) => `${linkOrigin(config)}/l/${code}`;

/**
 * Gives each URL of a post's message and link a short link; a URL the post keeps keeps its link and clicks,
 * a URL it no longer has loses its link.
 */
export async function syncShortLinks(
  tx: Db,
  postId: number,
  message: string,
  link: string | null,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const urls = findUrls([message, link ?? ''].join(' '));
  if (options.fresh) {
    // A new post has no links yet: nothing to keep or drop.
    if (urls.length) await tx.insert(shortLinks).values(urls.map((url) => ({ postId, url, code: newCode() })));
    return;
  }
  const stale = and(eq(shortLinks.postId, postId), urls.length ? notInArray(shortLinks.url, urls) : undefined);
  await tx.delete(shortLinks).where(stale);
  const kept = urls.length
    ? await tx
        .select({ url: shortLinks.url })
        .from(shortLinks)
        .where(and(eq(shortLinks.postId, postId), inArray(shortLinks.url, urls)))
    : [];
  const keptUrls = new Set(kept.map((k) => k.url));
  const fresh = urls.filter((url) => !keptUrls.has(url));
  if (fresh.length) await tx.insert(shortLinks).values(fresh.map((url) => ({ postId, url, code: newCode() })));
}

export const linksOf = (db: Db, postId: number) =>
  db.select().from(shortLinks).where(eq(shortLinks.postId, postId)).orderBy(shortLinks.id);

/** The text the network receives: every URL replaced by its short link, so clicks are counted. */
export async function withShortLinks(db: Db, config: Config, postId: number, text: string): Promise<string> {
  // Links are made of the URLs a text has: a text without any has none to replace (no read, at 09:00's burst).
  if (findUrls(text).length === 0) return text;
  const links = await linksOf(db, postId);
  return links.reduce((result, l) => result.split(l.url).join(shortUrl(config, l.code)), text);
}

/**
 * Where a short link leads, counting the click; undefined for an unknown code. The address comes back encoded
 * for a Location header (a URL with non-ASCII characters, as people paste them, is percent-encoded).
 */
export async function followShortLink(db: Db, code: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return undefined;
  const [link] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1` })
    .where(eq(shortLinks.code, code))
    .returning({ url: shortLinks.url });
  return link ? headerSafeUrl(link.url) : undefined;
}

/** A URL as an HTTP header may carry it: parsed and serialized (which percent-encodes), else encoded as text. */
export function headerSafeUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    // Not a URL the parser takes: encoded as text, lone surrogates (which encodeURI refuses) replaced first.
    return encodeURI(url.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}
