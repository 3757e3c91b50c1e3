import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useWorkspace } from '../../../api/use-workspace';

// The form's code comes when the dialog is first opened, not with every page (the button is in the sidebar).
const AddSandboxChannelDialog = lazy(() =>
  import('./add-sandbox-channel-dialog').then((m) => ({ default: m.AddSandboxChannelDialog })),
);

/**
 * Owners and admins add a practice channel on the sandbox network, the simulated network in the service: a new
 * workspace tries posting, approvals and the inbox before it connects a real account.
 */
export function AddSandboxChannel({ emphasis = false }: { emphasis?: boolean }) {
  const { role } = useWorkspace();
  const [open, setOpen] = useState(false);
  if (role === 'collaborator') return null;
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
