import { useMutation } from '@tanstack/react-query';
import {
  appsCreateMutation,
  appsDeleteMutation,
  appsListQueryKey,
  appsRotateSecretMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/**
 * The answers of create and rotate hold a secret shown once: the components show it from the mutation's data and
 * `reset()` it when its dialog closes, so it stays in memory no longer than on screen.
 */
export function useCreateApp() {
  const { refresh } = useCallFeedback();
  // The form shows a refusal itself.
  return useMutation({
    ...appsCreateMutation(),
    gcTime: 0,
    meta: { quiet: true },
    onSettled: () => refresh(appsListQueryKey()),
  });
}

export function useRotateSecret() {
  const { refresh } = useCallFeedback();
  return useMutation({
    ...appsRotateSecretMutation(),
    gcTime: 0,
    onSettled: () => refresh(appsListQueryKey()),
  });
}

export function useDeleteApp() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...appsDeleteMutation(),
    onSuccess: () => toast.show('Application deleted: its tokens stopped working.'),
    onSettled: () => refresh(appsListQueryKey()),
  });
}
