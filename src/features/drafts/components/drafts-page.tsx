import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Draft } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import type { Role } from '../../../lib/roles';
import { pendingDraftDeletes } from '../api/pending-deletes';
import { useDeleteDraftWithUndo } from '../api/use-delete-draft';
import { DraftCard, type DraftIntent } from './draft-card';

export type { DraftIntent } from './draft-card';

interface DraftsPageProps {
  zone: string;
  role: Role;
  onCompose: () => void;
  onEdit: (draft: Draft, intent: DraftIntent) => void;
}

/** Ideas kept for later and posts sent back by a reviewer, each ready to edit, queue, share or schedule. */
export function DraftsPage({ zone, role, onCompose, onEdit }: DraftsPageProps) {
  const { data } = useSuspenseQuery(draftsGetOptions());
  const hidden = pendingDraftDeletes.useEntries();
  const remove = useDeleteDraftWithUndo();
  const heading = useRef<HTMLHeadingElement>(null);
  const drafts = data.data.drafts.filter((d) => !hidden.includes(d.draft_id));
  const onDelete = (draft: Draft) => {
    remove(draft);
    // The card goes away with the focus it had: the page's heading takes it, rather than the document.
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="page-title" className="max-w-7xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            Drafts
          </h1>
          <p className="mt-2 text-slate-600">Ideas kept for later, and posts a reviewer sent back to their writer.</p>
        </div>
        <Button onClick={onCompose}>
          <Plus aria-hidden className="size-4" />
          New draft
        </Button>
      </div>
      {drafts.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">No drafts yet.</p>
          <p className="mt-1">
            A draft keeps a post until it is ready: write it with <strong>New draft</strong>, with or without channels,
            then add it to the queue, share it now or schedule it. Posts an owner or admin sends back also land here,
            with their reason.
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label="Drafts">
          {drafts.map((draft) => (
            <li key={draft.draft_id}>
              <DraftCard
                draft={draft}
                channels={data.data.channels}
                zone={zone}
                collaborator={role === 'collaborator'}
                onEdit={onEdit}
                onDelete={onDelete}
                onGone={() => heading.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
