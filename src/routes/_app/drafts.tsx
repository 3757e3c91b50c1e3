import { createFileRoute } from '@tanstack/react-router';
import { draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { useComposer } from '../../features/composer/components/composer-provider';
import { DraftsPage } from '../../features/drafts/components/drafts-page';
import { useWorkspace } from '../../api/use-workspace';

export const Route = createFileRoute('/_app/drafts')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(draftsGetOptions()),
  head: () => ({ meta: [{ title: 'Drafts' }] }),
  component: DraftsRoute,
});

function DraftsRoute() {
  const { role, zone } = useWorkspace();
  const compose = useComposer();
  return (
    <DraftsPage
      zone={zone}
      role={role}
      onCompose={() => compose({ mode: 'new-draft' })}
      onEdit={(draft, intent) => compose({ mode: 'edit-draft', draft, when: intent })}
    />
  );
}
