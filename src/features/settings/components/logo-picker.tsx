import { useQuery } from '@tanstack/react-query';
import { mediaGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { Dialog } from '../../../components/ui/dialog';

/** The workspace's pictures, each a button (Tab and Enter choose), to make one the logo. Loaded when opened. */
export function LogoPicker({ onPick, onClose }: { onPick: (mediaId: string) => void; onClose: () => void }) {
  const list = useQuery(mediaGetOptions({ query: {} }));
  const pictures = list.data?.data.media ?? [];
  return (
    <Dialog open onClose={onClose} title="Choose the logo from the library" size="lg">
      {list.isPending ? (
        <p className="text-sm text-slate-600">Loading the pictures…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The pictures could not be loaded. Close this and try again.
        </p>
      ) : pictures.length === 0 ? (
        <p className="text-sm text-slate-700">No pictures in the library yet: close this and upload the logo.</p>
      ) : (
        <ul aria-label="Pictures" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {pictures.map((picture) => (
            <li key={picture.media_id}>
              <button
                type="button"
                onClick={() => {
                  onPick(picture.media_id);
                  onClose();
                }}
                className="w-full rounded-lg p-1 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <img
                  src={picture.thumbnail_url}
                  alt=""
                  className="aspect-square w-full rounded-md bg-slate-100 object-contain"
                />
                <span className="mt-1 block truncate text-xs font-semibold">{picture.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
