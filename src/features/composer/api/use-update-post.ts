import { useMutation } from '@tanstack/react-query';
import { postsUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useRefreshAfterWrite } from './refresh-after-write';

/** POST /posts/update: an outbox post (or its whole group) changes. The composer shows a refusal in its own alert. */
export function useUpdatePost() {
  const refresh = useRefreshAfterWrite(false);
  return useMutation({ ...postsUpdateMutation(), meta: { quiet: true }, onSettled: refresh });
}
