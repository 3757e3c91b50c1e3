import { useNavigate } from '@tanstack/react-router';
import { SandboxChannelForm } from '../../../components/channels/sandbox-channel-form';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';

/** The sandbox channel's form in its dialog; once connected, the new channel's outbox opens. */
export function AddSandboxChannelDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add a sandbox channel"
      description="A practice channel on the simulated network: posts to it are published there, and its inbox fills with the network's replies. Real accounts connect from the Channels page."
    >
      <SandboxChannelForm
        onCancel={onClose}
        onConnected={async ({ channelId, name }) => {
          toast.show(`${name} is connected to the sandbox network.`);
          onClose();
          await navigate({ to: '/outbox/$channelId', params: { channelId } });
        }}
      />
    </Dialog>
  );
}
