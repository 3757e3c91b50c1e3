import { queryOptions } from '@tanstack/react-query';
import { repliesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { repliesUse } from '../../../api/generated/sdk.gen';

/**
 * The workspace's whole library of saved replies, by title (at most 500, decision 041): the menu filters it as one
 * types, without a call per key. Read when the menu first opens, and kept a minute.
 */
export const savedRepliesOptions = () =>
  queryOptions({ ...repliesListOptions(), staleTime: 60_000, select: (answer) => answer.data });

/**
 * Counts the uses of the saved replies a sent answer was made from, once each (decision 041: counted once sent). A
 * count that fails is not worth telling the person: their answer went out, and the count only ranks the menu.
 */
export const countReplyUses = (replyIds: Iterable<string>) =>
  Promise.all([...new Set(replyIds)].map((id) => repliesUse({ body: { reply_id: Number(id) }, throwOnError: false })));
