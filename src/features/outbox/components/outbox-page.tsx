import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { zoneLabel } from '../../../lib/time';
import { splitOutbox } from '../api/outbox-lists';
import { outboxOptions } from '../api/outbox-query';
import { useVisiblePosts } from '../../../lib/pending-post-deletes';
import { useDeletePost } from '../api/use-delete-post';
import { useReorderQueue } from '../api/use-reorder-queue';
import { postPermissions, type Viewer } from '../../../lib/post-permissions';
import { CommentsDisclosure } from '../../../components/posts/comments-disclosure';
import { excerpt } from '../../../lib/excerpt';
import { PostActions } from './post-actions';
import { PostCard } from './post-card';
import { QueueList } from './queue-list';
import { ScheduleDialog } from './schedule-dialog';
import { EmptyState, PostSection, Section } from './section';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { handle } from '../../../components/channels/handle';
import { useKeyboardHints } from '../../../lib/media';

interface OutboxPageProps {
  channel: Channel;
  channels: Channel[];
  zone: string;
  viewer: Viewer;
  onCompose: () => void;
  onEdit: (post: OutboxPost) => void;
  /** Owners' and admins' settings of the channel's network, shown beside the outbox (the route composes them). */
  networkSettings?: React.ReactNode;
}

/** One channel's outbox: its queue in time order (drag to reorder), pinned posts, failures, approvals pending. */
export function OutboxPage({ channel, channels, zone, viewer, onCompose, onEdit, networkSettings }: OutboxPageProps) {
  const keys = useKeyboardHints();
  const { data } = useSuspenseQuery(outboxOptions(channel.channel_id));
  const visible = useVisiblePosts();
  const all = splitOutbox(data, channel.channel_id);
  const outbox = {
    queue: all.queue.filter(visible),
    pinned: all.pinned.filter(visible),
    failed: all.failed.filter(visible),
    toApprove: all.toApprove.filter(visible),
  };
  const reorder = useReorderQueue(channel.channel_id);
  const remove = useDeletePost();
  const heading = useRef<HTMLHeadingElement>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const manager = viewer.role !== 'collaborator';
  const onDelete = (post: OutboxPost, scope: boolean | 'series') => {
    remove(post, scope);
    // The card goes away with the focus it had: the page's heading takes it, rather than the document.
    heading.current?.focus();
  };
  const actions = (post: OutboxPost, options: { retry?: boolean; awaiting?: boolean } = {}) => {
    const can = postPermissions(post, viewer);
    return (
      <>
        <PostActions
          post={post}
          channels={channels}
          can={options.awaiting ? { ...can, shareNow: false } : can}
          onEdit={onEdit}
          onDelete={onDelete}
          retry={options.retry}
        />
        {/* Those who may change a post discuss it (decision 056): owners, admins and its writer. */}
        {can.edit && (
          <CommentsDisclosure
            on={{ post_id: post.post_id }}
            zone={zone}
            about={`the post “${excerpt(post.message)}”`}
          />
        )}
      </>
    );
  };
  // A reorder names every queued post, those whose deletion is still undoable too (they go last).
  const hiddenQueued = all.queue.filter((p) => !visible(p)).map((p) => p.post_id);
  const side = outbox.failed.length > 0 || outbox.toApprove.length > 0 || (manager && networkSettings);

  return (
    <div className="max-w-7xl">
      <div className="flex flex-wrap items-center gap-4">
        <ChannelAvatar channelType={channel.channel_type} picture={channel.picture} size={48} />
        <div className="min-w-0 flex-1">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold break-words focus:outline-none">
            Outbox · {channel.name}
          </h1>
          <p className="text-sm break-words text-slate-600">
            {networkName(channel.channel_type)} · {handle(channel.screen_name)} · times are {zoneLabel(zone)} ({zone})
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {manager && (
            <Button variant="secondary" onClick={() => setScheduleOpen(true)}>
              <CalendarClock aria-hidden className="size-4" />
              Posting schedule
            </Button>
          )}
          <Button onClick={onCompose}>
            <Plus aria-hidden className="size-4" />
            New post
          </Button>
        </div>
      </div>

      <div className={`mt-8 grid gap-8 ${side ? 'xl:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)]' : ''}`}>
        <div className="min-w-0">
          <Section
            title="Queue"
            hint={
              manager
                ? `Posts go out at the channel’s next free slots, top first. ${keys ? 'Drag a post by its handle (on a touch screen, press and hold it), or focus the handle and use Space and the arrow keys.' : 'Press and hold a post’s handle, then drag it.'}`
                : 'Posts go out at the channel’s next free slots, top first.'
            }
          >
            {outbox.queue.length === 0 ? (
              <EmptyState title="No posts are queued.">
                Write one with <strong>New post</strong>: it takes the next free slot of this channel’s posting
                schedule.
              </EmptyState>
            ) : (
              <QueueList
                posts={outbox.queue}
                zone={zone}
                canReorder={manager}
                onReorder={(order) => reorder([...order, ...hiddenQueued])}
                actions={(post) => actions(post)}
              />
            )}
          </Section>

          <PostSection
            title="Pinned to a time"
            hint="These go out at their own time and keep it whatever the queue does."
            posts={outbox.pinned}
            card={(post) => <PostCard post={post} zone={zone} actions={actions(post)} />}
          />
        </div>

        {side && (
          <div className="min-w-0">
            <PostSection
              title="Failed"
              hint="These did not go out, or the network did not confirm them. Read why, check the channel, then retry."
              posts={outbox.failed}
              card={(post) => (
                <PostCard
                  post={post}
                  zone={zone}
                  note={
                    <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200">
                      {post.error_message ?? 'The network refused the post.'}
                    </p>
                  }
                  actions={actions(post, { retry: true })}
                />
              )}
            />
            <PostSection
              title="Awaiting approval"
              hint="Collaborators’ posts join the queue once an owner or admin approves them on the Approvals page."
              posts={outbox.toApprove}
              card={(post) => <PostCard post={post} zone={zone} actions={actions(post, { awaiting: true })} />}
            />
            {manager && networkSettings}
          </div>
        )}
      </div>
      <ScheduleDialog
        channelId={channel.channel_id}
        channelName={channel.name}
        open={scheduleOpen}
        onClose={() => setScheduleOpen(false)}
      />
    </div>
  );
}
