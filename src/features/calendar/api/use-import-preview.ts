import { useMutation } from '@tanstack/react-query';
import { postsImportPreviewMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /posts/importPreview: what a CSV would create, row by row with each row's problems; creates nothing. */
export function useImportPreview() {
  return useMutation({
    ...postsImportPreviewMutation(),
    meta: { errorMessage: 'The file could not be checked.' },
  });
}
