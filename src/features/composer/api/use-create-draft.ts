import { useMutation } from '@tanstack/react-query';
import { draftsCreateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useRefreshAfterWrite } from './refresh-after-write';

/** POST /drafts/create: a draft, with or without channels. The composer shows a refusal in its own alert. */
export function useCreateDraft() {
  const refresh = useRefreshAfterWrite(true);
  return useMutation({ ...draftsCreateMutation(), meta: { quiet: true }, onSettled: refresh });
}
