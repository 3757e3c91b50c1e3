import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The form's code comes when the dialog is first opened, not with every page (the button is in the sidebar).
const AddSandboxChannelDialog = lazy(() =>
  import('./add-sandbox-channel-dialog').then((m) => ({ default: m.AddSandboxChannelDialog })),
);

/**
 * Owners and admins add a practice channel on the sandbox network, the simulated network in the service: a new
 * workspace tries posting, approvals and the inbox before it connects a real account. Shown where its places ask
 * for owners and admins only (the channel list, the first channel's prompt).
 */
export function AddSandboxChannel({ emphasis = false }: { emphasis?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={emphasis ? 'primary' : 'secondary'} className="mx-3 mt-2" onClick={() => setOpen(true)}>
        Add a sandbox channel
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddSandboxChannelDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
