import { Copy, Link, Pencil, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Menu, type MenuItem } from '../../../components/ui/menu';
import { useRetryPost } from '../api/use-retry-post';
import { useShareNow } from '../api/use-share-now';
import type { PostPermissions } from '../../../lib/post-permissions';
import { CopyDialog } from './copy-dialog';
import { LinksDialog } from './links-dialog';
import { excerpt } from '../../../lib/excerpt';

const small = 'px-3 py-1.5 text-xs';
const icon = 'size-4';

interface PostActionsProps {
  post: OutboxPost;
  channels: Channel[];
  can: PostPermissions;
  onEdit: (post: OutboxPost) => void;
  /** `scope`: true for its whole group, 'series' for the rest of its series (decision 069). */
  onDelete: (post: OutboxPost, scope: boolean | 'series') => void;
  retry?: boolean;
}

/**
 * What the viewer may do to one post, and nothing they may not: the main actions as buttons (edit, publish now,
 * retry), the rest in a "more actions" menu (copy, links, delete, which is red and undoable).
 */
export function PostActions({ post, channels, can, onEdit, onDelete, retry = false }: PostActionsProps) {
  const [open, setOpen] = useState<'copy' | 'links' | null>(null);
  const shareNow = useShareNow();
  const retryPost = useRetryPost();
  const what = excerpt(post.message, 32);
  const others = (post.map_ids ?? 1) - 1;
  const inSeries = Boolean(post.series_id);
  const more: MenuItem[] = [
    ...(can.copy && channels.length > 1
      ? [
          {
            label: 'Copy to another channel…',
            icon: <Copy aria-hidden className={icon} />,
            onSelect: () => setOpen('copy'),
          },
        ]
      : []),
    ...(can.links
      ? [{ label: 'Links and clicks', icon: <Link aria-hidden className={icon} />, onSelect: () => setOpen('links') }]
      : []),
    ...(can.delete
      ? [
          {
            label: inSeries ? 'Delete this one' : 'Delete',
            icon: <Trash2 aria-hidden className={icon} />,
            destructive: true,
            onSelect: () => onDelete(post, false),
          },
          ...(inSeries
            ? [
                {
                  label: 'Delete this and the rest of the series',
                  icon: <Trash2 aria-hidden className={icon} />,
                  destructive: true,
                  onSelect: () => onDelete(post, 'series'),
                },
              ]
            : []),
          ...(others > 0
            ? [
                {
                  label: `Delete all ${others + 1} written together`,
                  icon: <Trash2 aria-hidden className={icon} />,
                  destructive: true,
                  onSelect: () => onDelete(post, true),
                },
              ]
            : []),
        ]
      : []),
  ];
  return (
    <>
      {can.edit && (
        <Button variant="secondary" className={small} onClick={() => onEdit(post)} aria-label={`Edit post “${what}”`}>
          <Pencil aria-hidden className={icon} />
          Edit
        </Button>
      )}
      {retry && can.retry && (
        <Button
          variant="secondary"
          className={small}
          disabled={retryPost.isPending}
          onClick={() => retryPost.mutate({ body: { post_id: post.post_id } })}
        >
          <RotateCcw aria-hidden className={icon} />
          Retry in the queue
        </Button>
      )}
      {can.shareNow && (
        <Button
          variant="secondary"
          className={small}
          disabled={shareNow.isPending}
          onClick={() => shareNow.mutate({ body: { channel_id: Number(post.channel_id), post_id: post.post_id } })}
          aria-label={`Share post “${what}” now`}
        >
          <Send aria-hidden className={icon} />
          Share now
        </Button>
      )}
      {more.length > 0 && (
        <div className="ml-auto">
          <Menu label={`More actions for post “${what}”`} items={more} />
        </div>
      )}
      {open === 'copy' && <CopyDialog post={post} channels={channels} open onClose={() => setOpen(null)} />}
      <LinksDialog post={post} open={open === 'links'} onClose={() => setOpen(null)} />
    </>
  );
}
