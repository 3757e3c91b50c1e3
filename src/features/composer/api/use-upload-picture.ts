import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadMedia } from './upload-media';

/** An upload with its progress (0..1) while it runs; the composer shows a refusal beside the picture field. */
export function useUploadPicture() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadMedia(file, { onProgress: setProgress }),
    meta: { quiet: true },
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
