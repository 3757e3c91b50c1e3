import type { Channel } from '../../../api/generated/types.gen';
import { cutAtLimit } from '../../../components/posts/network-look';
import { NO_FIRST_COMMENT, THREAD_NETWORKS } from './follow-up-rules';

interface PreviewFollowUpsProps {
  channel: Pick<Channel, 'channel_type' | 'name'>;
  thread: string[];
  firstComment: string;
}

function Cut({ text, channelType }: { text: string; channelType: number }) {
  const shown = cutAtLimit(text, channelType);
  return (
    <>
      {shown.text}
      {shown.cut && <span className="font-semibold text-red-700"> … cut here</span>}
    </>
  );
}

/**
 * Under the post's preview: its thread's parts in order, each a reply to the one before, then its first comment,
 * on the channel previewed (each cut where that network's limit falls). Nothing on a network that takes neither.
 */
export function PreviewFollowUps({ channel, thread, firstComment }: PreviewFollowUpsProps) {
  const parts = THREAD_NETWORKS.has(channel.channel_type) ? thread : [];
  const comment = NO_FIRST_COMMENT.has(channel.channel_type) ? '' : firstComment.trim();
  if (parts.length === 0 && !comment) return null;
  return (
    <div className="mt-2 max-w-sm space-y-2 border-l-2 border-slate-300 pl-3 text-sm">
      {parts.length > 0 && (
        <ol aria-label="Thread preview" className="space-y-2">
          {parts.map((part, i) => (
            <li
              key={i}
              className="rounded-lg bg-white p-3 break-words whitespace-pre-wrap shadow-sm ring-1 ring-slate-200"
            >
              <span className="block text-xs text-slate-600">
                Part {i + 2} of {parts.length + 1}, replying to part {i + 1}
              </span>
              <Cut text={part} channelType={channel.channel_type} />
            </li>
          ))}
        </ol>
      )}
      {comment && (
        <div
          aria-label="First comment preview"
          role="group"
          className="rounded-lg bg-white p-3 break-words whitespace-pre-wrap shadow-sm ring-1 ring-slate-200"
        >
          <span className="block text-xs text-slate-600">First comment, by {channel.name}</span>
          <Cut text={comment} channelType={channel.channel_type} />
        </div>
      )}
    </div>
  );
}
