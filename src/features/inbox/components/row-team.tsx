import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { initials } from '../../../lib/words';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';

/** How many labels a row shows by name; the rest are counted ("+2"). */
const ROW_LABELS = 2;

/**
 * A row's labels: a dot of the label's colour and its name (never the colour alone), the first two (one on a phone),
 * then how many more. A screen reader hears them all, once.
 */
export function RowLabels({ labels }: { labels: InboxLabel[] }) {
  if (!labels.length) return null;
  const more = labels.length - ROW_LABELS;
  return (
    <span className="flex shrink-0 items-center gap-1" title={labels.map((l) => l.name).join(', ')}>
      <span className="sr-only">Labels: {labels.map((l) => l.name).join(', ')}.</span>
      {labels.slice(0, ROW_LABELS).map((label, index) => (
        <span
          key={label.label_id}
          aria-hidden="true"
          // A phone's row has room for one beside the kind and the assignee.
          className={`inline-flex items-center gap-1 rounded-full bg-slate-100 px-1.5 text-slate-800 ring-1 ring-slate-200 ${index > 0 ? 'max-sm:hidden' : ''}`}
        >
          <LabelSwatch color={label.color} className="size-2" />
          <span className="max-w-[4.5rem] truncate">{label.name}</span>
        </span>
      ))}
      {labels.length > 1 && (
        <span aria-hidden="true" className="shrink-0 text-slate-700 sm:hidden">
          +{labels.length - 1}
        </span>
      )}
      {more > 0 && (
        <span aria-hidden="true" className="shrink-0 text-slate-700 max-sm:hidden">
          +{more}
        </span>
      )}
    </span>
  );
}

/**
 * Who handles the item: "You", a teammate's first name, or on a phone their initials. Nothing when nobody does:
 * the Unassigned view says so, and a word on most rows would be noise. The first name is the name's first word, not
 * `firstNameOf` (which also drops a handle's "@", for names from networks): a member's name has none, and importing
 * it brought the saved replies' module into the inbox's first download, over its budget.
 */
export function RowAssignee({ item, me }: { item: InboxItem; me: string }) {
  if (item.assignee_id === '0' || !item.assignee_name) return null;
  const mine = item.assignee_id === me;
  const spoken = mine ? 'Assigned to you' : `Assigned to ${item.assignee_name}`;
  return (
    <span className="shrink-0" title={spoken}>
      <span className="sr-only">{spoken}</span>
      <span
        aria-hidden="true"
        className={`inline-flex items-center rounded-full px-1.5 font-medium ${
          mine ? 'bg-blue-100 text-blue-900' : 'bg-slate-200 text-slate-800'
        }`}
      >
        <span className="sm:hidden">{mine ? 'You' : initials(item.assignee_name)}</span>
        <span className="max-w-24 truncate max-sm:hidden">{mine ? 'You' : item.assignee_name.split(/\s+/)[0]}</span>
      </span>
    </span>
  );
}
