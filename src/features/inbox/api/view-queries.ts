import type { QueryClient } from '@tanstack/react-query';
import {
  inboxAssigneesOptions,
  inboxAssigneesQueryKey,
  labelsListOptions,
  labelsListQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';

/** The views' counts: everyone's, the unassigned and each member's open and unread items (decision 039). */
export const inboxViewsOptions = () => inboxAssigneesOptions();

/**
 * The views' counts are out of date: after an assignment, an archive, a snooze. The event stream says so too, a
 * moment later; calling this makes the person's own change show at once.
 */
export const invalidateInboxViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: inboxAssigneesQueryKey() });

/** The workspace's labels, by name, for the label filter. */
export const inboxLabelsOptions = () => labelsListOptions();

export const invalidateInboxLabels = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: labelsListQueryKey() });
