import { createFileRoute } from '@tanstack/react-router';
import { InboxSections } from '../../components/inbox/inbox-sections';
import { mentionsOptions } from '../../api/mentions-query';
import { MentionsPage } from '../../features/inbox-team/components/mentions-page';
import { boolean } from '../../lib/guards';

/** "Unseen only" lives in the address, as the inbox's "Unread only" does; anything else there is dropped. */
const validateSearch = (search: Record<string, unknown>): { unseen?: boolean } => ({ unseen: boolean(search.unseen) });

/** The caller's mentions: beside the inbox (its own page, not a pane of the inbox's layout). */
export const Route = createFileRoute('/_app/inbox_/mentions')({
  // Loader and page in one lazy chunk: the first download stays the inbox's.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => ({ unseen: search.unseen ?? false }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureInfiniteQueryData(mentionsOptions(deps.unseen)),
  head: () => ({ meta: [{ title: 'Mentions' }] }),
  component: MentionsRoute,
});

function MentionsRoute() {
  const { unseen } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MentionsPage
      unseenOnly={unseen ?? false}
      onUnseenOnly={(on) => navigate({ search: { unseen: on || undefined } })}
      sections={<InboxSections />}
    />
  );
}
