import { useMutation } from '@tanstack/react-query';
import { draftsUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useRefreshAfterWrite } from './refresh-after-write';

/** POST /drafts/update: a draft changes, or moves to the queue, out now or to a time. The composer shows a refusal in its own alert. */
export function useUpdateDraft() {
  const refresh = useRefreshAfterWrite(true);
  return useMutation({ ...draftsUpdateMutation(), meta: { quiet: true }, onSettled: refresh });
}
