import { z } from 'zod';
import { channelType, dateTime, digits, flag, id, int, success } from './common.ts';
import { date } from './calendar.ts';
import { defineOperation } from './operation.ts';
import { MAX_REPORT_DAYS } from '../../domain/limits.ts';

const count = int.nullable();

/** A post's figures (decision 073): each null where its network gives no such figure, never 0 for "not given". */
const postFigures = {
  likes: count.meta({ description: 'likes (reactions on Facebook)' }),
  comments: count.meta({ description: 'comments or replies' }),
  shares: count.meta({ description: 'reposts, retweets, shares' }),
  quotes: count.meta({ description: 'quotes (X, Bluesky)' }),
  saves: count.meta({ description: 'saves, bookmarks' }),
  impressions: count.meta({ description: 'impressions or views, as the network counts them' }),
  network_clicks: count.meta({ description: "clicks the network counted on the post's link" }),
  link_clicks: int.meta({ description: "clicks on the post's short links, counted by the service (every network)" }),
  engagement: int.meta({ description: 'likes + comments + shares + quotes + saves, those the network gives' }),
  engagement_rate: z.number().min(0).nullable().meta({
    description: 'engagement over impressions where the network gives them, else over followers; null when neither',
  }),
};

const rateBase = z.enum(['impressions', 'followers']).nullable().meta({
  description: 'what engagement_rate is over: the posts’ impressions, or the followers when they were published',
});

const range = {
  from: date.meta({ description: 'the first day, in the workspace zone' }),
  to: date.meta({ description: `the last day, included (at most ${MAX_REPORT_DAYS} days from from)` }),
};

const postResult = z
  .object({
    post_id: digits,
    channel_id: digits,
    channel_type: channelType,
    message: z.string(),
    published_at: dateTime,
    permalink: z.string().meta({ description: 'the post on its network; empty when unknown' }),
    state: z.enum(['live', 'final', 'deleted']).meta({
      description: 'live: still read; final: read for the last time (30 days on); deleted: gone from the network',
    }),
    ...postFigures,
    rate_base: rateBase,
    refreshed_at: dateTime.nullable().meta({ description: 'when the network was last read; null before the first' }),
    final: flag.meta({ description: '1 when the figures will not change (final or deleted)' }),
  })
  .meta({ id: 'PostResult' });

const totals = z
  .object({ posts: int, ...postFigures })
  .meta({ id: 'ResultTotals', description: 'each figure summed over the posts that have it; null when none has it' });

const dayFigures = z
  .object({
    day: date,
    followers: count.meta({ description: 'followers that day; null where not read (a gap, never interpolated)' }),
    posts: int.meta({ description: 'posts published that day' }),
    engagement: int,
    impressions: count,
    link_clicks: int,
    views: count.meta({ description: 'Google Business Profile: the profile’s views' }),
    website_clicks: count,
    calls: count,
    directions: count,
  })
  .meta({ id: 'ChannelDay' });

const channelTotals = {
  followers_first: count.meta({ description: 'followers on the first day of the range with a reading' }),
  followers_last: count.meta({ description: 'followers on the last day of the range with a reading' }),
  followers_change: count,
  posts: int,
  engagement: int,
  engagement_rate: z.number().min(0).nullable(),
  rate_base: rateBase,
  impressions: count,
  link_clicks: int,
};

export const analyticsOperations = [
  defineOperation({
    operationId: 'analyticsPosts',
    errors: [403, 404],
    method: 'GET',
    path: '/analytics/posts',
    tag: 'extension',
    summary: 'What each post published in a range did: its figures from its network and our link clicks',
    description: `The posts published from one day to another of the workspace zone (both included, at most ${MAX_REPORT_DAYS} days), with their figures as the networks last gave them (read 1, 3, 6, 12 and 24 hours after publishing, then daily to 30 days). A thread's figures are its first part's. Owners, admins and collaborators.`,
    paramsIn: 'query',
    params: z.object({
      ...range,
      channel_id: id.optional().meta({ description: 'one channel; every channel without it' }),
      sort: z
        .enum(['published', 'engagement', 'engagement_rate'])
        .optional()
        .meta({ description: 'published (newest first, the default), engagement or engagement_rate (most first)' }),
      limit: z.int().min(1).max(500).optional().meta({ description: '1 to 500, 50 by default' }),
      offset: z.int().min(0).optional(),
    }),
    response: success(
      z.object({
        ...range,
        count: int.meta({ description: 'posts in the range' }),
        totals: totals.extend({ rate_base: rateBase }),
        posts: z.array(postResult),
      }),
    ),
  }),
  defineOperation({
    operationId: 'analyticsPostHistory',
    errors: [403, 404],
    method: 'GET',
    path: '/analytics/postHistory',
    tag: 'extension',
    summary: "A published post's figures over time: each reading of them",
    paramsIn: 'query',
    params: z.object({ post_id: id }),
    response: success(
      z.object({
        post_id: digits,
        samples: z.array(
          z
            .object({ taken_at: dateTime, ...postFigures })
            .omit({ engagement_rate: true })
            .meta({ id: 'PostResultSample' }),
        ),
      }),
    ),
  }),
  defineOperation({
    operationId: 'analyticsChannels',
    errors: [403, 404],
    method: 'GET',
    path: '/analytics/channels',
    tag: 'extension',
    summary: 'How each channel grew and did over a range, day by day, and each network in all',
    description: `Per channel, the range's totals and every day of it (both included, at most ${MAX_REPORT_DAYS} days): followers as read once a day (null on a day without a reading), the posts published, their engagement, impressions and link clicks counted on the day each was published. networks: the same totals per network, to compare them. Owners, admins and collaborators.`,
    paramsIn: 'query',
    params: z.object({ ...range, channel_id: id.optional().meta({ description: 'one channel' }) }),
    response: success(
      z.object({
        ...range,
        channels: z.array(
          z
            .object({
              channel_id: digits,
              channel_type: channelType,
              name: z.string(),
              screen_name: z.string(),
              ...channelTotals,
              days: z.array(dayFigures),
            })
            .meta({ id: 'ChannelResult' }),
        ),
        networks: z.array(
          z.object({ channel_type: channelType, channels: int, ...channelTotals }).meta({ id: 'NetworkResult' }),
        ),
      }),
    ),
  }),
];
