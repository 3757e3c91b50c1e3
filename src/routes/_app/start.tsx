import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useWorkspace } from '../../api/use-workspace';
import { ConnectDialog } from '../../features/channels-admin/components/connect-dialog';
import { useComposer } from '../../features/composer/components/composer-provider';
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
  const compose = useComposer();
  return (
    <>
      <GettingStartedPage
        onConnect={setConnecting}
        onWrite={() => compose({ mode: 'new', channelIds: channels.slice(0, 1).map((c) => c.channel_id) })}
        invite={<InviteForm callerRole={role} zone={zone} />}
      />
      {connecting && (
        <ConnectDialog
          open
          initialChoice={connecting === 'sandbox' ? 'sandbox' : undefined}
          onClose={() => setConnecting(null)}
        />
      )}
    </>
  );
}
