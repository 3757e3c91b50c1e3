import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { everyMentionsKey } from '../../../api/use-unseen-mentions';
import { useWorkspaceEvents } from '../../../lib/events';

/**
 * Tells the caller at once, on whatever page, when a teammate's note mentions them (the stream carries it to them
 * alone, decision 042): a toast that opens the conversation, and the unseen counts and the Mentions page read again.
 * A stream that (re)opens may have missed some, so the counts are read again then too. Mounted once, by the app's
 * layout. The toast's code comes with the first mention, not with the first download.
 */
export function useMentionsLive() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useWorkspaceEvents((event) => {
    if (event.type !== 'mention' && event.type !== 'reconnected') return;
    void queryClient.invalidateQueries({ queryKey: everyMentionsKey() });
    if (event.type === 'mention')
      void import('../lib/mention-toast').then(({ showMentionToast }) =>
        showMentionToast(event.data, queryClient, (search) => void navigate({ to: '/inbox', search })),
      );
  });
}
