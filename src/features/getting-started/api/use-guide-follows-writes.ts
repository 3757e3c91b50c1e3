import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onboardingGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * While the guide shows, any write that succeeds (a channel connected, someone invited, a post made, on this page or
 * another) may tick a step: the guide is read again after each, rather than every write knowing about it.
 */
export function useGuideFollowsWrites(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && !event.mutation.options.meta?.guide)
        void queryClient.invalidateQueries({ queryKey: onboardingGetQueryKey() });
    });
  }, [active, queryClient]);
}
