import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef } from 'react';
import type { Channel, InboxItem } from '../../../api/generated/types.gen';
import type { Role } from '../../../lib/roles';
import { inboxListKey, inboxListOptions, isSearch, itemsOf, type InboxFilters as Filters } from '../api/inbox-queries';
import type { ItemRef } from '../api/item-queries';
import { useFreshItems } from '../hooks/use-fresh-items';
import { useInboxCommands } from '../hooks/use-inbox-commands';
import { useInboxCursor } from '../hooks/use-inbox-cursor';
import { loadTriage } from '../hooks/use-triage';
import { InboxHeader } from './inbox-header';
import { InboxList } from './inbox-list';
import { searchTerms } from './highlight';
import { ListLoading } from './list-loading';
import { useKeyboardHints } from '../../../lib/media';

/**
 * The conversation pane's code comes when it is about to be needed (the pointer or focus reaches the list, or an
 * item opens), not with the inbox: the list shows sooner.
 */
let itemPane: Promise<typeof import('./item-pane')> | undefined;
const loadItemPane = () => (itemPane ??= import('./item-pane'));
const ItemPane = lazy(async () => ({ default: (await loadItemPane()).ItemPane }));
/** The pointer or the focus in the list: the person is about to open or act on an item (the triage actions' code). */
const aboutToAct = () => {
  void loadItemPane();
  void loadTriage();
};
// What only some visits need comes when it is needed: the shortcuts (asked for with ?), the bar for a selection,
// and what an empty or failed list says.
const BulkBar = lazy(async () => ({ default: (await import('./bulk-bar')).BulkBar }));
const EmptyList = lazy(async () => ({ default: (await import('./list-states')).EmptyList }));
const ListError = lazy(async () => ({ default: (await import('./list-states')).ListError }));
const ShortcutsDialog = lazy(async () => ({ default: (await import('./shortcuts-dialog')).ShortcutsDialog }));
const paneLoading = <p className="p-6 text-slate-600">Loading the conversation…</p>;

interface InboxPageProps {
  filters: Filters;
  openRef?: ItemRef;
  channels: Channel[];
  zone: string;
  role: Role;
  /** The caller's user_id (whose view is Mine, who is "you" on a row). */
  me: string;
  onFilters: (filters: Filters) => void;
  onSearch: (q: string | undefined) => void;
  onOpen: (item: InboxItem | null) => void;
}

/**
 * The unified inbox: every channel's items, newest first (or a search's best matches), to triage by keyboard or
 * mouse. From the `lg` width the list and the open item sit side by side; below it they take turns, the item
 * with a Back button (the address holds the open item either way).
 */
