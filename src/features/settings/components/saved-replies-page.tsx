import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { repliesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { SavedReply } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useWorkspace } from '../../../api/use-workspace';
import { excerpt } from '../../../lib/excerpt';
import { formatWorkspaceTime } from '../../../lib/time';
import { useDeleteReply } from '../api/use-reply-actions';
import { MAX_SAVED_REPLIES } from '../utils/team-inbox-limits';
import { ConfirmDialog } from './confirm-dialog';
import { ReplyDialog } from './reply-dialog';
import { EditDeleteButtons, SettingsPageTitle, SettingsSection } from './settings-section';

type Editing = { reply?: SavedReply } | null;

const uses = (n: number) =>
  n === 0 ? 'Not used yet' : n === 1 ? 'Used once' : `Used ${n.toLocaleString('en-US')} times`;

/** The workspace's saved replies: written and changed here by owners and admins, used by everyone from the inbox. */
export function SavedRepliesPage() {
  const replies = useSuspenseQuery(repliesListOptions()).data.data;
  const { user, zone, clock, channels } = useWorkspace();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const remove = useDeleteReply();
  const full = replies.length >= MAX_SAVED_REPLIES;
  return (
    <>
      <SettingsPageTitle title="Saved replies">
        Answers the team gives again and again, written once: anyone can insert one from the inbox’s reply box, and its
        variables fill in the customer’s first name, the channel and the sender.
      </SettingsPageTitle>
      <SettingsSection
        title="Saved replies"
        description={`${replies.length} of at most ${MAX_SAVED_REPLIES}, by title.`}
        actions={
          <Button onClick={() => setEditing({})} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            New saved reply
          </Button>
        }
      >
        {full && (
          <p className="mb-3 text-sm text-slate-700">
            The library holds {MAX_SAVED_REPLIES} replies, the most it can: delete one to add another.
          </p>
        )}
        {replies.length === 0 ? (
          <p className="text-sm text-slate-600">
            No saved replies yet. Write the answers your team types most (opening hours, where an order is, how to ask
            for a refund); in the inbox, the reply box then offers them by title.
          </p>
        ) : (
          <ul aria-label="Saved replies" className="divide-y divide-slate-200">
            {replies.map((reply) => (
              <li key={reply.reply_id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0 flex-1 basis-64">
                  <p className="break-words font-semibold">{reply.title}</p>
                  <p className="mt-0.5 break-words text-slate-700">{excerpt(reply.text, 140)}</p>
                  <p className="mt-1 text-slate-600">
                    {uses(reply.use_count)}
                    {reply.created_by && ` · by ${reply.created_by}`} · changed{' '}
                    {formatWorkspaceTime(reply.updated_at, zone, clock)}
                  </p>
                </div>
                <EditDeleteButtons
                  name={reply.title}
                  onEdit={() => setEditing({ reply })}
                  onDelete={() => setDeleting(reply)}
                />
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      {editing && (
        <ReplyDialog
          reply={editing.reply}
          channel={channels[0]?.screen_name ?? ''}
          me={user.name}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the saved reply ${deleting?.title ?? ''}?`}
        confirmLabel="Delete saved reply"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate({ body: { reply_id: Number(deleting.reply_id) } }, { onSettled: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      >
        <p>
          It leaves the library for the whole team: the reply box no longer offers it. Messages already sent with it
          stay as they were. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
