import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { ComposerDialog, type ComposerTarget } from '../../features/composer/components/composer-dialog';
import { DraftsPage } from '../../features/drafts/components/drafts-page';

export const Route = createFileRoute('/_app/drafts')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(draftsGetOptions()),
  head: () => ({ meta: [{ title: 'Drafts' }] }),
  component: DraftsRoute,
});

function DraftsRoute() {
  const { user, workspace } = useSuspenseQuery(accountGetOptions()).data.data;
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  const [composer, setComposer] = useState<ComposerTarget | null>(null);
  return (
    <>
      <DraftsPage
        zone={workspace.timezone}
        role={user.role}
        onCompose={() => setComposer({ mode: 'new-draft' })}
        onEdit={(draft, intent) => setComposer({ mode: 'edit-draft', draft, when: intent })}
      />
      <ComposerDialog
        target={composer}
        onClose={() => setComposer(null)}
        channels={channels}
        zone={workspace.timezone}
        role={user.role}
      />
    </>
  );
}
