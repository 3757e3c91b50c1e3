import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { scheduleOptions } from '../api/schedule-query';
import { ScheduleForm } from './schedule-form';

interface ScheduleDialogProps {
  channelId: string;
  channelName: string;
  open: boolean;
  onClose: () => void;
}

export function ScheduleDialog({ channelId, channelName, open, onClose }: ScheduleDialogProps) {
  const schedule = useQuery({ ...scheduleOptions(channelId), enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Posting schedule · ${channelName}`}
      description="Queued posts go out at these times, in order."
      size="lg"
    >
      {schedule.isPending && <p className="text-sm text-slate-600">Loading the schedule…</p>}
      {schedule.isError && (
        <p role="alert" className="text-sm text-red-900">
          The schedule could not load. Close this and try again.
        </p>
      )}
      {schedule.data && (
        <ScheduleForm
          channelId={channelId}
          initial={schedule.data.data.schedule}
          zone={schedule.data.data.timezone}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
