import { Keyboard, SlidersHorizontal } from 'lucide-react';
import { Suspense, useId, useState, type RefObject } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { InboxSections } from '../../../components/inbox/inbox-sections';
import { Button } from '../../../components/ui/button';
import { isSearch, type InboxFilters as Filters } from '../api/inbox-queries';
import { activeFilterCount, InboxFilters } from './inbox-filters';
import { InboxViews } from './inbox-views';
import { SearchBox } from './search-box';
import { useKeyboardHints } from '../../../lib/media';

interface InboxHeaderProps {
  filters: Filters;
  channels: Channel[];
  authorName?: string;
  unread: number;
  /** Every match of a search (absent for the plain list). */
  matches?: number;
  searchRef: RefObject<HTMLInputElement | null>;
  onFilters: (filters: Filters) => void;
  onSearch: (q: string | undefined) => void;
  onHelp: () => void;
  /** The caller's user_id (whose view is Mine). */
  me: string;
}

/** The inbox's title and counts, its search, and its filters (behind a Filters button on a phone). */
export function InboxHeader(props: InboxHeaderProps) {
  const keys = useKeyboardHints();
  const { filters, unread, matches, searchRef } = props;
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 id="page-title" className="text-2xl font-bold">
          Inbox{' '}
          <span className="text-base font-normal text-slate-600">
            {isSearch(filters) && matches !== undefined
              ? `${matches} ${matches === 1 ? 'result' : 'results'} · ${unread} unread`
              : `${unread} unread`}
          </span>
        </h1>
        <InboxSections />
        {keys && (
          <Button variant="secondary" className="px-3 py-1.5 text-xs max-sm:hidden" onClick={props.onHelp}>
            <Keyboard aria-hidden="true" className="size-4" />
            Keyboard shortcuts (?)
          </Button>
        )}
      </div>
      {/* The views' row keeps its height while their counts arrive, so the list does not jump. */}
      <div className="mt-1 min-h-10">
        <Suspense fallback={null}>
          <InboxViews current={filters.assignee} me={props.me} />
        </Suspense>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <SearchBox value={filters.q} onSearch={props.onSearch} inputRef={searchRef} />
        <Button
          variant="secondary"
          className="h-10 shrink-0 px-3 sm:hidden"
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{count > 0 && ` (${count})`}
        </Button>
      </div>
      <div className="mt-2">
        <InboxFilters
          id={filtersId}
          filters={filters}
          channels={props.channels}
          authorName={props.authorName}
          folded={!open}
          onChange={props.onFilters}
        />
      </div>
    </div>
  );
}
