import type { WorkspaceUpdateData } from '../../../api/generated/types.gen';
import { formatTimeOfDay, type Clock } from '../../../lib/clock';
import { ConfirmDialog } from './confirm-dialog';

type Change = WorkspaceUpdateData['body'];

/** What a new time zone does to the queues, said before it happens. */
export function ZoneChangeDialog({
  change,
  from,
  clock,
  pending,
  onConfirm,
  onClose,
}: {
  change: Change | null;
  from: string;
  clock: Clock;
  pending: boolean;
  onConfirm: (change: Change) => void;
  onClose: () => void;
}) {
  const to = change?.timezone ?? '';
  // The clock chosen in the same form, if it changes with the zone.
  const nine = formatTimeOfDay('09:00', change?.clock ?? clock);
  return (
    <ConfirmDialog
      open={change !== null}
      title={`Change the time zone to ${to}?`}
      confirmLabel="Change time zone and save"
      cancelLabel="Keep the old zone"
      pending={pending}
      onConfirm={() => change && onConfirm(change)}
      onClose={onClose}
    >
      <p>
        <strong>Queued posts keep their local slot times.</strong> A post queued for {nine} in {from} goes out at {nine}{' '}
        in {to}, so its moment moves.
      </p>
      <p>
        <strong>Posts pinned to a custom time keep their exact instant.</strong> Their clock time changes to match the
        new zone.
      </p>
      <p>Channels’ posting schedules are read in the new zone from now on.</p>
    </ConfirmDialog>
  );
}
