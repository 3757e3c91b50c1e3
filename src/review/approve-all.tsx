import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { errorText, useApproveAll } from './use-review';

interface ApproveAllProps {
  token: string;
  /** The posts waiting for the visitor's decision. */
  postIds: string[];
  name: string;
  onNeedName: () => void;
}

/**
 * "Approve all waiting", when two or more posts wait: asked once more, as it decides several posts at a time, then
 * one post after another. What went wrong stays once fewer than two wait.
 */
export function ApproveAll({ token, postIds, name, onNeedName }: ApproveAllProps) {
  const approveAll = useApproveAll(token);
  const [confirming, setConfirming] = useState(false);
  const count = postIds.length;
  return (
    <div className="mt-2">
      {count < 2 ? null : confirming ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm">
            Approve all {count} waiting posts as <span className="font-semibold">{name}</span>, without comments?
          </p>
          <Button
            disabled={approveAll.isPending}
            onClick={() => approveAll.mutate({ postIds, name }, { onSettled: () => setConfirming(false) })}
          >
            Yes, approve {count} posts
          </Button>
          <Button variant="secondary" disabled={approveAll.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            approveAll.reset();
            if (!name) onNeedName();
            else setConfirming(true);
          }}
        >
          <CheckCheck aria-hidden className="size-4" />
          Approve all {count} waiting
        </Button>
      )}
      {approveAll.isSuccess && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          You approved {approveAll.data === 1 ? '1 post' : `${approveAll.data} posts`}.
        </p>
      )}
      {approveAll.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Not every post was approved. {errorText(approveAll.error)}
        </p>
      )}
    </div>
  );
}
