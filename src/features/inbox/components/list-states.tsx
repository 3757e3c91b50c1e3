import { useQuery } from '@tanstack/react-query';
import { Inbox, SearchX, TriangleAlert, UserRound } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { isSearch, type AssigneeView, type InboxFilters } from '../api/inbox-queries';
import { inboxViewsOptions } from '../api/view-queries';
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

/** An empty view says whose it is and where the work is instead. */
function EmptyView({ assignee, onClear }: { assignee: AssigneeView; onClear: (keep: InboxFilters) => void }) {
  const { user } = useWorkspace();
  const mine = assignee === 'me' || String(assignee) === user.user_id;
  const name = useQuery({
    ...inboxViewsOptions(),
    select: (answer) => answer.data.assignees.find((a) => a.user_id === String(assignee))?.name,
  }).data;
  const everyone = (
    <Button variant="secondary" className="mt-3" onClick={() => onClear({})}>
      See everyone’s conversations
    </Button>
  );
  if (mine)
    return (
      <State icon={<UserRound aria-hidden="true" className={icon} />} title="Nothing is assigned to you">
        <p className="mt-1">
          New conversations wait under Unassigned: take one there, or ask a teammate to hand you one.
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => onClear({ assignee: 'none' })}>
          See Unassigned
        </Button>
      </State>
    );
  if (assignee === 'none')
    return (
      <State icon={<UserRound aria-hidden="true" className={icon} />} title="Every open conversation has someone">
        <p className="mt-1">Conversations nobody handles yet wait here. New ones appear as they arrive.</p>
        {everyone}
      </State>
    );
  return (
    <State
      icon={<UserRound aria-hidden="true" className={icon} />}
      title={`Nothing is assigned to ${name ?? 'this teammate'}`}
    >
      <p className="mt-1">Their open conversations show here. Assign one to them from the conversation’s toolbar.</p>
      {everyone}
    </State>
  );
}

/** An empty list says why it is empty and what to do about it. */
export function EmptyList({ filters, onClear }: { filters: InboxFilters; onClear: (keep: InboxFilters) => void }) {
  // Before any channel, an empty inbox is not "inbox zero": nothing can come in yet.
  const noChannels = useWorkspace().channels.length === 0;
  const keys = useKeyboardHints();
  const { assignee, ...rest } = filters;
  if (isSearch(filters))
    return (
      <State icon={<SearchX aria-hidden="true" className={icon} />} title={`Nothing matches “${filters.q}”`}>
        <p className="mt-1">
          Every word must match. Try fewer words, the start of a word, or other filters
          {filters.archived ? '' : ' (archived items are found under Archived)'}.
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => onClear({ ...filters, q: undefined })}>
          Clear the search
        </Button>
      </State>
    );
  // The view stays when its filters are cleared: "nothing unread of mine" clears to "mine".
  const filtered = Object.values(rest).some(Boolean);
  if (filtered)
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
        <Button variant="secondary" className="mt-3" onClick={() => onClear({ assignee })}>
          Clear filters
        </Button>
      </State>
    );
  if (assignee !== undefined) return <EmptyView assignee={assignee} onClear={onClear} />;
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
