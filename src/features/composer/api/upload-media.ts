import { client } from '../../../api/generated/client.gen';
import type { MediaEntry, MediaUploadResponse } from '../../../api/generated/types.gen';
import { clearSession, readSession } from '../../../lib/auth/session';
import { asApiError } from '../../../lib/api-error';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The service's default MEDIA_MAX_BYTES; a service set lower still refuses with its own message. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;

/** Why a file cannot be sent, before it is: its type or its size; null when it can. */
export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return `“${file.name}” is not a PNG, JPEG, GIF or WebP image. Pick one of those.`;
  if (file.size > PICTURE_MAX_BYTES)
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB: pictures can be up to 8 MB.`;
  return null;
}

/**
 * POST /media/upload with XMLHttpRequest, which reports the upload's progress (fetch, and so the generated client,
 * cannot). The body is the file's bytes with its type; the token goes as the generated client sends it (a Bearer
 * header), and a 401 on it ends the session as src/api/client.ts does. Rejects with the service's error body.
 */
export function uploadMedia(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<MediaEntry> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The file's name is kept for the library's search (decision 062).
    xhr.open('POST', `${client.getConfig().baseUrl ?? ''}/media/upload?name=${encodeURIComponent(file.name)}`);
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as MediaUploadResponse).data);
        return;
      }
      if (xhr.status === 401 && token && readSession()) clearSession();
      reject(asApiError(body) ?? new Error(`The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the service.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
