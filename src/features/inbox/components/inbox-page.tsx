import { useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { Virtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Channel, InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useWorkspaceEvents } from '../../../lib/events';
import { canDo, networkName } from '../../../../shared/networks';
import { inboxListKey, inboxListOptions, itemsOf, type InboxFilters as Filters } from '../api/inbox-queries';
import { useItemActions } from '../api/use-item-actions';
import { useInboxKeyboard } from '../hooks/use-inbox-keyboard';
import { InboxFilters } from './inbox-filters';
import { InboxList, rowButtonId } from './inbox-list';
import { ShortcutsDialog } from './shortcuts-dialog';

/**
 * The conversation pane's code comes when it is about to be needed (the pointer or focus reaches the list, or an
 * item opens), not with the inbox: the list shows sooner.
 */
let itemPane: Promise<typeof import('./item-pane')> | undefined;
const loadItemPane = () => (itemPane ??= import('./item-pane'));
const ItemPane = lazy(async () => ({ default: (await loadItemPane()).ItemPane }));
const paneLoading = <p className="p-6 text-slate-600">Loading the conversation…</p>;

export interface OpenRef {
  id: number;
  channelId: number;
}

interface InboxPageProps {
  filters: Filters;
  openRef?: OpenRef;
  channels: Channel[];
  zone: string;
  onFilters: (filters: Filters) => void;
  onOpen: (item: InboxItem | null) => void;
}

/** The unified inbox: every channel's items, newest first, to triage by keyboard or mouse. */
export function InboxPage({ filters, openRef, channels, zone, onFilters, onOpen }: InboxPageProps) {
  const list = useSuspenseInfiniteQuery(inboxListOptions(filters));
  const items = itemsOf(list.data);
  const unread = list.data.pages[0]?.data.active ?? 0;
  const actions = useItemActions();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState(0);
  const [help, setHelp] = useState(false);
  const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const replyRef = useRef<HTMLTextAreaElement | null>(null);
  const openId = openRef ? String(openRef.id) : undefined;
  const current = items[Math.min(active, items.length - 1)];

  useWorkspaceEvents((event) => {
    if (event.type !== 'inbox') return;
    if (event.data.reason === 'new' && !filters.archived) setFresh((n) => n + event.data.item_ids.length);
  });

  const onARow = () => document.activeElement?.id.startsWith('inbox-row-') ?? false;
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(index, items.length - 1));
    setActive(target);
    virtualizer.current?.scrollToIndex(target, { align: 'auto' });
    requestAnimationFrame(() => document.getElementById(rowButtonId(target))?.focus());
  };
  const open = (item: InboxItem | undefined, index = active) => {
    if (!item) return;
    setActive(index);
    onOpen(item);
    if (item.is_unread === '1') void actions.run(item, 'read').catch(() => undefined);
  };
  const run = (item: InboxItem | undefined, action: Parameters<typeof actions.run>[1]) =>
    item && actions.run(item, action).catch(() => undefined);
  const toggleSelect = (item: InboxItem | undefined) =>
    item &&
    setSelected((all) => {
      const next = new Set(all);
      if (next.has(item.post_id)) next.delete(item.post_id);
      else next.add(item.post_id);
      return next;
    });

  useInboxKeyboard({
    // The first j or k lands on the current row; the next ones move.
    next: () => focusRow(onARow() ? active + 1 : active),
    previous: () => focusRow(onARow() ? active - 1 : active),
    open: () => open(current),
    archive: () => {
      if (!current) return;
      if (current.post_id === openId) onOpen(null);
      void run(current, 'archive');
      focusRow(active);
    },
    toggleUnread: () => current && void run(current, current.is_unread === '1' ? 'read' : 'unread'),
    toggleLike: () => {
      if (!current) return;
      if (!canDo(Number(current.channel), 'like')) toast.show(`${networkName(Number(current.channel))} has no likes.`);
      else void run(current, current.is_liked === 1 ? 'unlike' : 'like');
    },
    reply: () => {
      if (!current) return;
      if (current.post_id !== openId) open(current);
      void loadItemPane().then(() => setTimeout(() => replyRef.current?.focus(), 50));
    },
    toggleSelect: () => toggleSelect(current),
    help: () => setHelp(true),
    close: () => {
      if (!openRef) return;
      onOpen(null);
      focusRow(active);
    },
  });

  const chosen = items.filter((i) => selected.has(i.post_id));
  const bulk = async (action: 'archive' | 'read') => {
    await Promise.allSettled(chosen.map((item) => actions.run(item, action)));
    setSelected(new Set());
  };
  const showFresh = async () => {
    setFresh(0);
    await queryClient.resetQueries({ queryKey: inboxListKey(filters) });
    focusRow(0);
  };
  const { fetchNextPage } = list;
  const nearEnd = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const author = filters.author ? items.find((i) => i.user_id === filters.author)?.user_name : undefined;

  return (
    <section aria-labelledby="page-title" className="-m-6 flex h-[calc(100vh-4.25rem)] flex-col">
      <div className="border-b border-slate-200 bg-white px-6 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="page-title" className="text-2xl font-bold">
            Inbox <span className="text-base font-normal text-slate-600">{unread} unread</span>
          </h1>
          <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={() => setHelp(true)}>
            Keyboard shortcuts (?)
          </Button>
        </div>
        <div className="mt-2">
          <InboxFilters filters={filters} channels={channels} authorName={author} onChange={onFilters} />
        </div>
      </div>
      {fresh > 0 && (
        <div className="border-b border-blue-200 bg-blue-50 px-6 py-2 text-sm" role="status">
          <button type="button" className="font-semibold text-blue-800 underline" onClick={showFresh}>
            {fresh} new {fresh === 1 ? 'item' : 'items'}: show {fresh === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      {chosen.length > 0 && (
        <div
          className="flex items-center gap-2 border-b border-slate-200 bg-amber-50 px-6 py-2 text-sm"
          role="region"
          aria-label="Selected items"
        >
          <span className="font-semibold">{chosen.length} selected</span>
          <Button variant="secondary" className="px-3 py-1 text-xs" onClick={() => bulk('archive')}>
            Archive selected
          </Button>
          <Button variant="secondary" className="px-3 py-1 text-xs" onClick={() => bulk('read')}>
            Mark selected read
          </Button>
          <Button variant="secondary" className="px-3 py-1 text-xs" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-1 lg:grid-cols-[minmax(22rem,2fr)_3fr]">
        <div className="min-h-0 border-r border-slate-200" onFocus={loadItemPane} onPointerOver={loadItemPane}>
          {items.length === 0 ? (
            <p className="p-6 text-slate-700">
              {filters.archived
                ? 'Nothing is archived under this filter.'
                : Object.values(filters).some(Boolean)
                  ? 'Nothing here under these filters. Clear a filter to see more.'
                  : 'Inbox zero: every comment, mention and message is dealt with. New ones appear here as they arrive.'}
            </p>
          ) : (
            <InboxList
              items={items}
              zone={zone}
              activeIndex={active}
              openId={openId}
              selected={selected}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onOpen={(item, index) => open(item, index)}
              onToggleSelect={toggleSelect}
              onFocusRow={setActive}
              onNearEnd={nearEnd}
              virtualizerRef={virtualizer}
            />
          )}
        </div>
        <div className="min-h-0 bg-slate-50">
          {openRef ? (
            <Suspense fallback={paneLoading}>
              <ItemPane
                key={openRef.id}
                itemRef={openRef}
                listed={items.find((i) => i.post_id === openId)}
                zone={zone}
                replyRef={replyRef}
                onAuthor={(userId) => onFilters({ ...filters, author: userId })}
                onClose={() => onOpen(null)}
              />
            </Suspense>
          ) : (
            <p className="p-6 text-slate-600">
              Open an item to see its conversation and answer it. Press ? for the keyboard shortcuts.
            </p>
          )}
        </div>
      </div>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </section>
  );
}
