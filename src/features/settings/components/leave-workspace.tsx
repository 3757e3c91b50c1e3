import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLeaveWorkspace } from '../api/use-member-actions';
import { ConfirmDialog } from './confirm-dialog';
import { smallButton } from './settings-section';

/** Leaving is open to everyone (the last owner is refused by the service, which says why). */
export function LeaveWorkspaceButton({
  userId,
  workspaceName,
  small = false,
}: {
  userId: string;
  workspaceName: string;
  small?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveWorkspace(workspaceName);
  return (
    <>
      <Button
        variant="secondary"
        className={`${small ? smallButton : ''} text-red-800`}
        onClick={() => setConfirming(true)}
      >
        Leave workspace
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${workspaceName}?`}
        confirmLabel="Leave workspace"
        danger
        pending={leave.isPending}
        onConfirm={() => leave.mutate({ body: { user_id: Number(userId) } }, { onError: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <p>
          You lose access to its channels, queues and inbox at once, and you are logged out here. To come back, someone
          has to invite you again.
        </p>
      </ConfirmDialog>
    </>
  );
}
