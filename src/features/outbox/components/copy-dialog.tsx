import { useId, useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { networkName } from '../../../../shared/networks';
import { useCopyPost } from '../api/use-copy-post';

interface CopyDialogProps {
  post: OutboxPost;
  channels: Channel[];
  open: boolean;
  onClose: () => void;
}

export function CopyDialog({ post, channels, open, onClose }: CopyDialogProps) {
  const targets = channels.filter((c) => c.channel_id !== post.channel_id);
  const [target, setTarget] = useState(targets[0]?.channel_id ?? '');
  const copy = useCopyPost();
  const selectId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Copy to another channel"
      description="The copy is a post of its own at the end of that channel’s queue."
    >
      <label htmlFor={selectId} className="block text-sm font-semibold">
        Channel
      </label>
      <select
        id={selectId}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-400 bg-white p-2"
      >
        {targets.map((c) => (
          <option key={c.channel_id} value={c.channel_id}>
            {c.name} ({networkName(c.channel_type)})
          </option>
        ))}
      </select>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!target || copy.isPending}
          onClick={() =>
            copy.mutate({ body: { channel_id: Number(target), post_id: post.post_id } }, { onSuccess: onClose })
          }
        >
          Copy
        </Button>
      </div>
    </Dialog>
  );
}
