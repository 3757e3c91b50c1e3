import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { itemOptions } from '../api/item-queries';
import { OpenItem } from './open-item';
import type { ItemPaneProps } from './pane-props';

/** The open item: its conversation, what can be done to it, and the box to answer it. */
export function ItemPane({ itemRef, listed, ...rest }: ItemPaneProps) {
  const itemQuery = useQuery({
    ...itemOptions(itemRef),
    placeholderData: listed ? { status: 'success' as const, data: listed } : undefined,
  });
  // The listed copy carries optimistic changes (read, like); the fetched one covers items not in the list.
  const item = listed ?? itemQuery.data?.data;
  if (itemQuery.isError && !item) {
    return (
      <div className="p-6">
        <p role="alert">This item is gone: it was deleted, or belongs to another workspace.</p>
        <Button variant="secondary" className="mt-3" onClick={rest.actions.close}>
          Back to inbox
        </Button>
      </div>
    );
  }
  if (!item) return <p className="p-6 text-slate-600">Loading the conversation…</p>;
  return <OpenItem item={item} {...rest} />;
}
