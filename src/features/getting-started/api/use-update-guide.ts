import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingGetQueryKey, onboardingUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /onboarding/update: hides or shows the guide for the person, or confirms the schedule; answers the guide. */
export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onboardingUpdateMutation(),
    // Its own answer is the new state: no need to read it again (useGuideFollowsWrites skips it).
    meta: { guide: true },
    onSuccess: (answer) => queryClient.setQueryData(onboardingGetQueryKey(), answer),
  });
}
