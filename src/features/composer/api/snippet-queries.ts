import { queryOptions } from '@tanstack/react-query';
import { snippetsListOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * The workspace's snippets, hashtag groups then signatures, each by name (at most 500, decision 067). Read when the
 * composer's "Insert snippet" menu first opens, not with the composer, and kept a minute; Settings' writes refresh it.
 */
export const snippetsOptions = () =>
  queryOptions({ ...snippetsListOptions(), staleTime: 60_000, select: (answer) => answer.data });
