import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { inboxListOptions, type InboxFilters } from '../../features/inbox/api/inbox-queries';
import { InboxPage } from '../../features/inbox/components/inbox-page';
import { boolean, positiveInt, text } from '../../lib/guards';

interface InboxSearch extends InboxFilters {
  item?: number;
  itemChannel?: number;
}

/**
 * Each search parameter is kept when valid and dropped (never an error page) when not. Every key is in the answer,
 * undefined when dropped: the router lays it over the raw parameters, so a left-out key would let them through.
 */
const validateSearch = (search: Record<string, unknown>): InboxSearch => ({
  channel: positiveInt(search.channel),
  archived: boolean(search.archived),
  unread: boolean(search.unread),
  author: text(search.author, 1, 200),
  item: positiveInt(search.item),
  itemChannel: positiveInt(search.itemChannel),
});

const filtersOf = ({ channel, archived, unread, author }: InboxSearch): InboxFilters => ({
  channel,
  archived,
  unread,
  author,
});

export const Route = createFileRoute('/_app/inbox')({
  validateSearch,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureInfiniteQueryData(inboxListOptions(deps)),
  component: InboxRoute,
});

function InboxRoute() {
  const current = Route.useSearch();
  const navigate = Route.useNavigate();
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  const zone = useSuspenseQuery(accountGetOptions()).data.data.workspace.timezone;
  const openRef =
    current.item && current.itemChannel ? { id: current.item, channelId: current.itemChannel } : undefined;
  return (
    <InboxPage
      filters={filtersOf(current)}
      openRef={openRef}
      channels={channels}
      zone={zone}
      onFilters={(filters) =>
        navigate({ search: { ...filters, item: current.item, itemChannel: current.itemChannel } })
      }
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
