import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { zoneLabel } from '../../../lib/time';
import { outboxOptions, splitOutbox } from '../api/outbox-query';
import { useReorderQueue } from '../api/use-reorder-queue';
import { PostActions } from './post-actions';
import { PostCard } from './post-card';
import { QueueList } from './queue-list';
import { ScheduleDialog } from './schedule-dialog';

interface OutboxPageProps {
  channel: Channel;
  channels: Channel[];
  zone: string;
  role: 'owner' | 'admin' | 'collaborator';
  onCompose: () => void;
  onEdit: (post: OutboxPost) => void;
  /** Owners' and admins' settings of the channel's network, shown under the outbox (the route composes them). */
  networkSettings?: React.ReactNode;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="mb-3 text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}

/** One channel's outbox: its queue in time order (drag to reorder), pinned posts, failures, approvals pending. */
export function OutboxPage({ channel, channels, zone, role, onCompose, onEdit, networkSettings }: OutboxPageProps) {
  const { data } = useSuspenseQuery(outboxOptions(channel.channel_id));
  const outbox = splitOutbox(data, channel.channel_id);
  const reorder = useReorderQueue(channel.channel_id);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const manager = role !== 'collaborator';
  const actions = (post: OutboxPost, retry = false) => (
    <PostActions post={post} channels={channels} canPublish={manager} onEdit={onEdit} retry={retry} />
  );

  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-center gap-4">
        <img src={channel.picture} alt="" width={48} height={48} className="size-12 rounded-full" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">Outbox · {channel.name}</h1>
          <p className="text-sm text-slate-600">
            {networkName(channel.channel_type)} · @{channel.screen_name} · times are {zoneLabel(zone)} ({zone})
          </p>
        </div>
        <div className="flex gap-2">
          {manager && (
            <Button variant="secondary" onClick={() => setScheduleOpen(true)}>
              Posting schedule
            </Button>
          )}
          <Button onClick={onCompose}>New post</Button>
        </div>
      </div>

      <Section
        title="Queue"
        hint={
          manager
            ? 'Posts go out at the channel’s next free slots, top first. Drag a post by its handle, or focus the handle and use Space and the arrow keys.'
            : 'Posts go out at the channel’s next free slots, top first.'
        }
      >
        {outbox.queue.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            No posts are queued. Write one with <strong>New post</strong>: it takes the next free slot of this channel’s
            posting schedule.
          </p>
        ) : (
          <QueueList
            posts={outbox.queue}
            zone={zone}
            canReorder={manager}
            onReorder={reorder}
            actions={(post) => actions(post)}
          />
        )}
      </Section>

      {outbox.pinned.length > 0 && (
        <Section title="Pinned to a time" hint="These go out at their own time and keep it whatever the queue does.">
          <ul className="space-y-3">
            {outbox.pinned.map((post) => (
              <li key={post.post_id}>
                <PostCard post={post} zone={zone} actions={actions(post)} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {outbox.failed.length > 0 && (
        <Section
          title="Failed"
          hint="These did not go out, or the network did not confirm them. Read why, check the channel, then retry."
        >
          <ul className="space-y-3">
            {outbox.failed.map((post) => (
              <li key={post.post_id}>
                <PostCard
                  post={post}
                  zone={zone}
                  note={
                    <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200">
                      {post.error_message ?? 'The network refused the post.'}
                    </p>
                  }
                  actions={actions(post, true)}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {outbox.toApprove.length > 0 && (
        <Section
          title="Awaiting approval"
          hint="Collaborators’ posts join the queue once an owner or admin approves them on the Approvals page."
        >
          <ul className="space-y-3">
            {outbox.toApprove.map((post) => (
              <li key={post.post_id}>
                <PostCard post={post} zone={zone} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {manager && networkSettings}
      <ScheduleDialog
        channelId={channel.channel_id}
        channelName={channel.name}
        open={scheduleOpen}
        onClose={() => setScheduleOpen(false)}
      />
    </div>
  );
}
