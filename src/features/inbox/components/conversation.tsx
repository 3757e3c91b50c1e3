import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { likesOptions, retweetsOptions } from '../api/item-queries';
import { threadOptions } from '../api/thread-queries';
import { useDeleteComment } from '../api/use-delete-comment';
import { pendingNoteDeletes, useDeleteNoteWithUndo } from '../api/use-delete-note';
import { useTeammates } from '../api/teammates';
import { useWorkspace } from '../../../api/use-workspace';
import { useLiveThread } from '../hooks/use-live-thread';
import type { ItemAbilities } from '../utils/item-abilities';
import { ThreadNote } from './thread-note';

/**
 * The item's thread, oldest first with the root on top, kept current by the event stream, the team's notes among
 * its messages; then who reacted.
 */
export function Conversation({ item, zone, can }: { item: InboxItem; zone: string; can: ItemAbilities }) {
  const thread = useInfiniteQuery(threadOptions(item));
  const likes = useQuery(likesOptions(item));
  const retweets = useQuery(retweetsOptions(item));
  const queryClient = useQueryClient();
  const toast = useToast();
  const deleteComment = useDeleteComment(item);
  const deleteNote = useDeleteNoteWithUndo(item);
  const { user, role } = useWorkspace();
  const deleting = pendingNoteDeletes.useEntries();
  useLiveThread(Number(item.get_conversation_id), () =>
    queryClient.invalidateQueries({ queryKey: threadOptions(item).queryKey }),
  );

  // Pages come newest first; the thread reads oldest first, the root on top.
  const pages = thread.data?.pages ?? [];
  const posts = [
    ...pages
      .slice(1)
      .reverse()
      .flatMap((p) => p.posts),
    ...(pages[0]?.posts.slice(1) ?? []),
  ].filter((post) => !deleting.includes(post.post_id));
  const teammates = useTeammates() ?? [];
  // Its author deletes a note, and owners and admins any (decision 042).
  const mayDeleteNote = (note: InboxItem) => note.user_id === `member-${user.user_id}` || role !== 'collaborator';
  const root = pages[0]?.posts[0];
  const remove = (post: InboxItem) =>
    deleteComment.mutate(post, { onSuccess: () => toast.show('Deleted from the network.') });

  return (
    <div className="flex-1 overflow-y-auto p-3 sm:p-4">
      {thread.isPending && <p className="text-sm text-slate-600">Loading the conversation…</p>}
      {thread.isError && (
        <div role="alert" className="text-sm">
          <p>The conversation could not load.</p>
          <Button variant="secondary" className="mt-2 px-3 py-1.5 text-xs" onClick={() => thread.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {root && (
        <ol aria-label="Conversation" className="space-y-3">
          <Message item={root} zone={zone} isRoot />
          {thread.hasNextPage && (
            <li>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-xs max-sm:min-h-10"
                disabled={thread.isFetchingNextPage}
                onClick={() => thread.fetchNextPage()}
              >
                {thread.isFetchingNextPage ? 'Loading older replies…' : 'Load older replies'}
              </Button>
            </li>
          )}
          {posts.map((post) =>
            post.is_note === 1 ? (
              <ThreadNote
                key={post.post_id}
                note={post}
                zone={zone}
                teammates={teammates}
                onDelete={mayDeleteNote(post) ? () => deleteNote(post) : undefined}
              />
            ) : (
              <Message
                key={post.post_id}
                item={post}
                zone={zone}
                onDelete={can.deleteOwn(post) ? () => remove(post) : undefined}
              />
            ),
          )}
        </ol>
      )}
      {(likes.data?.data.length ?? 0) > 0 && (
        <section aria-label="Likes" className="mt-4 text-sm text-slate-700">
          <h3 className="font-semibold">Liked by</h3>
          <p>{likes.data!.data.map((l) => (l.current_user ? `${l.name} (you)` : l.name)).join(', ')}</p>
        </section>
      )}
      {(retweets.data?.data.length ?? 0) > 0 && (
        <section aria-label="Retweets" className="mt-3 text-sm text-slate-700">
          <h3 className="font-semibold">Retweeted by</h3>
          <p>
            {retweets
              .data!.data.map((r) => (r.current_user ? `@${r.screen_name} (you)` : `@${r.screen_name}`))
              .join(', ')}
          </p>
        </section>
      )}
    </div>
  );
}

function Message({
  item,
  zone,
  isRoot = false,
  onDelete,
}: {
  item: InboxItem;
  zone: string;
  isRoot?: boolean;
  onDelete?: () => void;
}) {
  const clock = useClock();
  const ours = item.user_id.startsWith('channel-');
  return (
    <li
      className={`rounded-xl p-3 ring-1 ${ours ? 'ml-8 bg-blue-50 ring-blue-200' : 'bg-white ring-slate-200'} ${isRoot ? 'ring-2' : ''}`}
    >
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{ours ? `${item.user_name} (you)` : item.user_name}</span> ·{' '}
        {formatWorkspaceTime(item.timestamp, zone, clock)}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.text}</p>
      {item.attachment && <Attachment attachment={item.attachment} />}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className="mt-1 min-h-10 text-xs font-semibold text-red-800 underline sm:min-h-0"
        >
          Delete
        </button>
      )}
    </li>
  );
}

/** What came with the message: a picture shown, a video or link as a card that opens it on its site. */
function Attachment({ attachment }: { attachment: NonNullable<InboxItem['attachment']> }) {
  if (attachment.type === 'image')
    return (
      <img
        src={attachment.url}
        alt="Attached to this message"
        loading="lazy"
        className="mt-2 max-h-64 max-w-full rounded-lg object-contain ring-1 ring-slate-200"
      />
    );
  let host = attachment.url;
  try {
    host = new URL(attachment.url).host;
  } catch {
    // Not a full address: shown as it came.
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noreferrer noopener"
      className="mt-2 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200 hover:bg-slate-100"
    >
      <span className="font-semibold">{attachment.type === 'video' ? 'Video' : 'Link'}</span>
      <span className="min-w-0 truncate text-blue-700 underline">{host}</span>
    </a>
  );
}
