import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_app/outbox/')({
  component: () => (
    <ComingSoon title="Outbox">
      Pick a channel on the left to see its queue: each post with the time it goes out, in the order you choose.
    </ComingSoon>
  ),
});
