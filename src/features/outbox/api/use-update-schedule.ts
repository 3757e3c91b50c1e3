import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelsUpdateScheduleMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useToast } from '../../../components/ui/toast';
import { outboxKey } from './outbox-query';
import { scheduleKey } from './schedule-query';

/** POST /channels/updateSchedule: new slot times; the service re-times the queued posts at once. */
export function useUpdateSchedule(channelId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...channelsUpdateScheduleMutation(),
    onSuccess: () => toast.show('Schedule saved: queued posts moved to the new times.'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outboxKey(channelId) }),
        queryClient.invalidateQueries({ queryKey: scheduleKey(channelId) }),
      ]),
  });
}
