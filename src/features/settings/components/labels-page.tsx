import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { labelsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxLabel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useDeleteLabel } from '../api/use-label-actions';
import { colorName, unusedColor } from '../utils/label-colors';
import { MAX_LABELS } from '../utils/team-inbox-limits';
import { ConfirmDialog } from './confirm-dialog';
import { LabelDialog } from './label-dialog';
import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { EditDeleteButtons, SettingsPageTitle, SettingsSection } from './settings-section';

type Editing = { label?: InboxLabel } | null;

/** The workspace's labels for inbox items: each renamed, recoloured or deleted here; everyone labels items. */
export function LabelsPage() {
  const labels = useSuspenseQuery(labelsListOptions()).data.data;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<InboxLabel | null>(null);
  const remove = useDeleteLabel();
  const full = labels.length >= MAX_LABELS;
  return (
    <>
      <SettingsPageTitle title="Labels">
        Mark what a conversation is about, such as “Refund” or “Sales lead”: everyone in the workspace labels items in
        the inbox and lists them by label. Owners and admins keep the list here.
      </SettingsPageTitle>
      <SettingsSection
        title="Labels"
        description={`${labels.length} of at most ${MAX_LABELS}.`}
        actions={
          <Button onClick={() => setEditing({})} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            New label
          </Button>
        }
      >
        {full && (
          <p className="mb-3 text-sm text-slate-700">
            The workspace has {MAX_LABELS} labels, the most it can have: delete one to add another.
          </p>
        )}
        {labels.length === 0 ? (
          <p className="text-sm text-slate-600">
            No labels yet. Add the topics your team sorts messages by (complaints, questions, leads); then anyone can
            label a conversation from the inbox, and the inbox lists each label’s items.
          </p>
        ) : (
          <ul aria-label="Labels" className="divide-y divide-slate-200">
            {labels.map((label) => (
              <li key={label.label_id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span className="flex min-w-0 items-center gap-3">
                  <LabelSwatch color={label.color} className="size-5" />
                  <span className="min-w-0">
                    <span className="block break-words font-semibold">{label.name}</span>
                    <span className="block text-slate-600">{colorName(label.color)}</span>
                  </span>
                </span>
                <EditDeleteButtons
                  name={label.name}
                  onEdit={() => setEditing({ label })}
                  onDelete={() => setDeleting(label)}
                />
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      {editing && (
        <LabelDialog
          label={editing.label}
          color={unusedColor(labels.map((label) => label.color))}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the label ${deleting?.name ?? ''}?`}
        confirmLabel="Delete label"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate({ body: { label_id: Number(deleting.label_id) } }, { onSettled: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      >
        <p>
          Every conversation, comment and message labelled “{deleting?.name}” loses the label, and its list in the inbox
          goes with it. The items themselves stay where they are, with their other labels.
        </p>
        <p>This cannot be undone: a new label of the same name starts on no items.</p>
      </ConfirmDialog>
    </>
  );
}
