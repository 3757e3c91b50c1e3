import { useSuspenseQueries } from '@tanstack/react-query';
import { Check, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { networkName } from '../../../../shared/networks';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { approvalQueries } from '../api/approval-queries';
import { useApprovePost } from '../api/use-approve-post';
import { useDisapprovePost } from '../api/use-disapprove-post';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';

interface ApprovalsPageProps {
  channels: Channel[];
  zone: string;
  role: 'owner' | 'admin' | 'collaborator';
  userId: string;
}

/** Collaborators' posts across every channel, oldest first, for an owner or admin to approve or send back. */
export function ApprovalsPage({ channels, zone, role, userId }: ApprovalsPageProps) {
  const results = useSuspenseQueries({ queries: approvalQueries(channels) });
  const waiting = results
    .flatMap((r, i) => r.data.data.postsToApprove[channels[i]!.channel_id] ?? [])
    .sort((a, b) => a.created_time.localeCompare(b.created_time) || a.post_id - b.post_id);
  const manager = role !== 'collaborator';
  const shown = manager ? waiting : waiting.filter((p) => p.creator_id === userId);
  const channelOf = (post: OutboxPost) => channels.find((c) => c.channel_id === post.channel_id);

  return (
    <section aria-labelledby="page-title" className="max-w-7xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Approvals
      </h1>
      {manager ? (
        <p className="mt-2 max-w-3xl text-slate-600">
          Collaborators’ posts wait here. Approve one to put it in its channel’s queue (or at its scheduled time), or
          send it back with a reason.
        </p>
      ) : (
        <p className="mt-2 max-w-3xl rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          Only owners and admins approve posts. Your posts below wait for one of them; a post sent back appears under
          Drafts with the reason.
        </p>
      )}
      {shown.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {manager ? 'Nothing is waiting for approval.' : 'None of your posts is waiting for approval.'}
          </p>
          {manager && <p className="mt-1">Posts that collaborators write will appear here.</p>}
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label="Posts awaiting approval">
          {shown.map((post) => (
            <li key={post.post_id}>
              <ApprovalCard post={post} channel={channelOf(post)} zone={zone} manager={manager} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApprovalCard({
  post,
  channel,
  zone,
  manager,
}: {
  post: OutboxPost;
  channel?: Channel;
  zone: string;
  manager: boolean;
}) {
  const clock = useClock();
  const approve = useApprovePost();
  const [sendingBack, setSendingBack] = useState(false);
  const ref = { channel_id: Number(post.channel_id), post_id: post.post_id };
  return (
    <article
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      aria-label={`Post by ${post.creator_name} for ${channel?.name ?? 'a channel'}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {channel && <ChannelAvatar channelType={channel.channel_type} picture={channel.picture} size={24} />}
        <span className="font-semibold">{channel?.name}</span>
        <span className="min-w-0 text-slate-600">
          {channel && networkName(channel.channel_type)} · by {post.creator_name}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">{post.message}</p>
      <p className="mt-1 break-words text-xs text-slate-600">
        {post.is_custom_time === 1 ? 'Scheduled for ' : 'Would go out '}
        {formatWorkspaceTime(post.display_time, zone, clock)}
        {post.link && <> · Link: {post.link}</>}
      </p>
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

function SendBackDialog({ post, open, onClose }: { post: OutboxPost; open: boolean; onClose: () => void }) {
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
