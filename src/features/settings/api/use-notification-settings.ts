import { useMutation } from '@tanstack/react-query';
import {
  notificationsSettingsQueryKey,
  notificationsUpdateSettingsMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** Saves one choice of the caller's email notifications; the answer is the whole of them, shown at once. */
export function useUpdateNotificationSettings() {
  const { toast, queryClient } = useCallFeedback();
  return useMutation({
    ...notificationsUpdateSettingsMutation(),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationsSettingsQueryKey(), answer);
      toast.show('Email notifications saved.');
    },
  });
}
