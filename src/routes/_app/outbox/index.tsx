import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { OutboxIndex } from '../../../features/outbox/components/outbox-index';

export const Route = createFileRoute('/_app/outbox/')({
  head: () => ({ meta: [{ title: 'Outbox' }] }),
  component: OutboxIndexRoute,
});

function OutboxIndexRoute() {
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  return <OutboxIndex channels={channels} />;
}
