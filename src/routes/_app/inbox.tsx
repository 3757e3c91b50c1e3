import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_app/inbox')({
  component: () => (
    <ComingSoon title="Inbox">
      Comments, mentions and direct messages from every channel will arrive here, newest first, ready to triage with the
      keyboard.
    </ComingSoon>
  ),
});
