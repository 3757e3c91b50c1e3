import { Check, ExternalLink, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { CommentsCount } from '../../../components/posts/comments-disclosure';
import { LazyCommentsThread } from '../../../components/posts/lazy-comments-thread';
import { NetworkPreview } from '../../../components/posts/network-preview';
import { PostParts } from '../../../components/posts/post-parts';
import { PostTime } from '../../../components/posts/post-time';
import { seriesInWords } from '../../../components/posts/series-words';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { useApprovePost } from '../api/use-approve-post';
import { SendBackDialog } from './send-back-dialog';

interface ApprovalCardProps {
  post: OutboxPost;
  channel: Channel;
  zone: string;
  manager: boolean;
  userId: string;
  /** Whether it is ticked to share for review; left out where the person cannot share. */
  ticked?: boolean;
  onTick?: (on: boolean) => void;
}

/**
 * Whether the person may decide the step the post waits at: the service names who may (decision 057); a post
 * listed without it (an older service) is for owners and admins.
 */
const decides = (post: OutboxPost, manager: boolean, userId: string) =>
  post.approvers ? post.approvers.user_ids.split('_').includes(userId) : manager;

/** "Step 2 of 3 · waiting for the client", or with one step only who it waits for. */
export function stepWords(post: OutboxPost): string | null {
  if (!post.approvers) return null;
  const waiting = `waiting for ${post.approvers.names}`;
  return (post.approval_steps ?? 1) > 1 ? `Step ${post.approval_step} of ${post.approval_steps} · ${waiting}` : waiting;
}

/**
 * A post awaiting approval as it will be published: who wrote it, the post as its network will show it (picture,
 * text, link card), and the facts a reviewer decides on, one row each (when it goes out, where its link leads).
 * The step it waits at says who decides it (decision 057); only they see Approve and Send back. The comments are a
 * row of that list: their count, and the thread shown on demand (decision 056). What goes out with the text (its
 * network's own text, a thread's parts, the first comment, the repeat) is marked below it (decision 071).
 */
export function ApprovalCard({ post, channel, zone, manager, userId, ticked, onTick }: ApprovalCardProps) {
  const approve = useApprovePost();
  const [sendingBack, setSendingBack] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const threadId = useId();
  // The step seen goes with the decision: a step decided meanwhile is refused, not taken for the next one.
  const ref = { channel_id: Number(post.channel_id), post_id: post.post_id, approval_step: post.approval_step };
  const step = stepWords(post);
  const name = `Post by ${post.creator_name} for ${networkName(channel.channel_type)} · ${channel.name}`;
  return (
    <article
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      aria-label={name}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm text-slate-600">
          By <span className="font-semibold text-slate-900">{post.creator_name}</span>
        </p>
        {ticked !== undefined && (
          <label className="flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={ticked}
              onChange={(e) => onTick?.(e.target.checked)}
              aria-label={`Share for review: ${name}`}
              className="size-4 accent-blue-700"
            />
            <span aria-hidden="true">Share</span>
          </label>
        )}
      </div>
      <div className="mt-2">
        <NetworkPreview channel={channel} message={post.message} link={post.link} picture={post.picture} />
      </div>
      <PostParts
        versions={post.has_version === 1 ? [{ for: networkName(channel.channel_type) }] : undefined}
        thread={post.thread}
        firstComment={post.first_comment}
        repeat={seriesInWords(post)}
        campaign={post.utm_campaign}
      />
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Goes out</dt>
        <dd>
          <PostTime utc={post.utc_post_time} shown={post.display_time} zone={zone} className="font-semibold" />
          <span className="text-slate-600">
            {post.is_custom_time === 1 ? ', its scheduled time' : ', the next free slot if approved now'}
          </span>
        </dd>
        {step && (
          <>
            <dt className="text-slate-600">Approval</dt>
            <dd>{step.charAt(0).toUpperCase() + step.slice(1)}</dd>
          </>
        )}
        {post.link && (
          <>
            <dt className="text-slate-600">Link</dt>
            <dd className="break-all">
              <PostLink link={post.link} />
            </dd>
          </>
        )}
        <dt className="text-slate-600">Comments</dt>
        <dd>
          <CommentsCount
            on={{ post_id: post.post_id }}
            open={commentsOpen}
            onToggle={() => setCommentsOpen(!commentsOpen)}
            controls={threadId}
          />
        </dd>
      </dl>
      {commentsOpen && (
        <div id={threadId} className="mt-2">
          <LazyCommentsThread on={{ post_id: post.post_id }} zone={zone} about={`the post by ${post.creator_name}`} />
        </div>
      )}
      {decides(post, manager, userId) && (
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
