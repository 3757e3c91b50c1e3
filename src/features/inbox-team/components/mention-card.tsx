import { initials } from '../../../lib/words';
import { Link } from '@tanstack/react-router';
import { networkName } from '../../../../shared/networks';
import type { InboxMention } from '../../../api/generated/types.gen';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import type { Clock } from '../../../lib/clock';
import { formatWorkspaceTime } from '../../../lib/time';

interface MentionCardProps {
  mention: InboxMention;
  zone: string;
  clock: Clock;
  /** The mention was opened or marked: it is seen from now on. */
  onSeen: (mention: InboxMention) => void;
}

/**
 * One note that names the caller: who wrote it and when, what it says, on which conversation, and the way into that
 * conversation in the inbox (which marks it seen). An unseen one stands out, in words as well as colour.
 */
export function MentionCard({ mention, zone, clock, onSeen }: MentionCardProps) {
  const unseen = !mention.seen;
  const when = formatWorkspaceTime(mention.timestamp, zone, clock);
  const type = Number(mention.channel);
  const context = `${mention.author_name}’s note, ${when}`;
  return (
    <li className={`rounded-xl p-4 ring-1 ${unseen ? 'bg-blue-50 ring-blue-200' : 'bg-white ring-slate-200'}`}>
      <div className="flex items-start gap-3">
        {mention.author_picture ? (
          <img src={mention.author_picture} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700"
          >
            {initials(mention.author_name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-slate-900">{mention.author_name}</span>
            <span className="text-slate-600">mentioned you · {when}</span>
            {unseen && (
              <span className="rounded-full bg-blue-700 px-2 text-xs leading-5 font-semibold text-white">Unseen</span>
            )}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{mention.text}</p>
          <p className="mt-2 text-xs text-slate-600">
            <NetworkMark channelType={type} className="mr-1 inline size-3 align-[-1px]" />
            In {mention.is_direct_post === '1' ? 'a direct message' : 'a conversation'} on {networkName(type)} · @
            {mention.channel_id_screen_name}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Link
              to="/inbox"
              search={{ item: Number(mention.post_id), itemChannel: Number(mention.channel_id) }}
              className="inline-flex min-h-10 items-center font-semibold text-blue-800 underline sm:min-h-0"
              onClick={() => unseen && onSeen(mention)}
            >
              Open the conversation<span className="sr-only">: {context}</span>
            </Link>
            {unseen && (
              <button
                type="button"
                className="min-h-10 font-medium text-slate-700 underline hover:text-slate-900 sm:min-h-0"
                onClick={() => onSeen(mention)}
              >
                Mark seen<span className="sr-only">: {context}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
