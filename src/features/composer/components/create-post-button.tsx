import { loadComposer, useComposer } from './composer-provider';

/** The header's way to the composer, on every page and every screen. */
export function CreatePostButton() {
  const open = useComposer();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="c"
      onPointerEnter={() => void loadComposer()}
      onPointerDown={() => void loadComposer()}
      onFocus={() => void loadComposer()}
      onClick={() => open()}
      className="rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-blue-800 sm:px-4"
    >
      Create post
    </button>
  );
}
