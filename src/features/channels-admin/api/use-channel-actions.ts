import { useMutation } from '@tanstack/react-query';
import {
  channelsDisconnectMutation,
  channelsGetQueryKey,
  draftsGetQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../../api/query-keys';
import { useCallFeedback } from '../../../api/use-write-feedback';
import { waitingText } from '../components/health';

/** What became of a disconnected channel and its waiting posts, for the toast. */
export function disconnectOutcome(name: string, answer: { drafts_made: number; posts_deleted: number }): string {
  if (answer.drafts_made > 0) return `${name} is disconnected. Its ${waitingText(answer.drafts_made)} became drafts.`;
  if (answer.posts_deleted > 0)
    return `${name} is disconnected. Its ${waitingText(answer.posts_deleted)} were deleted.`;
  return `${name} is disconnected.`;
}

/**
 * Disconnects a channel. Its waiting posts became drafts or are gone, and it leaves every channel list: the
 * Channels page, drafts/get and the outboxes are refreshed whatever the answer.
 */
export function useDisconnectChannel() {
  const { refresh } = useCallFeedback();
  return useMutation({
    ...channelsDisconnectMutation(),
    onSettled: () => refresh(channelsGetQueryKey(), draftsGetQueryKey(), everyOutboxKey()),
  });
}
