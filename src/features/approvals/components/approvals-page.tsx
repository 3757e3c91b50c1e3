import { useSuspenseQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { ShareReviewButton } from '../../../components/reviews/share-review-button';
import type { Role } from '../../../lib/roles';
import { zoneLabel } from '../../../lib/time';
import { approvalQueries } from '../api/approval-queries';
import { ApprovalCard } from './approval-card';

interface ApprovalsPageProps {
  channels: Channel[];
  zone: string;
  role: Role;
  userId: string;
}

/** Collaborators' posts across every channel, oldest first, for an owner or admin to approve or send back. */
export function ApprovalsPage({ channels, zone, role, userId }: ApprovalsPageProps) {
  const results = useSuspenseQueries({ queries: approvalQueries(channels) });
  const waiting = results
    .flatMap((r, i) => {
      const channel = channels[i]!;
      return (r.data.data.postsToApprove[channel.channel_id] ?? []).map((post) => ({ post, channel }));
    })
    .sort((a, b) => a.post.created_time.localeCompare(b.post.created_time) || a.post.post_id - b.post.post_id);
  const manager = role === 'owner' || role === 'admin';
  // A client's listing holds only the posts at their step already (decision 057); a collaborator sees their own, and
  // those of a step they were named for.
  const theirs = (post: OutboxPost) =>
    post.creator_id === userId || (post.approvers?.user_ids.split('_').includes(userId) ?? false);
  const shown = role === 'collaborator' ? waiting.filter(({ post }) => theirs(post)) : waiting;
  // Owners and admins share what waits here for review by a link (decision 060): the posts ticked, or all of them.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = shown.filter(({ post }) => ticked.has(post.post_id));
  const sharing = chosen.length > 0 ? chosen : shown;
  const tick = (postId: number, on: boolean) =>
    setTicked((ids) => {
      const next = new Set(ids);
      if (on) next.add(postId);
      else next.delete(postId);
      return next;
    });

  return (
    <section aria-labelledby="page-title" className="max-w-7xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Approvals
      </h1>
      {role === 'client' ? (
        <p className="mt-2 max-w-3xl text-slate-600">
          The posts waiting for your approval. Approve one to pass it on (or to publish it, at the last step), or send
          it back to its writer with a reason.
        </p>
      ) : manager ? (
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
            {role === 'collaborator'
              ? 'None of your posts is waiting for approval.'
              : 'Nothing is waiting for approval.'}
          </p>
          {manager && <p className="mt-1">Posts that collaborators write will appear here.</p>}
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              <span>
                Times are {zoneLabel(zone)} ({zone}).
              </span>
              {manager && <span> Tick posts to share only those for review.</span>}
            </p>
            {manager && (
              <ShareReviewButton
                postIds={sharing.map(({ post }) => post.post_id)}
                what={sharingWords(sharing.length, chosen.length > 0)}
                zone={zone}
              >
                {chosen.length > 0
                  ? `Share ${chosen.length} ticked for review`
                  : `Share all ${shown.length} for review`}
              </ShareReviewButton>
            )}
          </div>
          <ul className="mt-2 grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label="Posts awaiting approval">
            {shown.map(({ post, channel }) => (
              <li key={post.post_id}>
                <ApprovalCard
                  post={post}
                  channel={channel}
                  zone={zone}
                  manager={manager}
                  userId={userId}
                  ticked={manager ? ticked.has(post.post_id) : undefined}
                  onTick={(on) => tick(post.post_id, on)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const sharingWords = (n: number, ticked: boolean) =>
  n === 1
    ? `the post ${ticked ? 'you ticked' : 'waiting for approval'}`
    : `the ${n} posts ${ticked ? 'you ticked' : 'waiting for approval'}`;
