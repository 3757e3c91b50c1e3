import { graphAnswer, graphErrorOf, readingPausedUntil, type GraphError } from './meta-graph.ts';
import type { ApiAnswer } from './oauth/session.ts';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type ChannelFigures,
  type PostFigures,
  type ResultsQuery,
} from './types.ts';

// A Facebook Page's results (decision 074): its posts' reactions, comments and shares, their views, and the Page's
// followers, read with the Page token the connector publishes with. Sources: developers.facebook.com/docs/graph-api/
// reference/insights, …/pages-api/changelog (Nov 15, 2025: post_impressions deprecated, post_media_view instead),
// …/graph-api/overview/rate-limiting, …/graph-api/field-expansion.

/** Post ids a `?ids=` call reads at once (developers.facebook.com/docs/graph-api/overview, "multiple ID read"). */
export const FACEBOOK_RESULTS_BATCH = 50;

/** What a post's engagement is read with: counts only, no rows (field expansion's `summary` and `limit(0)`). */
export const ENGAGEMENT_FIELDS =
  'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';
/**
 * A post's views: `post_impressions` has answered "invalid metric" since Nov 15, 2025 (Pages API changelog), its
 * alternative being `post_media_view`, read through the insights edge expanded on the same `?ids=`.
 */
export const VIEWS_METRIC = 'post_media_view';

/** A Graph GET as the Page, answered raw: the connector's session, with the Page token and its proof. */
export type PageRead = (path: string, params: Record<string, string>) => Promise<ApiAnswer>;

interface PostNode {
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
  insights?: { data?: { name?: string; values?: { value?: unknown }[] }[] };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Meta's "no such object": 803 for an id of `?ids=` ("Some of the aliases you requested do not exist", reported), 100
 * with subcode 33 for one object ("… does not exist, cannot be loaded …"). Any other 100 (a field or metric refused)
 * is not the post's absence.
 */
const isMissing = (error: GraphError | undefined) =>
  error?.code === 803 || (error?.code === 100 && (error.error_subcode === 33 || /does not exist/i.test(error.message)));

/**
 * A refusal that is the figure's, not the Page's: a metric Meta no longer answers or a permission the sign-in lacks
 * (PublishError from graphAnswer). Sign-in, throttle and failure errors go on as they are.
 */
const isRefusal = (error: unknown) => error instanceof PublishError && !(error instanceof NeedsReconnect);

/**
 * The figures of up to FACEBOOK_RESULTS_BATCH posts: one `?ids=` call for reactions, comments and shares, one for
 * their views. A post Meta says does not exist is `gone`: when the batch is refused for a missing id, each post is
 * read alone to tell which. Reading stops (RateLimited) once a usage header says the Page's budget is half spent.
 */
export async function readFacebookResults(
  read: PageRead,
  posts: readonly ResultsQuery[],
  now: Date,
): Promise<Map<string, PostFigures | 'gone'>> {
  const results = new Map<string, PostFigures | 'gone'>();
  const ids = [...new Set(posts.map((post) => post.networkPostId))];
  // More than a batch is read a batch at a time: Meta refuses more ids than that in one call.
  for (let start = 0; start < ids.length; start += FACEBOOK_RESULTS_BATCH)
    for (const [id, figures] of await readBatch(read, ids.slice(start, start + FACEBOOK_RESULTS_BATCH), now))
      results.set(id, figures);
  return results;
}

/** One batch of at most FACEBOOK_RESULTS_BATCH ids: its engagement, then the views of the posts still there. */
async function readBatch(read: PageRead, ids: string[], now: Date): Promise<Map<string, PostFigures | 'gone'>> {
  const results = new Map<string, PostFigures | 'gone'>();
  const nodes = new Map<string, PostNode>();
  const batch = await get(read, '/', { ids: ids.join(','), fields: ENGAGEMENT_FIELDS }, now);
  if ('missing' in batch && ids.length === 1) results.set(ids[0]!, 'gone');
  else if ('missing' in batch)
    for (const id of ids) {
      const one = await get(read, `/${id}`, { fields: ENGAGEMENT_FIELDS }, now);
      if ('missing' in one) results.set(id, 'gone');
      else nodes.set(id, one.body as PostNode);
    }
  else
    for (const id of ids) {
      const node = (batch.body as Record<string, PostNode | undefined>)?.[id];
      if (node) nodes.set(id, node);
    }
  if (nodes.size === 0) return results;

  const views = await readViews(read, [...nodes.keys()], now);
  for (const [id, node] of nodes)
    results.set(id, {
      likes: count(node.reactions?.summary?.total_count),
      comments: count(node.comments?.summary?.total_count),
      // Meta leaves `shares` out of a post nobody shared: the field was asked for and the post answered, so 0.
      shares: node.shares ? count(node.shares.count) : 0,
      quotes: null,
      saves: null,
      impressions: views.get(id) ?? null,
      networkClicks: null,
    });
  return results;
}

/** The posts' views through the insights edge (lifetime); a refused metric or an empty set is no figure. */
async function readViews(read: PageRead, ids: string[], now: Date): Promise<Map<string, number>> {
  const views = new Map<string, number>();
  let answer: Awaited<ReturnType<typeof get>>;
  try {
    answer = await get(read, '/', { ids: ids.join(','), fields: `insights.metric(${VIEWS_METRIC})` }, now);
  } catch (error) {
    if (isRefusal(error)) return views;
    throw error;
  }
  if ('missing' in answer) return views;
  for (const id of ids) {
    const node = (answer.body as Record<string, PostNode | undefined>)?.[id];
    const metric = node?.insights?.data?.find((entry) => entry.name === VIEWS_METRIC);
    const value = count(metric?.values?.at(-1)?.value);
    if (value !== null) views.set(id, value);
  }
  return views;
}

/**
 * One read: its body, or `missing` when Meta says an object is not there; anything else as graphAnswer says it.
 * Each answer's usage header is read first, so a read past half the Page's budget stops there.
 */
async function get(
  read: PageRead,
  path: string,
  params: Record<string, string>,
  now: Date,
): Promise<{ body: unknown } | { missing: GraphError }> {
  const answer = await read(path, params);
  const error = graphErrorOf(answer.body);
  const body = isMissing(error) ? undefined : graphAnswer('Facebook', answer, now, 'the results');
  const until = readingPausedUntil(answer.response.headers, now);
  if (until)
    throw new RateLimited(
      until,
      `Facebook's usage header says over half of this Page's calls are spent: reading its results waits until ${until.toISOString()}.`,
    );
  return error && isMissing(error) ? { missing: error } : { body };
}

/** GET /{page-id}?fields=followers_count (developers.facebook.com/docs/graph-api/reference/page). */
export async function readFacebookGrowth(read: PageRead, pageId: string, now: Date): Promise<ChannelFigures> {
  const answer = await get(read, `/${pageId}`, { fields: 'followers_count' }, now);
  if ('missing' in answer) throw new PublishError(`Facebook no longer finds the Page: ${answer.missing.message}`);
  return {
    followers: count((answer.body as { followers_count?: unknown }).followers_count),
    following: null,
    posts: null,
  };
}