export function InboxPage(props: InboxPageProps) {
  const { filters, openRef, channels, zone, role, me, onFilters, onSearch, onOpen } = props;
  const keys = useKeyboardHints();
  // Not suspending: a search's loading and failure show in the list, under the search box that caused them.
  const list = useInfiniteQuery({ ...inboxListOptions(filters), placeholderData: keepPreviousData });
  const items = itemsOf(list.data);
  const counts = list.data?.pages[0]?.data;
  const cursor = useInboxCursor(items);
  const scope = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const openId = openRef ? String(openRef.id) : undefined;
  const archived = Boolean(filters.archived);
  const terms = searchTerms(filters.q);
  const commands = useInboxCommands({ items, cursor, filters, role, openId, onOpen, onFilters, scope, searchRef });
  const { fresh, seen } = useFreshItems(filters);
  const queryClient = useQueryClient();
  const showFresh = async () => {
    seen();
    await queryClient.resetQueries({ queryKey: inboxListKey(filters) });
    cursor.focusFirst();
  };
  const { fetchNextPage } = list;
  const nearEnd = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const author = filters.author ? items.find((i) => i.user_id === filters.author)?.user_name : undefined;

  return (
    <section
      ref={scope}
      aria-labelledby="page-title"
      className="-mx-4 -mt-4 -mb-24 flex h-[calc(100dvh_-_6.75rem_-_env(safe-area-inset-bottom))] flex-col sm:-m-6 sm:h-[calc(100dvh_-_3.8125rem)]"
    >
      {/* Where the open item takes the list's place (a phone), it takes the header's too: the conversation needs the
          height more than the views and filters of a list that is not shown. */}
      {/* The page keeps its name for a screen reader meanwhile. */}
      {openRef && <h1 className="sr-only lg:hidden">Inbox</h1>}
      <div className={openRef ? 'max-lg:hidden' : 'contents'}>
        <InboxHeader
          filters={filters}
          channels={channels}
          authorName={author}
          unread={counts?.active ?? 0}
          matches={counts?.total}
          searchRef={searchRef}
          onFilters={onFilters}
          onSearch={onSearch}
          onHelp={commands.help.show}
          me={me}
        />
      </div>
      {fresh > 0 && (
        <div className="border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm sm:px-6" role="status">
          <button
            type="button"
            className="min-h-10 font-semibold text-blue-800 underline sm:min-h-0"
            onClick={showFresh}
          >
            {fresh} new {fresh === 1 ? 'item' : 'items'}: show {fresh === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      {commands.chosen.length > 0 && (
        <Suspense fallback={null}>
          <BulkBar count={commands.chosen.length} archived={archived} {...commands.bulkBar} />
        </Suspense>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[minmax(0,1fr)] lg:grid-cols-[minmax(22rem,2fr)_3fr]">
        <div
          data-testid="inbox-list-column"
          className={`min-h-0 border-slate-200 lg:border-r ${openRef ? 'max-lg:hidden' : ''}`}
          onFocus={aboutToAct}
          onPointerOver={aboutToAct}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {list.isError && !list.data ? (
            <Suspense fallback={null}>
              <ListError error={list.error} onRetry={() => void list.refetch()} />
            </Suspense>
          ) : !list.data ? (
            <ListLoading searching={isSearch(filters)} />
          ) : items.length === 0 ? (
            <Suspense fallback={<ListLoading searching={isSearch(filters)} />}>
              <EmptyList filters={filters} onClear={onFilters} />
            </Suspense>
          ) : (
            <InboxList
              items={items}
              zone={zone}
              activeIndex={cursor.active}
              openId={openId}
              selected={commands.selected}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              focusRequest={cursor.focusRequest}
              onFocusGranted={cursor.focusGranted}
              onOpen={commands.open}
              onToggleSelect={commands.toggleSelect}
              onFocusRow={cursor.onRowFocused}
              onUnarchive={archived ? commands.unarchive : undefined}
              terms={terms}
              onNearEnd={nearEnd}
              virtualizerRef={cursor.virtualizer}
              me={me}
            />
          )}
        </div>
        <div className={`min-h-0 bg-slate-50 ${openRef ? '' : 'max-lg:hidden'}`}>
          {openRef ? (
            <Suspense fallback={paneLoading}>
              <ItemPane
                key={openRef.id}
                itemRef={openRef}
                listed={items.find((i) => i.post_id === openId)}
                zone={zone}
                role={role}
                archived={archived}
                answerFocus={commands.paneRequest.answerFocus}
                onAnswerFocused={commands.paneRequest.done}
                chooser={commands.paneRequest.chooser}
                onChooserOpened={commands.paneRequest.done}
                actions={commands.pane}
              />
            </Suspense>
          ) : (
            <p className="p-6 text-slate-600">
              Open an item to see its conversation and answer it.{keys && ' Press ? for the keyboard shortcuts.'}
            </p>
          )}
        </div>
      </div>
      {commands.help.open && (
        <Suspense fallback={null}>
          <ShortcutsDialog open onClose={commands.help.close} />
        </Suspense>
      )}
    </section>
  );
}
