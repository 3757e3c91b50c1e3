import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { SandboxChannelForm } from '../../../components/channels/sandbox-channel-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';

/**
 * Owners and admins add a practice channel on the sandbox network, the simulated network in the service: a new
 * workspace tries posting, approvals and the inbox before it connects a real account.
 */
export function AddSandboxChannel({ emphasis = false }: { emphasis?: boolean }) {
  const account = useSuspenseQuery(accountGetOptions());
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  if (account.data.data.user.role === 'collaborator') return null;
  return (
    <>
      <Button variant={emphasis ? 'primary' : 'secondary'} className="mx-3 mt-2" onClick={() => setOpen(true)}>
        Add a sandbox channel
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add a sandbox channel"
        description="A practice channel on the simulated network: posts to it are published there, and its inbox fills with the network's replies. Real accounts connect from the Channels page."
      >
        <SandboxChannelForm
          onCancel={() => setOpen(false)}
          onConnected={async ({ channelId, name }) => {
            toast.show(`${name} is connected to the sandbox network.`);
            setOpen(false);
            await navigate({ to: '/outbox/$channelId', params: { channelId } });
          }}
        />
      </Dialog>
    </>
  );
}
