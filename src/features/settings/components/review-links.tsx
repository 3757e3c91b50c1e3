import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Review } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useRevokeReview } from '../api/use-review-actions';
import { ConfirmDialog } from './confirm-dialog';
import { SettingsSection, smallButton } from './settings-section';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * The workspace's open review links (decision 060): who shared what and until when, each to withdraw. Beside the
 * invitations, as the other links that let someone in. Their addresses are not here: only a hash of each is kept,
 * so a link is shown once, when it is made.
 */
export function ReviewLinks({ zone }: { zone: string }) {
  const links = useSuspenseQuery(reviewsListOptions()).data.data;
  return (
    <SettingsSection
      title="Review links"
      description="Links that let someone without an account, such as a client, see posts before they go out and approve them or ask for changes. Anyone with a link can use it until it expires or is withdrawn."
    >
      {links.length === 0 ? (
        <div className="text-sm text-slate-600">
          <p className="font-semibold text-slate-900">No review link is open.</p>
          <p className="mt-1">
            To make one, choose Share for review on the Approvals page (all the posts waiting there, or those you tick),
            or Share this week for review on the Calendar. The link is shown once, to copy and send.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Open review links">
          {links.map((link) => (
            <ReviewRow key={link.review_id} link={link} zone={zone} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function ReviewRow({ link, zone }: { link: Review; zone: string }) {
  const clock = useClock();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeReview();
  const title = link.note || `Link shared by ${link.created_by_name}`;
  const when = (text: string) => formatWorkspaceTime(text, zone, clock);
  return (
    <li className="py-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`break-words font-semibold ${link.note ? '' : 'text-slate-700'}`}>{title}</p>
          <p className="mt-1 text-slate-600">
            Shared by {link.created_by_name} {when(link.created_at)} · expires {when(link.expires_at)}
          </p>
          <p className="mt-1 text-slate-600">
            {count(link.posts, 'post', 'posts')} · {count(link.decisions, 'decision', 'decisions')} by reviewers
          </p>
        </div>
        <Button
          variant="secondary"
          className={`${smallButton} text-red-800`}
          onClick={() => setConfirming(true)}
          aria-label={`Withdraw the review link: ${title}`}
        >
          Withdraw
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Withdraw this review link?"
        confirmLabel="Withdraw link"
        danger
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate({ body: { review_id: Number(link.review_id) } }, { onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      >
        <p>
          It stops opening at once: whoever has it sees that it was withdrawn or expired. The decisions already made
          through it stay.
        </p>
      </ConfirmDialog>
    </li>
  );
}
