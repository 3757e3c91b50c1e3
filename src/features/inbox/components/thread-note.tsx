import { Lock } from 'lucide-react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { mentionParts, type Teammate } from '../utils/mentions';

/**
 * A note of the team in the thread (decision 042): set apart from what the customer sees by its colour, its lock
 * and the words "Internal note", with its author, its time and the teammates it names emphasised.
 */
export function ThreadNote({
  note,
  zone,
  teammates,
  onDelete,
}: {
  note: InboxItem;
  zone: string;
  teammates: readonly Teammate[];
  onDelete?: () => void;
}) {
  const clock = useClock();
  return (
    <li className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-3">
      <p className="flex flex-wrap items-center gap-x-1 text-xs text-slate-700">
        <Lock aria-hidden="true" className="size-3.5 text-amber-800" />
        <span className="font-semibold text-amber-800">Internal note</span>
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-slate-800">{note.user_name}</span>
        <span aria-hidden="true">·</span>
        {formatWorkspaceTime(note.timestamp, zone, clock)}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap">
        {mentionParts(note.text, teammates).map((part, i) =>
          part.mention ? (
            <strong key={i} className="font-semibold text-blue-800">
              {part.text}
            </strong>
          ) : (
            part.text
          ),
        )}
      </p>
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete note by ${note.user_name}`}
          className="mt-1 min-h-10 text-xs font-semibold text-red-800 underline sm:min-h-0"
        >
          Delete note
        </button>
      )}
    </li>
  );
}
