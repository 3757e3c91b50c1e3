import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import {
  inboxDeleteCommentMutation,
  inboxGetItemOptions,
  inboxLikeInfoOptions,
  inboxRetweetInfoOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { canDo, findNetwork, networkName } from '../../../../shared/networks';
import { formatWorkspaceTime } from '../../../lib/time';
import { threadOptions } from '../api/inbox-queries';
import { useLiveThread } from '../hooks/use-live-thread';
import { useItemActions, type Action } from '../api/use-item-actions';

interface ItemPaneProps {
  itemRef: { id: number; channelId: number };
  listed?: InboxItem;
  zone: string;
  replyRef: RefObject<HTMLTextAreaElement | null>;
  onAuthor: (userId: string) => void;
  onClose: () => void;
}

/** How one answers this item on its network: a direct message, a comment on a post, or a reply. */
function answerAction(item: InboxItem): { action: Action; label: string } | null {
  const type = Number(item.channel);
  if (item.is_direct_post === '1')
    return canDo(type, 'dm_reply') ? { action: 'dm_reply', label: 'Send message' } : null;
  if (item.post_type === 'post' && canDo(type, 'comment')) return { action: 'comment', label: 'Comment' };
  return canDo(type, 'reply')
    ? { action: 'reply', label: 'Reply' }
    : canDo(type, 'comment')
      ? { action: 'comment', label: 'Comment' }
      : null;
}

export function ItemPane({ itemRef, listed, zone, replyRef, onAuthor, onClose }: ItemPaneProps) {
  const itemQuery = useQuery({
    ...inboxGetItemOptions({ query: { reply_id: itemRef.id, channel_id: itemRef.channelId } }),
    placeholderData: listed ? { status: 'success' as const, data: listed } : undefined,
  });
  // The listed copy carries optimistic changes (read, like); the fetched one covers items not in the list.
  const item = listed ?? itemQuery.data?.data;
  if (itemQuery.isError) {
    return (
      <div className="p-6">
        <p role="alert">This item is gone: it was deleted, or belongs to another workspace.</p>
        <Button variant="secondary" className="mt-3" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }
  if (!item) return <p className="p-6 text-slate-600">Loading the conversation…</p>;
  return <OpenItem item={item} zone={zone} replyRef={replyRef} onAuthor={onAuthor} onClose={onClose} />;
}

function OpenItem({
  item,
  zone,
  replyRef,
  onAuthor,
  onClose,
}: { item: InboxItem } & Omit<ItemPaneProps, 'itemRef' | 'listed'>) {
  const type = Number(item.channel);
  const thread = useInfiniteQuery(threadOptions(item));
  const likes = useQuery({
    ...inboxLikeInfoOptions({
      query: { channel_type: type, channel_id: Number(item.channel_id), item_id: Number(item.post_id) },
    }),
    enabled: canDo(type, 'like'),
  });
  const retweets = useQuery({
    ...inboxRetweetInfoOptions({
      query: { channel_type: 1, channel_id: Number(item.channel_id), item_id: Number(item.post_id) },
    }),
    enabled: type === 1,
  });
  const actions = useItemActions();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState('');
  const replyId = useId();
  const answer = answerAction(item);
  const refreshThread = () => queryClient.invalidateQueries({ queryKey: threadOptions(item).queryKey });
  useLiveThread(Number(item.get_conversation_id), refreshThread);
  const send = useMutation({
    mutationFn: (message: string) => actions.run(item, answer!.action, message),
    onSuccess: () => {
      setText('');
      toast.show(`${answer!.label === 'Send message' ? 'Message sent' : `${answer!.label} posted`}.`);
    },
    onSettled: refreshThread,
  });
  const deleteComment = useMutation({
    ...inboxDeleteCommentMutation(),
    onSuccess: () => toast.show('Deleted from the network.'),
    onError: (error) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: refreshThread,
  });

  // Pages come newest first; the thread reads oldest first, the root on top.
  const pages = thread.data?.pages ?? [];
  const posts = [
    ...pages
      .slice(1)
      .reverse()
      .flatMap((p) => p.posts),
    ...(pages[0]?.posts.slice(1) ?? []),
  ];
  const root = pages[0]?.posts[0];
  const act = (action: Action) => actions.run(item, action).then(refreshThread, () => undefined);
  const liked = item.is_liked === 1;
  const small = 'px-3 py-1.5 text-xs';

  return (
    <article aria-label={`Conversation with ${item.user_name}`} className="flex h-full flex-col">
      <header className="border-b border-slate-200 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{item.user_name}</h2>
            <p className="text-sm text-slate-600">
              {networkName(type)} · @{item.channel_id_screen_name} · {formatWorkspaceTime(item.timestamp, zone)}
            </p>
          </div>
          <Button variant="secondary" className={small} onClick={onClose} aria-label="Close the conversation">
            Close
          </Button>
        </div>
        <div className="mt-3 flex flex-wrap gap-2" role="toolbar" aria-label="Actions on this item">
          {canDo(type, 'like') && (
            <Button
              variant="secondary"
              className={small}
              aria-pressed={liked}
              onClick={() => act(liked ? 'unlike' : 'like')}
            >
              {liked ? 'Liked' : 'Like'}
            </Button>
          )}
          {canDo(type, 'retweet') && (
            <Button variant="secondary" className={small} onClick={() => act('retweet')}>
              {findNetwork(type)?.retweetLabel ?? 'Retweet'}
            </Button>
          )}
          <Button variant="secondary" className={small} onClick={() => act(item.is_unread === '1' ? 'read' : 'unread')}>
            {item.is_unread === '1' ? 'Mark read' : 'Mark unread'}
          </Button>
          <Button variant="secondary" className={small} onClick={() => act('archive').then(onClose)}>
            Archive
          </Button>
          <Button variant="secondary" className={small} onClick={() => act('archive_conversation').then(onClose)}>
            Archive conversation
          </Button>
          {!item.user_id.startsWith('channel-') && (
            <Button variant="secondary" className={small} onClick={() => onAuthor(item.user_id)}>
              More from {item.user_name}
            </Button>
          )}
        </div>
      </header>

      <div className="flex-1 overflow-y-auto p-4">
        {thread.isPending && <p className="text-sm text-slate-600">Loading the conversation…</p>}
        {thread.isError && <p role="alert">The conversation could not load. Close it and open it again.</p>}
        {root && (
          <ol aria-label="Conversation" className="space-y-3">
            <Message item={root} zone={zone} isRoot />
            {thread.hasNextPage && (
              <li>
                <Button
                  variant="secondary"
                  className={small}
                  disabled={thread.isFetchingNextPage}
                  onClick={() => thread.fetchNextPage()}
                >
                  {thread.isFetchingNextPage ? 'Loading older replies…' : 'Load older replies'}
                </Button>
              </li>
            )}
            {posts.map((post) => (
              <Message
                key={post.post_id}
                item={post}
                zone={zone}
                onDelete={
                  post.can_delete === 1 && post.post_type !== 'post'
                    ? () =>
                        deleteComment.mutate({
                          query: {
                            post_id: Number(post.post_id),
                            channel_id: Number(post.channel_id),
                            channel_type: type,
                            ...(post.is_direct_post === '1' ? { is_message: 1 } : {}),
                          },
                        })
                    : undefined
                }
              />
            ))}
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

      {answer ? (
        <form
          className="border-t border-slate-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) send.mutate(text.trim());
          }}
        >
          <label htmlFor={replyId} className="text-sm font-semibold">
            {answer.label === 'Send message' ? 'Your message' : `Your ${answer.label.toLowerCase()}`}
          </label>
          <textarea
            id={replyId}
            ref={replyRef}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey))
                (e.currentTarget.form as HTMLFormElement).requestSubmit();
            }}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
          />
          <div className="mt-2 flex items-center justify-between gap-2">
            <span className="text-xs text-slate-600">Ctrl+Enter sends</span>
            <Button type="submit" disabled={send.isPending || !text.trim()}>
              {answer.label}
            </Button>
          </div>
        </form>
      ) : (
        <p className="border-t border-slate-200 p-4 text-sm text-slate-600">
          {networkName(type)} does not take answers to this kind of item.
        </p>
      )}
    </article>
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
  const ours = item.user_id.startsWith('channel-');
  return (
    <li
      className={`rounded-xl p-3 ring-1 ${ours ? 'ml-8 bg-blue-50 ring-blue-200' : 'bg-white ring-slate-200'} ${isRoot ? 'ring-2' : ''}`}
    >
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{ours ? `${item.user_name} (you)` : item.user_name}</span> ·{' '}
        {formatWorkspaceTime(item.timestamp, zone)}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm">{item.text}</p>
      {onDelete && (
        <button type="button" onClick={onDelete} className="mt-1 text-xs font-semibold text-red-800 underline">
          Delete
        </button>
      )}
    </li>
  );
}
