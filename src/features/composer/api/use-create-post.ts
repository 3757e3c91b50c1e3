import { useMutation } from '@tanstack/react-query';
import { postsCreateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useRefreshAfterWrite } from './refresh-after-write';

/** POST /posts/create: one post per chosen channel, written together. The composer shows a refusal in its own alert. */
export function useCreatePost() {
  const refresh = useRefreshAfterWrite(false);
  return useMutation({ ...postsCreateMutation(), meta: { quiet: true }, onSettled: refresh });
}
