import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';

/**
 * What settings writes do around the call: the service's reason as an error toast (read out at once) when it
 * refuses, and fresh copies of the lists the write touched, whatever happened.
 */
export function useSettingsFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    queryClient,
    showError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    refresh: (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}
