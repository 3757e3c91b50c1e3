import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { inboxListOptions, type InboxFilters } from '../../features/inbox/api/inbox-queries';
import { InboxPage } from '../../features/inbox/components/inbox-page';

const search = z.object({
  channel: z.number().int().positive().optional().catch(undefined),
  archived: z.boolean().optional().catch(undefined),
  unread: z.boolean().optional().catch(undefined),
  author: z.string().min(1).max(200).optional().catch(undefined),
  item: z.number().int().positive().optional().catch(undefined),
  itemChannel: z.number().int().positive().optional().catch(undefined),
});

const filtersOf = ({ channel, archived, unread, author }: z.infer<typeof search>): InboxFilters => ({
  channel,
  archived,
  unread,
  author,
});

export const Route = createFileRoute('/_app/inbox')({
  validateSearch: search,
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
