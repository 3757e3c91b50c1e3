import { CalendarClock, ListPlus, Pencil, Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Channel, Draft } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Menu } from '../../../components/ui/menu';
import { networkName } from '../../../../shared/networks';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useAddDraftToQueue } from '../api/use-add-draft-to-queue';
import { useShareDraftNow } from '../api/use-share-draft-now';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import { excerpt } from '../../../lib/excerpt';
import { smallPicture } from '../../../lib/small-picture';
import { useCountdown } from '../../../lib/use-countdown';
import { PostParts } from '../../../components/posts/post-parts';
import { repeatInWords } from '../../../components/posts/series-words';
import { SHARE_DELAY_SECONDS, ShareNowBar } from '../../../components/posts/share-now-bar';
import { draftVersions } from './draft-versions';

export type DraftIntent = 'draft' | 'schedule';

interface DraftCardProps {
  draft: Draft;
  channels: Channel[];
  zone: string;
  collaborator: boolean;
  onEdit: (draft: Draft, intent: DraftIntent) => void;
  onDelete: (draft: Draft) => void;
  /** Shared or sent for approval, the draft leaves the page: where the focus goes. */
  onGone: () => void;
}

const small = 'px-3 py-1.5 text-xs';
const icon = 'size-4';

/**
 * A draft with its channels and every part it will publish (decision 071), and what can be done with it: the main
 * moves as buttons, the rest in a menu. Share now asks first and waits with Undo, as the composer does (decision 066).
 */
export function DraftCard({ draft, channels, zone, collaborator, onEdit, onDelete, onGone }: DraftCardProps) {
  const clock = useClock();
  const addToQueue = useAddDraftToQueue();
  const shareNow = useShareDraftNow(collaborator);
  const ids = (draft.channel_ids ?? '').split('_').filter(Boolean);
  const targets = ids
    .map((id) => channels.find((c) => c.channel_id === id))
    .filter((c): c is Channel => c !== undefined);
  const what = excerpt(draft.message, 40);
  const repeat = repeatInWords(draft);
  // Queued or shared, a draft needs somewhere to go; a repeating one is not queued (its next occurrences follow the
  // first's time, which a queue moves): these wait, and say why. Shared now, a repeating one starts its series.
  const nowhere = targets.length === 0;
  const waits = nowhere
    ? 'Pick a channel first: Edit the draft to choose where it goes.'
    : repeat
      ? 'It repeats: Schedule it to choose the day it starts, or share it now to start today.'
      : null;
  const waitsId = `draft-${draft.draft_id}-waits`;
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown(() => shareNow.share(draft, onGone));
  const shareStep = confirming ? 'confirm' : countdown.left;
  // Back or Undo gives the focus back to Share now, which the question had taken it from.
  const refocus = useRef(false);
  const undoShare = () => {
    refocus.current = true;
    setConfirming(false);
    countdown.stop();
  };
  return (
    <article
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      aria-label={`Draft: ${what}`}
    >
      {draft.rejected_user_name !== undefined && (
        <p className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong>Sent back by {draft.rejected_user_name}</strong>
          {draft.rejected_message ? `: ${draft.rejected_message}` : ' (no reason given)'}
        </p>
      )}
      <div className="flex items-start gap-3">
        <p className="min-w-0 flex-1 whitespace-pre-wrap break-words">{draft.message}</p>
        {draft.picture && (
          <img
            src={smallPicture(draft.picture)}
            onError={(event) => {
              // A picture uploaded before renditions were made: the picture itself.
              if (event.currentTarget.src !== draft.picture) event.currentTarget.src = draft.picture!;
            }}
            alt="Attached to this draft"
            loading="lazy"
            className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
          />
        )}
      </div>
      <PostParts
        thread={draft.thread}
        firstComment={draft.first_comment}
        versions={draftVersions(draft, targets)}
        repeat={repeat}
        campaign={draft.utm_campaign}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {targets.length === 0 ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">No channels yet</span>
        ) : (
          targets.map((c) => (
            <span
              key={c.channel_id}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
            >
              <NetworkMark channelType={c.channel_type} className="size-3.5" />
              {c.name} ({networkName(c.channel_type)})
            </span>
          ))
        )}
        <span>
          by {draft.creator_name} · edited {formatWorkspaceTime(draft.updated_time, zone, clock)}
        </span>
      </div>
      {waits && (
        <p id={waitsId} className="mt-2 text-sm text-slate-700">
          {waits}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
        {shareStep !== null ? (
          <ShareNowBar
            step={shareStep}
            channels={targets.length}
            then={repeat ? `${repeat}, from today.` : undefined}
            onConfirm={() => {
              setConfirming(false);
              countdown.start(SHARE_DELAY_SECONDS);
            }}
            onUndo={undoShare}
          />
        ) : (
          <>
            <Button
              variant="secondary"
              className={small}
              onClick={() => onEdit(draft, 'draft')}
              aria-label={`Edit draft “${what}”`}
            >
              <Pencil aria-hidden className={icon} />
              Edit
            </Button>
            <Button
              variant="secondary"
              className={small}
              disabled={waits !== null || addToQueue.isPending}
              aria-describedby={waits ? waitsId : undefined}
              onClick={() => addToQueue.mutate({ query: { draft_id: draft.draft_id } })}
              aria-label={`Add draft “${what}” to the queue`}
            >
              <ListPlus aria-hidden className={icon} />
              Add to queue
            </Button>
            <Button
              variant="secondary"
              className={small}
              disabled={nowhere || shareNow.isPending}
              aria-describedby={nowhere ? waitsId : undefined}
              ref={(button) => {
                if (button && refocus.current) {
                  refocus.current = false;
                  button.focus();
                }
              }}
              onClick={() => (collaborator ? shareNow.share(draft, onGone) : setConfirming(true))}
              aria-label={`${collaborator ? 'Send draft' : 'Share draft'} “${what}” ${collaborator ? 'for approval' : 'now'}`}
            >
              <Send aria-hidden className={icon} />
              {collaborator ? 'Send for approval' : 'Share now'}
            </Button>
            <div className="ml-auto">
              <Menu
                label={`More actions for draft “${what}”`}
                items={[
                  {
                    label: 'Schedule…',
                    icon: <CalendarClock aria-hidden className={icon} />,
                    onSelect: () => onEdit(draft, 'schedule'),
                  },
                  {
                    label: 'Delete',
                    icon: <Trash2 aria-hidden className={icon} />,
                    destructive: true,
                    onSelect: () => onDelete(draft),
                  },
                ]}
              />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
