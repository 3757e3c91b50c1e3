import { z } from 'zod';

import { DATE_WINDOW, MAX_ID } from '../../domain/limits.ts';

/** `Y-m-d h:i:s` as the interface writes it: 24-hour, in the workspace's time zone, within DATE_WINDOW. */
export const dateTime = z
  .string()
  .max(19)
  .regex(
    /^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
    `Use the format YYYY-MM-DD HH:mm:ss, with a year from ${DATE_WINDOW.first} to ${DATE_WINDOW.last}`,
  )
  .meta({ format: 'Y-m-d h:i:s', examples: ['2026-11-21 09:00:00'] });

export const int = z.int();
export const id = z.int().min(1).max(MAX_ID);
export const flag = z.int().min(0).max(1);
export const channelType = z.int().min(1).max(7);
/** At most this many ids in one list (a queue to reorder, channels to post to). */
export const MAX_LIST_IDS = 10_000;
/** Several ids joined by `_`, as the interface encodes lists of channels (and a queue's order). */
export const idList = z
  .string()
  .max(MAX_LIST_IDS * 11)
  .regex(/^\d+(_\d+)*$/, 'Use ids joined by underscores, such as 3_5_8')
  .refine((value) => value.split('_').length <= MAX_LIST_IDS, `At most ${MAX_LIST_IDS} ids in one list`)
  .refine(
    (value) => value.split('_').every((part) => part.length <= 10 && Number(part) >= 1 && Number(part) <= MAX_ID),
    `Each id is a whole number from 1 to ${MAX_ID}`,
  );
/** The interface types `channel_ids` of posts/create and inbox/retweet as integer, yet joins several with `_`. */
export const idOrIdList = z.union([id, idList]);
export const digits = z.string().regex(/^\d+$/);
/**
 * A JSON-valued parameter: JSON itself in a JSON body, or a JSON string in a form or the query; the service reads
 * both alike (`readJson`) and refuses a value of the wrong shape with 422 invalid_parameter.
 */
export const jsonParam = z.union([z.string().max(200_000), z.array(z.unknown()).max(1000)]);
export const url = z.string().max(2048);

/** The text of a post or draft and its limits (the interface's album_name 64, picture 5000). */
export const postMessage = z.string().min(1, 'Write a message').max(63206);
export const albumName = z.string().max(64, 'An album name has at most 64 characters');
export const picture = z.string().max(5000, 'A picture URL has at most 5000 characters');

export const errorBody = z
  .object({
    status: z.literal('error'),
    code: z.string().meta({ description: 'snake_case error code, stable for programs' }),
    message: z.string().meta({ description: 'what went wrong and what to do, for a person' }),
    field: z.string().optional().meta({ description: 'the parameter at fault, when one is' }),
  })
  .meta({ id: 'Error' });

/** RFC 6749 §5.2's error codes. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;

/**
 * The token endpoint's failures: the error body, and RFC 6749 §5.2's fields so that OAuth libraries understand them.
 * `code` may be more precise than `error` (missing_parameter for invalid_request).
 */
export const oauthErrorBody = errorBody
  .extend({
    error: z.enum(OAUTH_ERROR_CODES).meta({ description: 'RFC 6749 §5.2 error code' }),
    error_description: z.string().meta({ description: 'the message again, under RFC 6749’s name' }),
  })
  .meta({ id: 'OAuthError' });

export const statusOnly = z.object({ status: z.literal('success') });
export const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
export const textMessage = success(z.string());
