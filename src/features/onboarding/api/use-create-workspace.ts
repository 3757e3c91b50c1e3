import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { asApiError } from './api-error';
import { markSetUp } from './setup-state';

/** POST /setup: the first owner and workspace. Created, or refused as set up already, the service is set up. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setupMutation(),
    onSuccess: () => markSetUp(queryClient),
    onError: (error) => {
      if (asApiError(error)?.code === 'already_set_up') markSetUp(queryClient);
    },
  });
}
