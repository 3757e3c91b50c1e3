import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupMutation, signupMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { asApiError } from '../../../lib/api-error';
import { markSetUp } from './setup-state';

/**
 * POST /setup: the first owner and workspace (created, or refused as set up already, the service is set up); or,
 * where sign-up is open, POST /signup: a new person and their workspace.
 */
export function useCreateWorkspace(mode: 'setup' | 'signup' = 'setup') {
  const queryClient = useQueryClient();
  return useMutation({
    ...(mode === 'setup' ? setupMutation() : signupMutation()),
    // The form shows a refusal at its fields.
    meta: { quiet: true },
    onSuccess: () => markSetUp(queryClient),
    onError: (error) => {
      if (asApiError(error)?.code === 'already_set_up') markSetUp(queryClient);
    },
  });
}
