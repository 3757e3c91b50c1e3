import { Button } from '../../../components/ui/button';

interface BulkBarProps {
  count: number;
  archived: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
  onRead: (read: boolean) => void;
  onClear: () => void;
}

/** What can be done to the selected items at once; each change can be undone from its toast. */
export function BulkBar({ count, archived, onArchive, onUnarchive, onRead, onClear }: BulkBarProps) {
  const small = 'px-3 py-1 text-xs max-sm:min-h-10';
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-amber-50 px-4 py-2 text-sm sm:px-6"
      role="region"
      aria-label="Selected items"
    >
      <span className="font-semibold">{count} selected</span>
      {archived ? (
        <Button variant="secondary" className={small} onClick={onUnarchive}>
          Unarchive selected
        </Button>
      ) : (
        <Button variant="secondary" className={small} onClick={onArchive}>
          Archive selected
        </Button>
      )}
      <Button variant="secondary" className={small} onClick={() => onRead(true)}>
        Mark selected read
      </Button>
      <Button variant="secondary" className={small} onClick={() => onRead(false)}>
        Mark selected unread
      </Button>
      <Button variant="secondary" className={small} onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
