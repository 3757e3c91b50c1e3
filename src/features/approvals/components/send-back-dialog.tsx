import { useId, useState } from 'react';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDisapprovePost } from '../api/use-disapprove-post';

/** Sending a post back to its writer, with an optional reason: it becomes their draft. */
export function SendBackDialog({ post, open, onClose }: { post: OutboxPost; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const disapprove = useDisapprovePost();
  const reasonId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Send back to ${post.creator_name}`}
      description="The post leaves the outbox and becomes a draft of theirs, with your reason."
    >
      <label htmlFor={reasonId} className="text-sm font-semibold">
        Reason <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        id={reasonId}
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
      />
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={disapprove.isPending}
          onClick={() =>
            disapprove.mutate(
              {
                body: {
                  channel_id: Number(post.channel_id),
                  post_id: post.post_id,
                  approval_step: post.approval_step,
                  message: reason.trim() || undefined,
                },
              },
              { onSuccess: onClose },
            )
          }
        >
          Send back
        </Button>
      </div>
    </Dialog>
  );
}
