import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_app/approvals')({
  component: () => (
    <ComingSoon title="Approvals">
      Posts written by collaborators wait here until an owner or admin approves them or sends them back with a reason.
    </ComingSoon>
  ),
});
