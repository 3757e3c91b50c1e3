import { useQuery } from '@tanstack/react-query';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { Dialog } from '../../../components/ui/dialog';
import { linksOptions } from '../api/links-query';

export function LinksDialog({ post, open, onClose }: { post: OutboxPost; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Links in this post"
      description="Each link goes out as a short link, so clicks are counted."
    >
      <LinkList postId={post.post_id} />
    </Dialog>
  );
}

/** Mounted with the open dialog, so each opening asks for the clicks anew. */
function LinkList({ postId }: { postId: number }) {
  const links = useQuery(linksOptions(postId));
  if (links.isPending) return <p className="text-sm text-slate-600">Loading links…</p>;
  if (links.isError)
    return (
      <p role="alert" className="text-sm text-red-900">
        The links could not load. Close this and try again.
      </p>
    );
  if (links.data.data.length === 0)
    return (
      <p className="text-sm text-slate-600">
        This post has no links. Links in the message or the link field get a short link when the post is saved.
      </p>
    );
  return (
    <ul className="space-y-3" aria-label="Short links">
      {links.data.data.map((l) => (
        <li key={l.short_link} className="text-sm">
          <p className="break-all font-medium">{l.link}</p>
          <p className="text-slate-600">
            <a href={l.short_link} target="_blank" rel="noreferrer" className="break-all text-blue-700 underline">
              {l.short_link}
            </a>{' '}
            · {l.clicks ?? 0} {l.clicks === 1 ? 'click' : 'clicks'}
          </p>
        </li>
      ))}
    </ul>
  );
}
