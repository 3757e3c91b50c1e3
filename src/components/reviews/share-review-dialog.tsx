import { useState } from 'react';
import type { ReviewsCreateResponse } from '../../api/generated/types.gen';
import { useClock } from '../../api/use-workspace';
import { apiErrorMessage } from '../../lib/api-error';
import { formatWorkspaceTime } from '../../lib/time';
import { Button } from '../ui/button';
import { CopyField } from '../ui/copy-field';
import { Dialog } from '../ui/dialog';
import { Field, inputClass } from '../ui/field';
import { useShareReview } from './use-share-review';

export interface ShareReviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The posts, in the order the reviewer sees them. */
  postIds: readonly number[];
  /** What is shared, in words: "the 3 posts waiting for approval". */
  what: string;
  zone: string;
}

const DAYS = { min: 1, max: 90, default: 7 };

/**
 * Shares posts with someone without an account (decision 060): how long the link works and a note, then the link,
 * shown this once (only its hash is kept), with what it lets anyone who has it do.
 */
export function ShareReviewDialog({ open, onClose, postIds, what, zone }: ShareReviewDialogProps) {
  const share = useShareReview();
  const [days, setDays] = useState(String(DAYS.default));
  const [note, setNote] = useState('');
  const [daysError, setDaysError] = useState<string>();
  const close = () => {
    share.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (share.isPending) return;
    const n = Number(days);
    const valid = Number.isInteger(n) && n >= DAYS.min && n <= DAYS.max;
    setDaysError(valid ? undefined : `Write a number of days from ${DAYS.min} to ${DAYS.max}.`);
    if (!valid) return;
    share.mutate({
      body: { post_ids: postIds.join('_'), expires_in_days: n, note: note.trim() || undefined },
    });
  };
  const made = share.data?.data;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={made ? 'Review link ready' : 'Share for review'}
      description={made ? undefined : `A link to ${what}, for someone without an account to approve or comment on.`}
      size="lg"
    >
      {made ? (
        <ReviewLink review={made} zone={zone} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Link works for (days)" error={daysError} hint={<Hint />}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={DAYS.min}
                max={DAYS.max}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                className={`${inputClass} max-w-32`}
              />
            )}
          </Field>
          <Field label="Note for the reviewer" optional>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          {share.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {apiErrorMessage(share.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? 'Creating…' : 'Create link'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function Hint() {
  return (
    <p className="text-sm text-slate-600">
      From 1 to 90 days. You can withdraw it sooner in Settings → People, under Review links.
    </p>
  );
}

function ReviewLink({
  review,
  zone,
  onDone,
}: {
  review: ReviewsCreateResponse['data'];
  zone: string;
  onDone: () => void;
}) {
  const clock = useClock();
  const posts = review.posts === 1 ? '1 post' : `${review.posts} posts`;
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
        <strong>Copy the link now: it will not be shown again.</strong> Anyone with the link can see these {posts} and
        approve them or ask for changes until it expires ({formatWorkspaceTime(review.expires_at, zone, clock)}) or is
        withdrawn in Settings → People. Send it only to your reviewer.
      </p>
      <CopyField label="Review link" value={review.url} />
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
