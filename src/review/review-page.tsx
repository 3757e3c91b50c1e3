import { useQuery } from '@tanstack/react-query';
import { CloudOff, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { formatWorkspaceTime, zoneLabel } from '../lib/time';
import { ApproveAll } from './approve-all';
import { NameField, openNameField } from './name-field';
import { ReviewError, type Review } from './review-api';
import { ReviewPost } from './review-post';
import { errorText, reviewQuery } from './use-review';
import { useVisitorName } from './visitor-name';

/** The page at `/review/{token}`: no login, the token is the only key. */
export function ReviewPage({ token }: { token: string | null }) {
  return token ? <LoadedReview token={token} /> : <Gone />;
}

function LoadedReview({ token }: { token: string }) {
  const review = useQuery(reviewQuery(token));
  // A link withdrawn while the page is open shows as gone too, once the review is read again.
  if (review.error instanceof ReviewError && review.error.status === 404) return <Gone />;
  if (review.data) return <ReviewContent token={token} review={review.data} />;
  if (review.isError) return <LoadFailed error={review.error} onRetry={() => void review.refetch()} />;
  return (
    <main className="mx-auto mt-16 flex max-w-md items-center justify-center gap-2 px-3 text-slate-600">
      <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
      <p role="status">Loading the posts to review…</p>
    </main>
  );
}

function ReviewContent({ token, review }: { token: string; review: Review }) {
  const [name, setName] = useVisitorName(token);
  const [editingName, setEditingName] = useState(!name);
  const nameInput = useRef<HTMLInputElement>(null);
  const needName = () => openNameField(setEditingName, nameInput);
  const when = (text: string) => formatWorkspaceTime(text, review.timezone, review.clock);
  const waiting = review.posts.filter((p) => p.state === 'waiting');
  return (
    <main className="mx-auto max-w-5xl px-3 py-4 sm:px-6 sm:py-8">
      <header>
        <p className="text-sm font-semibold text-blue-800">{review.workspace_name}</p>
        <h1 className="text-xl font-semibold sm:text-2xl">Posts to review</h1>
        <p className="mt-1 text-sm text-slate-600">
          Shared by <span className="font-semibold text-slate-900">{review.created_by_name}</span>. This link works
          until <time dateTime={review.expires_at.replace(' ', 'T')}>{when(review.expires_at)}</time>. Times are{' '}
          {zoneLabel(review.timezone)} ({review.timezone}).
        </p>
        {review.note && (
          <figure className="mt-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <figcaption className="text-sm text-slate-600">A note from {review.created_by_name}</figcaption>
            <blockquote className="mt-1 break-words whitespace-pre-wrap">{review.note}</blockquote>
          </figure>
        )}
      </header>
      <div className="mt-4">
        <NameField
          key={name}
          name={name}
          onSave={setName}
          editing={editingName}
          setEditing={setEditingName}
          input={nameInput}
        />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        {review.posts.length === 1 ? '1 post' : `${review.posts.length} posts`},{' '}
        {waiting.length === 0 ? 'none' : waiting.length} waiting for your decision.
      </p>
      <ApproveAll token={token} postIds={waiting.map((p) => p.post_id)} name={name} onNeedName={needName} />
      {review.posts.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          This review has no posts any more: they were deleted since the link was shared. Ask whoever sent it if you
          expected some.
        </p>
      ) : (
        <ol className="mt-4 space-y-4">
          {review.posts.map((post, i) => (
            <li key={post.post_id}>
              <ReviewPost
                token={token}
                review={review}
                post={post}
                position={`Post ${i + 1} of ${review.posts.length}`}
                name={name}
                onNeedName={needName}
              />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/** Unknown, expired or withdrawn: one page for all three, which says what to do. */
function Gone() {
  return (
    <main className="mx-auto mt-16 max-w-md px-3">
      <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold">This review link has expired or was withdrawn</h1>
        <p className="mt-2 text-slate-600">Ask whoever sent it for a new one.</p>
      </div>
    </main>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="mx-auto mt-16 max-w-md px-3">
      <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <CloudOff aria-hidden className="mx-auto size-8 text-slate-600" />
        <h1 className="mt-3 text-lg font-semibold">The posts could not load</h1>
        <p className="mt-2 text-slate-600">
          {error instanceof ReviewError && error.status === 0
            ? 'The connection failed. Check that you are online, then try again.'
            : errorText(error)}
        </p>
        <Button className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
