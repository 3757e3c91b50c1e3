import { graphAnswer } from './instagram-graph.ts';
import { graphErrorOf, readingPausedUntil, type GraphError } from './meta-graph.ts';
import type { ApiAnswer } from './oauth/session.ts';
import { PublishError, RateLimited, type ChannelFigures, type PostFigures, type ResultsQuery } from './types.ts';

// An Instagram account's results (decision 074): each media's likes, comments, shares, saves and views, and the
// account's followers, follows and media. Sources: developers.facebook.com/docs/instagram-platform/reference/
// instagram-media/insights (one media a call; an empty set rather than 0; up to 48 hours late; error 10 "Not enough
// viewers"; `impressions` deprecated for `views`), …/instagram-platform/reference/instagram-user (the account's
// counts), developers.facebook.com/docs/graph-api/overview/rate-limiting.

/** Media read per batch: one call each (the insights edge takes one media), so a batch is a bound on a round. */
export const INSTAGRAM_RESULTS_BATCH = 25;

/**
 * The metrics asked of a media: `saved` is its saves, `views` its impressions (views replaced impressions on Instagram,
 * April 21, 2025). `reach` (unique accounts) has no place among a post's figures, so it is not asked.
 */
export const MEDIA_METRICS = ['likes', 'comments', 'shares', 'saved', 'views'] as const;

/** A Graph GET as the account, answered raw (the connector's session, with its token). */
export type AccountRead = (path: string, params: Record<string, string>) => Promise<ApiAnswer>;

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const NONE: PostFigures = {
  likes: null,
  comments: null,
  shares: null,
  quotes: null,
  saves: null,
  impressions: null,
  networkClicks: null,
};

/** The media is no longer there: code 100 with subcode 33, or "does not exist" in Meta's words. */
const isMissing = (error: GraphError | undefined) =>
  error?.code === 100 && (error.error_subcode === 33 || /does not exist/i.test(error.message));

/**
 * Instagram gives no figures for this media: code 10 ("Not enough viewers for the media to show insights", or a
 * sign-in without instagram_business_manage_insights) or another 100 (a metric this kind of media has not).
 */
const isNotCounted = (error: GraphError | undefined) => error?.code === 10 || error?.code === 100;

interface InsightsAnswer {
  data?: { name?: string; values?: { value?: unknown }[]; total_value?: { value?: unknown } }[];
}

/** A media's figures from its insights' data set: each metric answered, the rest null. */
function figuresOf(body: InsightsAnswer): PostFigures {
  const value = (name: (typeof MEDIA_METRICS)[number]) => {
    const entry = body.data?.find((metric) => metric.name === name);
    return count(entry?.values?.at(-1)?.value ?? entry?.total_value?.value);
  };
  return {
    ...NONE,
    likes: value('likes'),
    comments: value('comments'),
    shares: value('shares'),
    saves: value('saved'),
    impressions: value('views'),
  };
}

/**
 * The figures of the media, one insights call each: `gone` for a media Instagram no longer has, nulls where it gives
 * none. Reading stops (RateLimited) once a usage header says the account's budget is half spent.
 */
export async function readInstagramResults(
  read: AccountRead,
  posts: readonly ResultsQuery[],
  now: Date,
): Promise<Map<string, PostFigures | 'gone'>> {
  const results = new Map<string, PostFigures | 'gone'>();
  for (const id of new Set(posts.map((post) => post.networkPostId))) {
    const answer = await read(`/${id}/insights`, { metric: MEDIA_METRICS.join(',') });
    const error = graphErrorOf(answer.body);
    if (isMissing(error)) results.set(id, 'gone');
    else if (isNotCounted(error)) results.set(id, { ...NONE });
    else results.set(id, figuresOf(graphAnswer(answer, now, 'the results') as InsightsAnswer));
    pauseWhenHalfSpent(answer, now);
  }
  return results;
}

/** Past half of any of the account's budgets (X-Business-Use-Case-Usage), reading stops: publishing shares them. */
function pauseWhenHalfSpent(answer: ApiAnswer, now: Date) {
  const until = readingPausedUntil(answer.response.headers, now);
  if (until)
    throw new RateLimited(
      until,
      `Instagram's usage header says over half of this account's calls are spent: reading its results waits until ${until.toISOString()}.`,
    );
}

/** GET /{ig-user-id}?fields=followers_count,follows_count,media_count (IG User reference). */
export async function readInstagramGrowth(read: AccountRead, accountId: string, now: Date): Promise<ChannelFigures> {
  const answer = await read(`/${accountId}`, { fields: 'followers_count,follows_count,media_count' });
  const error = graphErrorOf(answer.body);
  if (isMissing(error)) throw new PublishError(`Instagram no longer finds the account: ${error!.message}`);
  const body = graphAnswer(answer, now, 'the account') as Record<string, unknown>;
  pauseWhenHalfSpent(answer, now);
  return {
    followers: count(body.followers_count),
    following: count(body.follows_count),
    posts: count(body.media_count),
  };
}
