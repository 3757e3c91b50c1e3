import { ExternalLink, Repeat2 } from 'lucide-react';
import type { HistoryPost } from '../../../api/generated/types.gen';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import { Button } from '../../../components/ui/button';
import { excerpt } from '../../../lib/excerpt';
import { PostTime } from '../../../components/posts/post-time';
import { networkName } from '../../../../shared/networks';

/** When it went out, in the workspace zone (the machine-readable instant in UTC). */
export function PublishedAt({ post, zone }: { post: HistoryPost; zone: string }) {
  return (
    <PostTime
      utc={post.utc_post_time}
      shown={post.published_time || post.display_time}
      zone={zone}
      className="whitespace-nowrap"
    />
  );
}

/** The network's mark, the channel's name and, written out, its network. */
export function ChannelName({ post }: { post: HistoryPost }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <NetworkMark channelType={post.channel} />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{post.channel_name}</span>
        <span className="block text-xs text-slate-600">{networkName(post.channel)}</span>
      </span>
    </span>
  );
}

/** The start of the text, its picture and, once the network told where, a link to the post there. */
export function PostText({ post }: { post: HistoryPost }) {
  return (
    <div className="flex min-w-0 gap-3">
      {post.thumbnail && (
        <img
          src={post.thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
        />
      )}
      <div className="min-w-0">
        <p className="break-words text-slate-800">{excerpt(post.message, 140)}</p>
        {post.published_link && (
          <a
            href={post.published_link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-blue-800 underline"
          >
            View on {networkName(post.channel)}
            <ExternalLink aria-hidden className="size-3" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}

/** Who approved it, or a dash read out as "none" when nobody had to. */
export function ApproverName({ post }: { post: HistoryPost }) {
  if (post.approver_name) return <>{post.approver_name}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  );
}

export function ShareAgainButton({
  post,
  pending,
  onShare,
}: {
  post: HistoryPost;
  pending: boolean;
  onShare: (post: HistoryPost) => void;
}) {
  return (
    <Button
      variant="secondary"
      className="whitespace-nowrap px-3 py-1.5 text-xs"
      disabled={pending}
      aria-label={`Share again: ${excerpt(post.message, 40)}`}
      onClick={() => onShare(post)}
    >
      <Repeat2 aria-hidden className="size-4" />
      {pending ? 'Sharing…' : 'Share again'}
    </Button>
  );
}
