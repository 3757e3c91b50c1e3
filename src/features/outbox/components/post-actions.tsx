import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { postsGetLinksOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { networkName } from '../../../../shared/networks';
import { useAddToStack, useCopyPost, useDeletePost, useShareNow } from '../api/use-post-actions';
import { excerpt } from './post-card';

const small = 'px-3 py-1.5 text-xs';

interface PostActionsProps {
  post: OutboxPost;
  channels: Channel[];
  canPublish: boolean;
  onEdit: (post: OutboxPost) => void;
  retry?: boolean;
}

/** What can be done to one post: edit, publish now, copy, see its links, delete (alone or with its group). */
export function PostActions({ post, channels, canPublish, onEdit, retry = false }: PostActionsProps) {
  const [open, setOpen] = useState<'delete' | 'copy' | 'links' | null>(null);
  const shareNow = useShareNow();
  const addToStack = useAddToStack();
  const ref = { channel_id: Number(post.channel_id), post_id: post.post_id };
  const what = excerpt(post.message, 32);
  return (
    <>
      <Button variant="secondary" className={small} onClick={() => onEdit(post)} aria-label={`Edit post “${what}”`}>
        Edit
      </Button>
      {retry && (
        <Button
          variant="secondary"
          className={small}
          disabled={addToStack.isPending}
          onClick={() => addToStack.mutate({ body: { post_id: post.post_id } })}
        >
          Retry in the queue
        </Button>
      )}
      {canPublish && (
        <Button
          variant="secondary"
          className={small}
          disabled={shareNow.isPending}
          onClick={() => shareNow.mutate({ body: ref })}
          aria-label={`Share post “${what}” now`}
        >
          Share now
        </Button>
      )}
      <Button
        variant="secondary"
        className={small}
        onClick={() => setOpen('copy')}
        aria-label={`Copy post “${what}” to another channel`}
      >
        Copy to…
      </Button>
      <Button
        variant="secondary"
        className={small}
        onClick={() => setOpen('links')}
        aria-label={`Links of post “${what}”`}
      >
        Links
      </Button>
      <Button
        variant="secondary"
        className={`${small} text-red-800`}
        onClick={() => setOpen('delete')}
        aria-label={`Delete post “${what}”`}
      >
        Delete
      </Button>
      <DeleteDialog post={post} open={open === 'delete'} onClose={() => setOpen(null)} />
      <CopyDialog post={post} channels={channels} open={open === 'copy'} onClose={() => setOpen(null)} />
      <LinksDialog post={post} open={open === 'links'} onClose={() => setOpen(null)} />
    </>
  );
}

function DeleteDialog({ post, open, onClose }: { post: OutboxPost; open: boolean; onClose: () => void }) {
  const [whole, setWhole] = useState(false);
  const remove = useDeletePost();
  const others = (post.map_ids ?? 1) - 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete this post?"
      description={`“${excerpt(post.message, 80)}” will not go out.`}
    >
      {others > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={whole} onChange={(e) => setWhole(e.target.checked)} className="size-4" />
          Also delete the {others} other {others === 1 ? 'post' : 'posts'} written with it
        </label>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { query: { channel_id: Number(post.channel_id), post_id: post.post_id, delete_mapped: whole ? 1 : 0 } },
              { onSuccess: onClose },
            )
          }
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

function CopyDialog({
  post,
  channels,
  open,
  onClose,
}: {
  post: OutboxPost;
  channels: Channel[];
  open: boolean;
  onClose: () => void;
}) {
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
        className="mt-1 w-full rounded-lg border border-slate-400 p-2"
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

function LinksDialog({ post, open, onClose }: { post: OutboxPost; open: boolean; onClose: () => void }) {
  const links = useQuery({ ...postsGetLinksOptions({ query: { post_id: post.post_id } }), enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Links in this post"
      description="Each link goes out as a short link, so clicks are counted."
    >
      {links.isPending && <p className="text-sm text-slate-600">Loading links…</p>}
      {links.isError && <p role="alert">The links could not load. Close this and try again.</p>}
      {links.data && links.data.data.length === 0 && <p className="text-sm text-slate-600">This post has no links.</p>}
      {links.data && links.data.data.length > 0 && (
        <ul className="space-y-3">
          {links.data.data.map((l) => (
            <li key={l.short_link} className="text-sm">
              <p className="break-all font-medium">{l.link}</p>
              <p className="text-slate-600">
                {l.short_link} · {l.clicks ?? 0} {l.clicks === 1 ? 'click' : 'clicks'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
