import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { MediaLibraryEntry } from '../../../api/generated/types.gen';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';

interface LibraryPickerProps {
  /** The entry chosen: its address, and its width, height and size for the networks' picture rules. */
  onPick: (picture: MediaLibraryEntry) => void;
  onClose: () => void;
}

/**
 * The workspace's pictures to choose one again (decision 062): searched by name as it is typed, each a button (so
 * Tab and Enter choose), shown as its small rendition. Loaded only when opened: its own chunk.
 */
export function LibraryPicker({ onPick, onClose }: LibraryPickerProps) {
  const [search, setSearch] = useState('');
  const query = search.trim();
  const list = useQuery(mediaGetOptions({ query: query ? { search: query } : {} }));
  const pictures = list.data?.data.media ?? [];
  return (
    <Dialog open onClose={onClose} title="Choose from the library" size="lg">
      <label className="block text-sm font-semibold">
        Search by name
        <input
          type="search"
          className={inputClass}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {list.isPending ? (
        <p className="mt-4 text-sm text-slate-600">Loading the pictures…</p>
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          The pictures could not be loaded. Close this and try again.
        </p>
      ) : pictures.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {query
            ? `No picture’s name holds “${query}”.`
            : 'No pictures yet: upload one, and it is kept here to use again.'}
        </p>
      ) : (
        <ul aria-label="Pictures" className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {pictures.map((picture) => (
            <li key={picture.media_id}>
              <button
                type="button"
                onClick={() => {
                  onPick(picture);
                  onClose();
                }}
                className="w-full rounded-lg p-1 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <img
                  src={picture.thumbnail_url}
                  alt=""
                  className="aspect-square w-full rounded-md bg-slate-100 object-cover"
                />
                <span className="mt-1 block truncate text-xs font-semibold">{picture.name}</span>
                <span className="sr-only">
                  , {picture.width} × {picture.height}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
