import { z } from 'zod';
import { dateTime, digits, flag, id, int, success } from './common.ts';
import { defineOperation } from './operation.ts';
import {
  BEST_TIMES_CELL_POSTS,
  BEST_TIMES_DAYS,
  BEST_TIMES_POSTS_NEEDED,
  BEST_TIMES_SPACING_HOURS,
  BEST_TIMES_SUGGESTED,
  WEEKDAYS,
} from '../../domain/best-times.ts';

const weekday = z.enum(WEEKDAYS);

export const bestTimesOperations = [
  defineOperation({
    operationId: 'analyticsBestTimes',
    errors: [403, 404],
    method: 'GET',
    path: '/analytics/bestTimes',
    tag: 'extension',
    summary: 'When to post on a channel: the weekday hours its posts did best at, and up to 5 to add to its schedule',
    description: `From the channel's posts of the last ${BEST_TIMES_DAYS} days that have an engagement rate (final, or at least 24 hours old): each post's rate over the channel's median rate of the 30 days around it (so that growth does not favour recent hours), grouped by the weekday and hour it was published at in the workspace zone. An hour is ranked with ${BEST_TIMES_CELL_POSTS} posts or more; the suggestions are the ${BEST_TIMES_SUGGESTED} best ranked hours, best first, at least ${BEST_TIMES_SPACING_HOURS} hours apart on a weekday, and none before ${BEST_TIMES_POSTS_NEEDED} posts. Owners, admins and collaborators.`,
    paramsIn: 'query',
    params: z.object({ channel_id: id }),
    response: success(
      z.object({
        channel_id: digits,
        timezone: z.string().meta({ description: 'the workspace zone: of the weekdays, hours and window' }),
        window_from: dateTime.meta({ description: `${BEST_TIMES_DAYS} days before window_to` }),
        window_to: dateTime.meta({ description: 'now' }),
        posts_counted: int.meta({ description: 'posts of the window with an engagement rate' }),
        posts_needed: int.meta({ description: `${BEST_TIMES_POSTS_NEEDED}: posts counted before times are suggested` }),
        enough: flag.meta({ description: '1 when posts_counted reaches posts_needed' }),
        cells: z.array(
          z
            .object({
              weekday,
              hour: z.int().min(0).max(23),
              posts: int,
              median_rate: z.number().min(0).meta({ description: "the median of the posts' engagement rates" }),
              relative_rate: z.number().min(0).meta({
                description: "the median of the posts' rates each over the channel's usual around it (1: as usual)",
              }),
            })
            .meta({
              id: 'BestTimesCell',
              description: 'a weekday hour the channel published at; only those with posts',
            }),
        ),
        suggested: z
          .array(
            z
              .object({ weekday, time: z.string().meta({ description: 'HH:mm in the workspace zone' }) })
              .meta({ id: 'BestTime' }),
          )
          .meta({ description: 'best first; empty unless enough' }),
      }),
    ),
  }),
];
