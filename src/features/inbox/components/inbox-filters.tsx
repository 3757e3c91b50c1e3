import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { isSearch, type InboxFilters as Filters, type ItemType } from '../api/inbox-queries';
import { inboxLabelsOptions } from '../api/view-queries';

interface InboxFiltersProps {
  id: string;
  filters: Filters;
  channels: Channel[];
  authorName?: string;
  /** On a phone the filters fold behind the Filters button. */
  folded: boolean;
  onChange: (filters: Filters) => void;
}

const typeNames: Record<ItemType, string> = { comment: 'Comments', mention: 'Mentions', message: 'Messages' };

const selectClass = 'h-10 min-w-0 max-w-full rounded-lg border border-slate-400 bg-white px-2 sm:h-8';

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 sm:min-h-0">
      <input type="checkbox" className="size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}

/**
 * The list's filters, kept in the URL so a filtered inbox can be reloaded, shared and gone back to. Each works with
 * or without a search, and they combine (decision 046); an author is the list's alone.
 */
export function InboxFilters({ id, filters, channels, authorName, folded, onChange }: InboxFiltersProps) {
  const channelId = useId();
  const typeId = useId();
  const labelId = useId();
  const searching = isSearch(filters);
  const labelList = useQuery(inboxLabelsOptions());
  const labels = labelList.data?.data ?? [];
  // A label in the address that the workspace no longer has (deleted since the link was made).
  const labelGone =
    labelList.isSuccess && filters.label !== undefined && !labels.some((l) => Number(l.label_id) === filters.label);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div
      id={id}
      className={`flex-wrap items-center gap-x-5 gap-y-1 text-sm ${folded ? 'hidden sm:flex' : 'flex'}`}
      role="group"
      aria-label="Filters"
    >
      <div className="flex min-w-0 items-center gap-2 max-sm:w-full">
        <label htmlFor={channelId} className="font-semibold">
          Channel
        </label>
        <select
          id={channelId}
          value={filters.channel ?? ''}
          onChange={(e) => set({ channel: e.target.value ? Number(e.target.value) : undefined })}
          className={`${selectClass} max-sm:flex-1 sm:max-w-64`}
        >
          <option value="">All channels</option>
          {channels.map((c) => (
            <option key={c.channel_id} value={c.channel_id}>
              {c.name} ({networkName(c.channel_type)})
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={typeId} className="font-semibold">
          Type
        </label>
        <select
          id={typeId}
          value={filters.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || undefined) as ItemType | undefined })}
          className={selectClass}
        >
          <option value="">All types</option>
          {Object.entries(typeNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {/* No labels yet: nothing to choose (the filter stays while one in the address is set). */}
      {(labels.length > 0 || filters.label !== undefined) && (
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={labelId} className="font-semibold">
            Label
          </label>
          <select
            id={labelId}
            value={filters.label ?? ''}
            onChange={(e) => set({ label: e.target.value ? Number(e.target.value) : undefined })}
            className={`${selectClass} sm:max-w-48`}
          >
            <option value="">All labels</option>
            {labelGone && <option value={filters.label}>A deleted label</option>}
            {labels.map((l) => (
              <option key={l.label_id} value={l.label_id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Check checked={filters.unanswered ?? false} onChange={(on) => set({ unanswered: on || undefined })}>
        Not answered yet
      </Check>
      <Check checked={filters.unread ?? false} onChange={(on) => set({ unread: on || undefined })}>
        Unread only
      </Check>
      <Check checked={filters.archived ?? false} onChange={(on) => set({ archived: on || undefined })}>
        Archived
      </Check>
      {filters.author && !searching && (
        <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pr-0.5 pl-3 text-blue-900 ring-1 ring-blue-200">
          From {authorName ?? filters.author}
          <button
            type="button"
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-blue-100"
            aria-label={`Show items from everyone, not only ${authorName ?? filters.author}`}
            onClick={() => set({ author: undefined })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </span>
      )}
    </div>
  );
}

/**
 * How many filters are set (shown on the phone's Filters button). The view is not one of them: it is shown above
 * the folded filters.
 */
export const activeFilterCount = (filters: Filters) =>
  [
    filters.channel,
    filters.archived,
    filters.author,
    filters.unread,
    filters.type,
    filters.unanswered,
    filters.label,
  ].filter(Boolean).length;
