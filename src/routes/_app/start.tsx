import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useWorkspace } from '../../api/use-workspace';
import { ConnectDialog } from '../../features/channels-admin/components/connect-dialog';
import { ComposerDialog, type ComposerTarget } from '../../features/composer/components/composer-dialog';
import { guideOptions } from '../../features/getting-started/api/guide-query';
import { GettingStartedPage, type ConnectChoice } from '../../features/getting-started/components/getting-started-page';
import { InviteForm } from '../../features/settings/components/invite-form';

/** The getting-started guide (owners and admins), with the dialogs and form of the features it leads to. */
export const Route = createFileRoute('/_app/start')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(guideOptions()),
  head: () => ({ meta: [{ title: 'Get started' }] }),
  component: StartRoute,
});

function StartRoute() {
  const { role, zone, channels } = useWorkspace();
  const [connecting, setConnecting] = useState<ConnectChoice | null>(null);
  const [composer, setComposer] = useState<ComposerTarget | null>(null);
  return (
    <>
      <GettingStartedPage
        onConnect={setConnecting}
        onWrite={() => setComposer({ mode: 'new', channelIds: channels.slice(0, 1).map((c) => c.channel_id) })}
        invite={<InviteForm callerRole={role} zone={zone} />}
      />
      {connecting && (
        <ConnectDialog
          open
          initialChoice={connecting === 'sandbox' ? 'sandbox' : undefined}
          onClose={() => setConnecting(null)}
        />
      )}
      <ComposerDialog target={composer} onClose={() => setComposer(null)} channels={channels} zone={zone} role={role} />
    </>
  );
}
