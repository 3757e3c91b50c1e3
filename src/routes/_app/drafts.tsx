import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { ComposerDialog, type ComposerTarget } from '../../features/composer/components/composer-dialog';
import { DraftsPage } from '../../features/drafts/components/drafts-page';
import { useWorkspace } from '../../api/use-workspace';

export const Route = createFileRoute('/_app/drafts')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(draftsGetOptions()),
  head: () => ({ meta: [{ title: 'Drafts' }] }),
  component: DraftsRoute,
});

function DraftsRoute() {
  const { role, zone, channels } = useWorkspace();
  const [composer, setComposer] = useState<ComposerTarget | null>(null);
  return (
    <>
      <DraftsPage
        zone={zone}
        role={role}
        onCompose={() => setComposer({ mode: 'new-draft' })}
        onEdit={(draft, intent) => setComposer({ mode: 'edit-draft', draft, when: intent })}
      />
      <ComposerDialog target={composer} onClose={() => setComposer(null)} channels={channels} zone={zone} role={role} />
    </>
  );
}
