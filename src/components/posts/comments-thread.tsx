import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { postsCommentMutation, postsDeleteCommentMutation } from '../../api/generated/@tanstack/react-query.gen';
import type { PostComment } from '../../api/generated/types.gen';
import { useClock } from '../../api/use-workspace';
import { useWorkspaceEvents } from '../../lib/events';
import { formatWorkspaceTime } from '../../lib/time';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { commentsOptions, namesThread, type CommentsOn } from './comments-query';

/** The service's limit (server/http/contract/comments.ts). */
const COMMENT_MAX = 2000;

interface CommentsThreadProps {
  on: CommentsOn;
  zone: string;
  /** What the thread is on, for its name: "the post by Sam Rivera". */
  about: string;
}

/**
 * The comments on a post or draft for the people preparing it, oldest first, and a box to add one (decision 056).
 * Refetched when the event stream says the thread changed; a refused write is told by the query client's toast.
 */
export function CommentsThread({ on, zone, about }: CommentsThreadProps) {
  const queryClient = useQueryClient();
  const options = commentsOptions(on);
  const thread = useQuery(options);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  useWorkspaceEvents((event) => {
    if ((event.type === 'comments' && namesThread(event.data, on)) || event.type === 'reconnected') void refresh();
  });
  const [message, setMessage] = useState('');
  const write = useMutation({
    ...postsCommentMutation(),
    onSuccess: () => setMessage(''),
    onSettled: refresh,
  });
  const remove = useMutation({ ...postsDeleteCommentMutation(), onSettled: refresh });
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim()) write.mutate({ body: { ...on, message } });
  };

  return (
    <section aria-label={`Comments on ${about}`} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      {thread.isPending ? (
        <p className="text-sm text-slate-600">Loading comments…</p>
      ) : thread.isError ? (
        <p className="text-sm text-red-800">
          The comments could not be loaded.{' '}
          <Button variant="ghost" className="px-2 py-1" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </p>
      ) : thread.data.data.comments.length === 0 ? (
        <p className="text-sm text-slate-600">
          No comments yet. Ask a question or leave a note for the people preparing it.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Comments">
          {thread.data.data.comments.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              zone={zone}
              deleting={remove.isPending && remove.variables?.body.comment_id === Number(comment.comment_id)}
              onDelete={() => remove.mutate({ body: { comment_id: Number(comment.comment_id) } })}
            />
          ))}
        </ol>
      )}
      <form className="mt-3" onSubmit={submit}>
        <label htmlFor={fieldId} className="text-sm font-semibold">
          Add a comment
        </label>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          value={message}
          maxLength={COMMENT_MAX}
          rows={2}
          onChange={(event) => setMessage(event.target.value)}
          className={`${inputClass} bg-white text-sm`}
        />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-slate-600">
            Write @ and a name to tell a teammate who can see it.
          </p>
          <Button type="submit" className="px-3 py-1.5" disabled={!message.trim() || write.isPending}>
            {write.isPending ? 'Commenting…' : 'Comment'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CommentItem({
  comment,
  zone,
  deleting,
  onDelete,
}: {
  comment: PostComment;
  zone: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const clock = useClock();
  return (
    <li className="rounded-lg bg-white p-2 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-x-2">
        <span className="font-semibold text-slate-900">{comment.author_name}</span>
        <span className="text-xs text-slate-600">{formatWorkspaceTime(comment.timestamp, zone, clock)}</span>
        {comment.can_delete === 1 && (
          <Button
            variant="ghost"
            className="ml-auto px-2 py-1"
            aria-label={`Delete the comment by ${comment.author_name}`}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        )}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{comment.message}</p>
    </li>
  );
}
