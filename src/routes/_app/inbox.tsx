import { createFileRoute } from '@tanstack/react-router';
import {
  inboxListOptions,
  isSearch,
  itemTypes,
  type AssigneeView,
  type InboxFilters,
  type ItemType,
} from '../../features/inbox/api/inbox-queries';
import { InboxPage } from '../../features/inbox/components/inbox-page';
import { boolean, positiveInt, text } from '../../lib/guards';
import { useWorkspace } from '../../api/use-workspace';

interface InboxSearch extends InboxFilters {
  item?: number;
  itemChannel?: number;
}

/** Words typed in the address as digits only arrive as a number (the router reads parameters as JSON). */
const words = (value: unknown) => text(typeof value === 'number' ? String(value) : value, 1, 200)?.trim() || undefined;
const itemType = (value: unknown): ItemType | undefined => itemTypes.find((type) => type === value);
/** An id the service takes (a positive PostgreSQL integer), which the router reads from the address as a number. */
const id = (value: unknown): number | undefined => {
  const n = positiveInt(typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
  return n !== undefined && n <= 2_147_483_647 ? n : undefined;
};
/** The view: `me`, `none` or a member's user_id (decision 039). */
const view = (value: unknown): AssigneeView | undefined => (value === 'me' || value === 'none' ? value : id(value));

/**
 * Each search parameter is kept when valid and dropped (never an error page) when not. Every key is in the answer,
 * undefined when dropped: the router lays it over the raw parameters, so a left-out key would let them through.
 * (The checks are lib/guards' small functions rather than zod: this route comes with the first download.)
 */
const validateSearch = (search: Record<string, unknown>): InboxSearch => ({
  channel: positiveInt(search.channel),
  archived: boolean(search.archived),
  unread: boolean(search.unread),
  author: text(search.author, 1, 200),
  q: words(search.q),
  type: itemType(search.type),
  unanswered: boolean(search.unanswered),
  assignee: view(search.assignee),
  label: id(search.label),
  item: positiveInt(search.item),
  itemChannel: positiveInt(search.itemChannel),
});

const filtersOf = (search: InboxSearch): InboxFilters => {
  const { channel, archived, unread, author, q, type, unanswered, assignee, label } = search;
  return { channel, archived, unread, author, q, type, unanswered, assignee, label };
};

export const Route = createFileRoute('/_app/inbox')({
  validateSearch,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context: { queryClient }, deps }) =>
    isSearch(deps)
      ? void queryClient.prefetchInfiniteQuery(inboxListOptions(deps))
      : queryClient.ensureInfiniteQueryData(inboxListOptions(deps)),
  // The list is there before the page shows; a search is started, and shows its progress in the page.
  head: () => ({ meta: [{ title: 'Inbox' }] }),
  component: InboxRoute,
});

function InboxRoute() {
  const current = Route.useSearch();
  const navigate = Route.useNavigate();
  const { role, zone, channels, user } = useWorkspace();
  const openRef =
    current.item && current.itemChannel ? { id: current.item, channelId: current.itemChannel } : undefined;
  return (
    <InboxPage
      filters={filtersOf(current)}
      openRef={openRef}
      channels={channels}
      zone={zone}
      role={role}
      me={user.user_id}
      onFilters={(filters) =>
        navigate({ search: { ...filters, item: current.item, itemChannel: current.itemChannel } })
      }
      // Each pause in typing would otherwise be a step of the browser's history.
      onSearch={(q) => navigate({ search: (prev) => ({ ...prev, q }), replace: true })}
      onOpen={(item) =>
        navigate({
          search: (prev) => ({
            ...prev,
            item: item ? Number(item.post_id) : undefined,
            itemChannel: item ? Number(item.channel_id) : undefined,
          }),
        })
      }
    />
  );
}
