import { useMutation } from '@tanstack/react-query';
import {
  channelsConnectMutation,
  channelsGetQueryKey,
  draftsGetQueryKey,
} from '../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../api/query-keys';
import { useCallFeedback } from '../../api/use-write-feedback';

/**
 * Connects a channel (a sandbox channel, or a real account by its sign-in), or reconnects one. Once the service
 * says yes, the lists that show channels (the Channels page, the channel list of drafts/get, the outboxes) are
 * fresh before the caller's own onSuccess runs: a page it opens next finds the new channel.
 */
export function useConnectChannel() {
  const { refresh } = useCallFeedback();
  return useMutation({
    ...channelsConnectMutation(),
    // Its forms show a refusal at their fields.
    meta: { quiet: true },
    onSuccess: () => refresh(channelsGetQueryKey(), draftsGetQueryKey(), everyOutboxKey()),
  });
}
