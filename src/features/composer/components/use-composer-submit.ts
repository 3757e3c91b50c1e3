import { useState } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import type { Role } from '../../../lib/roles';
import { networkName } from '../../../../shared/networks';
import { useCreateDraft } from '../api/use-create-draft';
import { useCreatePost } from '../api/use-create-post';
import { useUpdateDraft } from '../api/use-update-draft';
import { useUpdatePost } from '../api/use-update-post';
import { createBody, draftCreateBody, draftUpdateBody, updateBody, type ComposerValues } from './composer-form';
import { doneMessage, type ComposerTarget } from './composer-target';

/**
 * Sends what the composer holds to the call its target needs. A refusal shows in the composer (the form stays as
 * written); a share-now that some networks refused lists them (`failures`); success closes it with a toast.
 */
export function useComposerSubmit(target: ComposerTarget, role: Role, channels: Channel[], onClose: () => void) {
  const [serviceError, setServiceError] = useState<string>();
  const [failures, setFailures] = useState<string[]>();
  const create = useCreatePost();
  const update = useUpdatePost();
  const createDraft = useCreateDraft();
  const updateDraft = useUpdateDraft();
  const toast = useToast();
  const busy = create.isPending || update.isPending || createDraft.isPending || updateDraft.isPending;

  const describe = (id: string) => {
    const channel = channels.find((c) => c.channel_id === id);
    return channel ? `${networkName(channel.channel_type)} · ${channel.name}` : `channel ${id}`;
  };
  const finish = (message: string) => {
    toast.show(message);
    onClose();
  };

  const submit = (values: ComposerValues) => {
    setServiceError(undefined);
    const onError = (error: unknown) => setServiceError(apiErrorMessage(error));
    const onSuccess = () => finish(doneMessage(values, role));
    if (target.mode === 'new-draft' || (target.mode === 'new' && values.when === 'draft'))
      createDraft.mutate({ body: draftCreateBody(values, channels) }, { onSuccess, onError });
    else if (target.mode === 'edit-draft')
      updateDraft.mutate({ body: draftUpdateBody(target.draft.draft_id, values, channels) }, { onSuccess, onError });
    else if (target.mode === 'edit')
      update.mutate(
        { body: updateBody(target.post.post_id, values) },
        { onSuccess: (result) => finish(result.data), onError },
      );
    else
      create.mutate(
        { body: createBody(values, channels) },
        {
          onSuccess: (result) => {
            const failed = Object.entries(result.data.errorMsgPerChannel);
            if (failed.length === 0) onSuccess();
            else setFailures(failed.map(([id, reason]) => `${describe(id)}: ${reason}`));
          },
          onError,
        },
      );
  };

  return { submit, busy, serviceError, failures, describe };
}
