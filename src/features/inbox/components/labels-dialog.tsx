import { inboxLabelsOptions } from '../api/view-queries';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';

interface LabelsDialogProps {
  item: InboxItem;
  onApply: (labels: InboxLabel[]) => void;
  onClose: () => void;
}

/** Past this many labels the list gets a box to find one by name. */
const FIND_FROM = 8;

/**
 * The item's labels as a checklist of the workspace's (decision 041: the call sets the whole set, so what is ticked
 * here is what the item carries). The list comes fresh on each opening, and again when the stream says the labels
 * changed (the open pane listens).
 */
export function LabelsDialog({ item, onApply, onClose }: LabelsDialogProps) {
  const labels = useQuery(inboxLabelsOptions());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(item.labels.map((l) => l.label_id)));
  const [find, setFind] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const findId = useId();
  const all = labels.data?.data ?? [];
  const shown = all.filter((label) => label.name.toLowerCase().includes(find.trim().toLowerCase()));

  // After the dialog's own opening, which gives the focus to its first control (Close).
  const ready = labels.isSuccess;
  useEffect(() => {
    if (ready) queueMicrotask(() => form.current?.querySelector<HTMLElement>('input')?.focus());
  }, [ready]);

  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(all.filter((label) => chosen.has(label.label_id)));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title="Labels" description={`For the item from ${item.user_name}.`}>
      {labels.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading the workspace’s labels…
        </p>
      )}
      {labels.isError && (
        <div role="alert" className="text-sm text-red-800">
          <p>The labels could not be loaded: {apiErrorMessage(labels.error)}</p>
          <Button variant="secondary" className="mt-2 min-h-10" onClick={() => void labels.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {labels.isSuccess && all.length === 0 && (
        <p className="text-sm text-slate-700">
          This workspace has no labels yet. Owners and admins make them in{' '}
          <Link to="/settings/labels" className="font-semibold text-blue-800 underline">
            Settings, under Labels
          </Link>
          ; then they show here.
        </p>
      )}
      {all.length > 0 && (
        <form ref={form} onSubmit={apply}>
          {all.length > FIND_FROM && (
            <div className="mb-3">
              <label htmlFor={findId} className="text-sm font-semibold">
                Find a label
              </label>
              <input
                id={findId}
                type="search"
                value={find}
                onChange={(event) => setFind(event.target.value)}
                className={inputClass}
              />
            </div>
          )}
          <fieldset>
            <legend className="sr-only">The item’s labels</legend>
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {shown.map((label) => (
                <li key={label.label_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(label.label_id)}
                      onChange={() => toggle(label.label_id)}
                      className="size-4"
                    />
                    <LabelSwatch color={label.color} className="size-3" />
                    <span className="min-w-0 truncate">{label.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            {shown.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">No label is named like that.</p>}
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" className="min-h-10" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" className="min-h-10">
              Apply labels
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
