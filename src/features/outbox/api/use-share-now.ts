import { useMutation } from '@tanstack/react-query';
import { postsShareNowMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /posts/shareNow: publishes one queued post at once (owners and admins). */
export function useShareNow() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({ ...postsShareNowMutation(), onSettled, onSuccess: (result) => toast.show(result.data) });
}
