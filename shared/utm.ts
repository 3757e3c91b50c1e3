/**
 * What a post's links are tagged with on one network when the workspace's UTM setting is on (decision 068). Shared:
 * the service tags the short links' targets with it, and the composer's preview shows the same final link.
 */
export interface UtmTags {
  /** The network's key (`x`, `linkedin`, …). */
  source: string;
  /** The post's campaign, else the workspace's default; empty: no utm_campaign. */
  campaign: string;
}

/**
 * A web address with `utm_source`, `utm_medium=social` and `utm_campaign` added to its query, before its fragment.
 * An address that already carries a utm_* parameter keeps its own (someone tagged it on purpose), and one that is not
 * an http(s) address is left alone. The rest of the address is kept as written, not re-encoded.
 */
export function withUtm(url: string, tags: UtmTags): string {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  if ([...parsed.searchParams.keys()].some((key) => key.toLowerCase().startsWith('utm_'))) return url;
  const hashAt = url.indexOf('#');
  const [base, fragment] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const pairs = [
    ['utm_source', tags.source],
    ['utm_medium', 'social'],
    ...(tags.campaign ? [['utm_campaign', tags.campaign]] : []),
  ].map(([key, value]) => `${key}=${encodeURIComponent(value!)}`);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${pairs.join('&')}${fragment}`;
}
