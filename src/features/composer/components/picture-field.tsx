import { ImagePlus, Images, X } from 'lucide-react';
import { lazy, Suspense, useId, useState, type DragEvent } from 'react';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { PICTURE_TYPES, pictureProblem } from '../api/upload-media';
import { useUploadPicture } from '../api/use-upload-picture';
import { factsOf, type KnownPicture } from './picture-facts';

/** The library's picker, in a chunk of its own: loaded when asked for (decision 062). */
const LibraryPicker = lazy(() => import('./library-picker').then((m) => ({ default: m.LibraryPicker })));

interface PictureFieldProps {
  value: string;
  error?: string;
  /** With what is known of it (its size in pixels and bytes) when chosen from the library. */
  onChange: (url: string, known?: KnownPicture) => void;
}

/**
 * The post's picture: uploaded (picked, dropped here, or pasted anywhere in the composer, see `usePastedPicture`)
 * or given by address. An upload's address becomes the picture; a thumbnail shows it, with Remove.
 */
export function PictureField({ value, error, onChange, upload }: PictureFieldProps & { upload: PictureUpload }) {
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const inputId = useId();
  const statusId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) upload.send(file);
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold">
        Picture <span className="font-normal text-slate-600">(optional for most networks)</span>
      </p>
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={value}
            alt="Attached to this post"
            className="size-20 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <button
            type="button"
            onClick={() => onChange('')}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-slate-300 hover:bg-red-50"
          >
            <X aria-hidden className="size-4" />
            Remove the picture
          </button>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-3 text-sm focus-within:ring-2 focus-within:ring-blue-600 ${
            dragging ? 'border-blue-600 bg-blue-50' : 'border-slate-300'
          }`}
        >
          <input
            id={inputId}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            className="sr-only"
            aria-describedby={statusId}
            disabled={upload.progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-1 rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <ImagePlus aria-hidden className="size-4" />
            Upload an image
          </label>
          <span className="text-slate-600">or drop one here, or paste it. PNG, JPEG, GIF or WebP, up to 8 MB.</span>
          <button
            type="button"
            onClick={() => setPicking(true)}
            className="inline-flex items-center gap-1 rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <Images aria-hidden className="size-4" />
            Choose from library
          </button>
        </div>
      )}
      <div id={statusId}>
        {upload.progress !== null && (
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <progress value={upload.progress} max={1} aria-label="Upload progress" className="h-2 flex-1" />
            <span aria-live="polite">Uploading… {Math.round(upload.progress * 100)}%</span>
          </div>
        )}
        {upload.problem && (
          <p role="alert" className="text-sm text-red-800">
            {upload.problem}
          </p>
        )}
      </div>
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker onPick={(entry) => onChange(entry.url, factsOf(entry))} onClose={() => setPicking(false)} />
        </Suspense>
      )}
      <Field label="Picture address" optional error={error}>
        {(control) => (
          <input
            {...control}
            type="url"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
            placeholder="https://"
          />
        )}
      </Field>
    </div>
  );
}

export interface PictureUpload {
  send: (file: File) => void;
  progress: number | null;
  problem: string | null;
}

/** Checks a file, uploads it with progress, and hands its address on; says why when it cannot. */
export function usePictureUpload(onUploaded: (url: string, known: KnownPicture) => void): PictureUpload {
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  return {
    progress: upload.progress,
    problem,
    send: (file) => {
      const refused = pictureProblem(file);
      setProblem(refused);
      if (refused) return;
      upload.mutate(file, {
        onSuccess: (media) => onUploaded(media.url, factsOf(media)),
        onError: (failure) => setProblem(`The upload did not work: ${apiErrorMessage(failure)}`),
      });
    },
  };
}
