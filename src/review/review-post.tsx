import { Check, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { networkName } from '../../shared/networks';
import { NetworkPreview } from '../components/posts/network-preview';
import { Button } from '../components/ui/button';
import { formatWorkspaceTime } from '../lib/time';
import type { Review, ReviewDecision, ReviewPost as Post } from './review-api';
import { errorText, useDecide } from './use-review';

interface ReviewPostProps {
  token: string;
  review: Pick<Review, 'timezone' | 'clock'>;
  post: Post;
  /** "Post 2 of 5", so that posts on the same channel are told apart. */
  position: string;
  name: string;
  /** The visitor decided before typing their name: bring them to the name field. */
  onNeedName: () => void;
}

const states: Record<Post['state'], { label: string; tone: string; hint: string }> = {
  waiting: {
    label: 'Waiting for your decision',
    tone: 'bg-amber-100 text-amber-900',
    hint: 'Approve it, or ask for changes and say what to change.',
  },
  feedback: {
    label: 'Open for feedback',
    tone: 'bg-blue-100 text-blue-900',
    hint: 'This post is not waiting for your approval right now: what you say reaches the team as feedback.',
  },
  closed: {
    label: 'Closed',
    tone: 'bg-slate-100 text-slate-800',
    hint: 'This post was published, sent back or decided already: there is nothing left to decide here.',
  },
};

/** One post of the review: as its network will show it, when it goes out, what visitors said, and the decision. */
export function ReviewPost({ token, review, post, position, name, onNeedName }: ReviewPostProps) {
  const headingId = useId();
  const network = networkName(post.channel_type);
  const state = states[post.state];
  const when = (text: string) => formatWorkspaceTime(text, review.timezone, review.clock);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 md:grid md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] md:gap-6"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold">
          {position}: {network} · {post.channel_name}
        </h2>
        <p className="mt-1 text-sm">
          <span className="text-slate-600">Goes out </span>
          {post.time ? (
            <time dateTime={post.time.replace(' ', 'T')} className="font-semibold">
              {when(post.time)}
            </time>
          ) : (
            <span className="font-semibold">when the team sets a time</span>
          )}
        </p>
        <div className="mt-2">
          <NetworkPreview
            channel={{
              channel_type: post.channel_type,
              name: post.channel_name,
              screen_name: post.screen_name,
              picture: post.channel_picture,
            }}
            message={post.message}
            link={post.link}
            picture={post.picture}
          />
        </div>
      </div>
      <div className="mt-3 md:mt-0">
        <p>
          <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${state.tone}`}>
            {state.label}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">{state.hint}</p>
        {post.decisions.length > 0 && <Decisions decisions={post.decisions} when={when} />}
        <DecisionForm
          token={token}
          postId={post.post_id}
          name={name}
          onNeedName={onNeedName}
          closed={post.state === 'closed'}
        />
      </div>
    </article>
  );
}

const said = (decision: ReviewDecision['decision']) => (decision === 'approve' ? 'approved' : 'asked for changes');

function Decisions({ decisions, when }: { decisions: ReviewDecision[]; when: (text: string) => string }) {
  const headingId = useId();
  return (
    <div className="mt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        What reviewers said
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 space-y-2">
        {decisions.map((d, i) => (
          <li key={i} className="rounded-lg bg-slate-50 p-2 text-sm ring-1 ring-slate-200">
            <p>
              <span className="font-semibold">{d.name}</span> {said(d.decision)}
              <span className="text-slate-600">
                {' · '}
                <time dateTime={d.at.replace(' ', 'T')}>{when(d.at)}</time>
              </span>
            </p>
            {d.comment && <p className="mt-1 break-words whitespace-pre-wrap">{d.comment}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface DecisionFormProps {
  token: string;
  postId: string;
  name: string;
  onNeedName: () => void;
  /** The post's decision is closed: what was said after the last one stays, without the buttons. */
  closed: boolean;
}

/**
 * Approve (a comment optional) or request changes (a comment needed), as the name the visitor typed. What happened
 * stays below even when the decision closed the post, or when someone else had decided first (409: the review is
 * read again and the post may be closed by then).
 */
function DecisionForm({ token, postId, name, onNeedName, closed }: DecisionFormProps) {
  const id = useId();
  const decide = useDecide(token);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const send = (decision: ReviewDecision['decision']) => {
    setDone('');
    decide.reset();
    if (!name) {
      setProblem('Type your name first (at the top of the page), so the team knows who decided.');
      onNeedName();
      return;
    }
    if (decision === 'changes' && !comment.trim()) {
      setProblem('Say what to change: a comment is needed to request changes.');
      document.getElementById(id)?.focus();
      return;
    }
    setProblem('');
    decide.mutate(
      { post_id: postId, decision, comment: comment.trim(), name },
      {
        onSuccess: () => {
          setComment('');
          setDone(decision === 'approve' ? 'You approved this post.' : 'You asked for changes. The team is told.');
        },
      },
    );
  };

  const alert = problem || (decide.isError ? errorText(decide.error) : '');
  return (
    <>
      {!closed && (
        <form className="mt-3" noValidate onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className="text-sm font-semibold">
            Comment <span className="font-normal text-slate-600">(needed to request changes)</span>
          </label>
          <textarea
            id={id}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={2000}
            rows={3}
            aria-describedby={alert ? `${id}-alert` : undefined}
            aria-invalid={problem.startsWith('Say what') ? true : undefined}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => send('approve')}>
              <Check aria-hidden className="size-4" />
              Approve
            </Button>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => send('changes')}>
              <MessageSquareText aria-hidden className="size-4" />
              Request changes
            </Button>
          </div>
        </form>
      )}
      {alert && (
        <p id={`${id}-alert`} role="alert" className="mt-2 text-sm text-red-800">
          {alert}
        </p>
      )}
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
    </>
  );
}
