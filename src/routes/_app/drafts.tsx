import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_app/drafts')({
  component: () => (
    <ComingSoon title="Drafts">
      Keep ideas as drafts, with or without channels, and move them into a queue when they are ready.
    </ComingSoon>
  ),
});
