import { createFileRoute } from '@tanstack/react-router';
import { OutboxIndex } from '../../../features/outbox/components/outbox-index';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/outbox/')({
  head: () => ({ meta: [{ title: 'Outbox' }] }),
  component: OutboxIndexRoute,
});

function OutboxIndexRoute() {
  const { channels } = useWorkspace();
  return <OutboxIndex channels={channels} />;
}
