import { useId } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import type { InboxFilters as Filters } from '../api/inbox-queries';

interface InboxFiltersProps {
  filters: Filters;
  channels: Channel[];
  authorName?: string;
  onChange: (filters: Filters) => void;
}

/** The list's filters, kept in the URL so a filtered inbox can be reloaded, shared and gone back to. */
export function InboxFilters({ filters, channels, authorName, onChange }: InboxFiltersProps) {
  const channelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm" role="group" aria-label="Filters">
      <div className="flex items-center gap-2">
        <label htmlFor={channelId} className="font-semibold">
          Channel
        </label>
        <select
          id={channelId}
          value={filters.channel ?? ''}
          onChange={(e) => onChange({ ...filters, channel: e.target.value ? Number(e.target.value) : undefined })}
          className="rounded-lg border border-slate-400 px-2 py-1"
        >
          <option value="">All channels</option>
          {channels.map((c) => (
            <option key={c.channel_id} value={c.channel_id}>
              {c.name} ({networkName(c.channel_type)})
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          checked={filters.unread ?? false}
          onChange={(e) => onChange({ ...filters, unread: e.target.checked || undefined })}
        />
        Unread only
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          checked={filters.archived ?? false}
          onChange={(e) => onChange({ ...filters, archived: e.target.checked || undefined })}
        />
        Archived
      </label>
      {filters.author && (
        <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-blue-900 ring-1 ring-blue-200">
          From {authorName ?? filters.author}
          <button
            type="button"
            className="ml-1 font-bold"
            aria-label={`Show items from everyone, not only ${authorName ?? filters.author}`}
            onClick={() => onChange({ ...filters, author: undefined })}
          >
            ×
          </button>
        </span>
      )}
    </div>
  );
}
