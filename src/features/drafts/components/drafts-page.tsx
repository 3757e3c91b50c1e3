import { useSuspenseQuery } from '@tanstack/react-query';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Channel, Draft } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { formatWorkspaceTime } from '../../../lib/time';
import { usePendingDeletes } from '../api/pending-deletes';
import { useAddDraftToQueue, useDeleteDraftWithUndo, useShareDraftNow } from '../api/use-draft-actions';

type Role = 'owner' | 'admin' | 'collaborator';
export type DraftIntent = 'draft' | 'schedule';

interface DraftsPageProps {
  zone: string;
  role: Role;
  onCompose: () => void;
  onEdit: (draft: Draft, intent: DraftIntent) => void;
}

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Ideas kept for later and posts sent back by a reviewer, each ready to edit, queue, share or schedule. */
export function DraftsPage({ zone, role, onCompose, onEdit }: DraftsPageProps) {
  const { data } = useSuspenseQuery(draftsGetOptions());
  const hidden = usePendingDeletes();
  const drafts = data.data.drafts.filter((d) => !hidden.has(d.draft_id));
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            Drafts
          </h1>
          <p className="mt-2 text-slate-600">Ideas kept for later, and posts a reviewer sent back to their writer.</p>
        </div>
        <Button onClick={onCompose}>New draft</Button>
      </div>
      {drafts.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold">No drafts yet.</p>
          <p className="mt-1">
            A draft keeps a post until it is ready: write it with <strong>New draft</strong>, with or without channels,
            then add it to the queue, share it now or schedule it. Posts an owner or admin sends back also land here,
            with their reason.
          </p>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Drafts">
          {drafts.map((draft) => (
            <li key={draft.draft_id}>
              <DraftCard draft={draft} channels={data.data.channels} zone={zone} role={role} onEdit={onEdit} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DraftCard({
  draft,
  channels,
  zone,
  role,
  onEdit,
}: {
  draft: Draft;
  channels: Channel[];
  zone: string;
  role: Role;
  onEdit: DraftsPageProps['onEdit'];
}) {
  const addToQueue = useAddDraftToQueue();
  const shareNow = useShareDraftNow(role === 'collaborator');
  const remove = useDeleteDraftWithUndo();
  const ids = (draft.channel_ids ?? '').split('_').filter(Boolean);
  const targets = ids
    .map((id) => channels.find((c) => c.channel_id === id))
    .filter((c): c is Channel => c !== undefined);
  const what = excerpt(draft.message);
  const small = 'px-3 py-1.5 text-xs';
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={`Draft: ${what}`}>
      {draft.rejected_user_name !== undefined && (
        <p className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong>Sent back by {draft.rejected_user_name}</strong>
          {draft.rejected_message ? `: ${draft.rejected_message}` : ' (no reason given)'}
        </p>
      )}
      <p className="whitespace-pre-wrap break-words">{draft.message}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {targets.length === 0 ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">No channels yet</span>
        ) : (
          targets.map((c) => (
            <span
              key={c.channel_id}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
            >
              <img src={c.picture} alt="" width={14} height={14} className="size-3.5 rounded-full" />
              {c.name} ({networkName(c.channel_type)})
            </span>
          ))
        )}
        <span>
          by {draft.creator_name} · edited {formatWorkspaceTime(draft.updated_time, zone)}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className={small}
          onClick={() => onEdit(draft, 'draft')}
          aria-label={`Edit draft “${what}”`}
        >
          Edit
        </Button>
        <Button
          variant="secondary"
          className={small}
          disabled={addToQueue.isPending}
          onClick={() => addToQueue.mutate({ query: { draft_id: draft.draft_id } })}
          aria-label={`Add draft “${what}” to the queue`}
        >
          Add to queue
        </Button>
        <Button
          variant="secondary"
          className={small}
          disabled={shareNow.isPending}
          onClick={() => shareNow.share(draft)}
          aria-label={`Share draft “${what}” now`}
        >
          {role === 'collaborator' ? 'Send for approval' : 'Share now'}
        </Button>
        <Button
          variant="secondary"
          className={small}
          onClick={() => onEdit(draft, 'schedule')}
          aria-label={`Schedule draft “${what}”`}
        >
          Schedule…
        </Button>
        <Button
          variant="secondary"
          className={`${small} text-red-800`}
          onClick={() => remove(draft)}
          aria-label={`Delete draft “${what}”`}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
