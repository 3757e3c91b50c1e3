import { useMutation } from '@tanstack/react-query';
import {
  reportSchedulesCreateMutation,
  reportSchedulesDeleteMutation,
  reportSchedulesListQueryKey,
  reportSchedulesUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

// Scheduled reports (decision 079) are made and changed in a dialog, which shows the service's refusal by its field.
export function useCreateReportSchedule() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...reportSchedulesCreateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Report “${data.name}” scheduled: next sent ${data.next_run_at.slice(0, 16)}.`),
    onSettled: () => refresh(reportSchedulesListQueryKey()),
  });
}

export function useUpdateReportSchedule() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...reportSchedulesUpdateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Report “${data.name}” saved.`),
    onSettled: () => refresh(reportSchedulesListQueryKey()),
  });
}

export function useDeleteReportSchedule() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...reportSchedulesDeleteMutation(),
    meta: { errorMessage: 'The scheduled report was not deleted.' },
    onSuccess: () => toast.show('Scheduled report deleted: nobody gets it any more.'),
    onSettled: () => refresh(reportSchedulesListQueryKey()),
  });
}
