import { Check, ExternalLink, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { NetworkPreview } from '../../../components/posts/network-preview';
import { PostTime } from '../../../components/posts/post-time';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { useApprovePost } from '../api/use-approve-post';
import { SendBackDialog } from './send-back-dialog';

interface ApprovalCardProps {
  post: OutboxPost;
  channel: Channel;
  zone: string;
  manager: boolean;
}

/**
 * A post awaiting approval as it will be published: who wrote it, the post as its network will show it (picture,
 * text, link card), and the facts a reviewer decides on, one row each (when it goes out, where its link leads).
 * The approval step and the comments count are rows of that list to come (decision 054).
 */
export function ApprovalCard({ post, channel, zone, manager }: ApprovalCardProps) {
  const approve = useApprovePost();
  const [sendingBack, setSendingBack] = useState(false);
  const ref = { channel_id: Number(post.channel_id), post_id: post.post_id };
  return (
    <article
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      aria-label={`Post by ${post.creator_name} for ${networkName(channel.channel_type)} · ${channel.name}`}
    >
      <p className="text-sm text-slate-600">
        By <span className="font-semibold text-slate-900">{post.creator_name}</span>
      </p>
      <div className="mt-2">
        <NetworkPreview channel={channel} message={post.message} link={post.link} picture={post.picture} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Goes out</dt>
        <dd>
          <PostTime utc={post.utc_post_time} shown={post.display_time} zone={zone} className="font-semibold" />
          <span className="text-slate-600">
            {post.is_custom_time === 1 ? ', its scheduled time' : ', the next free slot if approved now'}
          </span>
        </dd>
        {post.link && (
          <>
            <dt className="text-slate-600">Link</dt>
            <dd className="break-all">
              <PostLink link={post.link} />
            </dd>
          </>
        )}
      </dl>
      {manager && (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button disabled={approve.isPending} onClick={() => approve.mutate({ body: ref })}>
            <Check aria-hidden className="size-4" />
            Approve
          </Button>
          <Button variant="secondary" onClick={() => setSendingBack(true)}>
            <Undo2 aria-hidden className="size-4" />
            Send back
          </Button>
        </div>
      )}
      <SendBackDialog post={post} open={sendingBack} onClose={() => setSendingBack(false)} />
    </article>
  );
}

/** The post's link, to open and check where it leads; an address that is not on the web is only written. */
function PostLink({ link }: { link: string }) {
  if (!/^https?:\/\//i.test(link)) return <>{link}</>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-blue-800 underline hover:text-blue-900"
    >
      {link}
      <ExternalLink aria-hidden className="ml-1 inline size-3 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
