import { Inbox, SearchX, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { isSearch, type InboxFilters } from '../api/inbox-queries';
import { useKeyboardHints } from '../../../lib/media';

// Shown only before a workspace's first channel: its code comes when it is needed, not with every inbox.
const NoChannels = lazy(() =>
  import('../../../components/channels/no-channels').then((m) => ({ default: m.NoChannels })),
);

function State({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-sm p-6 pt-12 text-center text-sm text-slate-700">
      <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </div>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

const icon = 'size-6';

/** An empty list says why it is empty and what to do about it. */
export function EmptyList({ filters, onClear }: { filters: InboxFilters; onClear: (keep: InboxFilters) => void }) {
  // Before any channel, an empty inbox is not "inbox zero": nothing can come in yet.
  const noChannels = useWorkspace().channels.length === 0;
  const keys = useKeyboardHints();
  if (isSearch(filters))
    return (
      <State icon={<SearchX aria-hidden="true" className={icon} />} title={`Nothing matches “${filters.q}”`}>
        <p className="mt-1">
          Every word must match. Try fewer words, the start of a word, or other filters
          {filters.archived ? '' : ' (archived items are found under Archived)'}.
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => onClear({ archived: filters.archived })}>
          Clear the search
        </Button>
      </State>
    );
  const filtered = Object.values(filters).some(Boolean);
  if (filters.archived || filtered)
    return (
      <State
        icon={<Inbox aria-hidden="true" className={icon} />}
        title={filters.archived ? 'Nothing archived here' : 'Nothing under these filters'}
      >
        <p className="mt-1">
          {filters.archived
            ? `Archived items are kept here; ${keys ? 'press e on an item (or Archive)' : 'Archive on an item'} puts it here.`
            : 'Clear a filter to see more.'}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => onClear({})}>
          Clear filters
        </Button>
      </State>
    );
  if (noChannels)
    return (
      <div className="mx-auto max-w-md p-6 pt-12">
        <Suspense fallback={null}>
          <NoChannels what="see their comments, mentions and messages here" />
        </Suspense>
      </div>
    );
  return (
    <State icon={<Inbox aria-hidden="true" className={icon} />} title="Inbox zero">
      <p className="mt-1">Every comment, mention and message is dealt with. New ones appear here as they arrive.</p>
    </State>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <State icon={<TriangleAlert aria-hidden="true" className={icon} />} title="The inbox could not load">
        <p className="mt-1">{apiErrorMessage(error)}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </State>
    </div>
  );
}
