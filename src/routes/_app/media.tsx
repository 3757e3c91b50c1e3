import { createFileRoute } from '@tanstack/react-router';
import { mediaGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { MediaLibraryPage } from '../../features/media/components/media-library-page';
import { text } from '../../lib/guards';

/** The search lives in the address, so a search can be shared and Back returns to it. */
const validateSearch = (search: Record<string, unknown>): { q?: string } => ({ q: text(search.q, 1, 200) });

/** The workspace's media library (decision 062). */
export const Route = createFileRoute('/_app/media')({
  // Loader and page in one lazy chunk: a page few open first stays off the first download.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(mediaGetOptions({ query: deps.q ? { search: deps.q } : {} })),
  head: () => ({ meta: [{ title: 'Media library' }] }),
  component: MediaRoute,
});

function MediaRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MediaLibraryPage key={q ?? ''} search={q ?? ''} onSearch={(s) => navigate({ search: { q: s || undefined } })} />
  );
}
