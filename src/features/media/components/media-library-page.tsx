import { useSuspenseQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { mediaGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { MediaLibraryEntry } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { useDeleteMedia } from '../api/use-delete-media';

interface MediaLibraryPageProps {
  search: string;
  onSearch: (search: string) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where a picture is used, in words: "2 posts in the outbox, 1 draft"; "Not used" when nowhere. */
export function usedInWords({ outbox, published, drafts }: MediaLibraryEntry['used_by']): string {
  const parts = [
    outbox ? plural(outbox, 'post in the outbox', 'posts in the outbox') : '',
    published ? plural(published, 'published post', 'published posts') : '',
    drafts ? plural(drafts, 'draft', 'drafts') : '',
  ].filter(Boolean);
  return parts.length ? `Used by ${parts.join(', ')}` : 'Not used';
}

/**
 * The workspace's pictures (decision 062): their small renditions, searchable by name, each saying where it is used;
 * a picture no post in the outbox and no draft uses can be deleted (the service refuses the others, 409).
 */
export function MediaLibraryPage({ search, onSearch }: MediaLibraryPageProps) {
  const { data } = useSuspenseQuery(mediaGetOptions({ query: search ? { search } : {} }));
  const [typed, setTyped] = useState(search);
  const remove = useDeleteMedia();
  const pictures = data.data.media;
  return (
    <section aria-labelledby="page-title" className="max-w-5xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Media library
      </h1>
      <p className="mt-2 text-slate-600">
        The pictures uploaded to this workspace, newest first. A picture a queued post or a draft uses cannot be
        deleted.
      </p>
      <form
        role="search"
        className="mt-4 flex max-w-md items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <label className="flex-1 text-sm font-semibold">
          Search by name
          <input
            type="search"
            className={inputClass}
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {pictures.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
          {search
            ? `No picture’s name holds “${search}”. Try part of the file’s name, or clear the search.`
            : 'No pictures yet. Pictures uploaded in the composer are kept here, to use again.'}
        </p>
      ) : (
        <ul aria-label="Pictures" className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {pictures.map((picture) => {
            const used = picture.used_by.outbox + picture.used_by.drafts > 0;
            return (
              <li key={picture.media_id} className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
                <img
                  src={picture.thumbnail_url}
                  alt={picture.name}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                />
                <p className="mt-2 truncate text-sm font-semibold" title={picture.name}>
                  {picture.name}
                </p>
                <p className="text-xs text-slate-600">
                  {picture.width} × {picture.height} · {usedInWords(picture.used_by)}
                </p>
                <Button
                  variant="secondary"
                  className="mt-2 px-2 py-1 text-xs"
                  disabled={used || remove.isPending}
                  aria-label={`Delete ${picture.name}`}
                  title={used ? 'Remove it from the posts and drafts that use it first.' : undefined}
                  onClick={() => remove.mutate({ query: { media_id: picture.media_id } })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
