import { useState } from 'react';
import { useWorkspaceEvents } from '../../../lib/events';
import { isSearch, type InboxFilters } from '../api/inbox-queries';

/**
 * How many items arrived since the list was fetched. They wait behind the "N new" notice until the person asks
 * for them (decision 007), in the newest-first list only: an archive or a search does not get arrivals.
 */
export function useFreshItems(filters: InboxFilters) {
  const [fresh, setFresh] = useState(0);
  const counting = !filters.archived && !isSearch(filters);
  useWorkspaceEvents((event) => {
    if (counting && event.type === 'inbox' && event.data.reason === 'new')
      setFresh((n) => n + event.data.item_ids.length);
  });
  return { fresh, seen: () => setFresh(0) };
}
