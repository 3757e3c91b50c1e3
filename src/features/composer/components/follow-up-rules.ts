import type { Channel } from '../../../api/generated/types.gen';
import { lengthChecks } from '../../../lib/text-length';
import { listInWords } from '../../../lib/words';
import { MAX_THREAD_PARTS, networkName, NO_FIRST_COMMENT, THREAD_NETWORKS } from '../../../../shared/networks';

export { MAX_THREAD_PARTS, NO_FIRST_COMMENT, THREAD_NETWORKS };

/** The networks among the chosen channels in `set` (or not in it), named once each, in words: "Instagram and X". */
function networksIn(channels: Channel[], set: ReadonlySet<number>, inside: boolean): string {
  const types = [...new Set(channels.map((c) => c.channel_type))].filter((t) => set.has(t) === inside).sort();
  return listInWords(types.map(networkName));
}

/** The chosen channels' networks that publish no thread, in words ("" when every one does). */
export const noThreadNetworks = (channels: Channel[]) => networksIn(channels, THREAD_NETWORKS, false);

/** The chosen channels' networks that take no first comment, in words ("" when every one does). */
export const noFirstCommentNetworks = (channels: Channel[]) => networksIn(channels, NO_FIRST_COMMENT, true);

/**
 * Why a thread or a first comment cannot go to the chosen channels as written, in one sentence for beside the
 * button (the service refuses the same: thread_not_supported, first_comment_not_supported, message_too_long); null
 * when they can.
 */
export function followUpProblem(channels: Channel[], thread: string[], firstComment: string): string | null {
  const types = channels.map((c) => c.channel_type);
  if (thread.length > 0) {
    const others = noThreadNetworks(channels);
    if (others) return `Threads are published on X and Bluesky only: remove the thread or the ${others} channels.`;
    const over = thread.findIndex((part) => lengthChecks(part, types).some((c) => c.over));
    if (over >= 0) return `Part ${over + 2} of ${thread.length + 1} is too long: see its count.`;
  }
  if (firstComment.trim()) {
    const refusing = noFirstCommentNetworks(channels);
    if (refusing) {
      const many = refusing.includes(' and ');
      return `${refusing} ${many ? 'take' : 'takes'} no first comment: remove it, or post ${many ? 'those channels on their own' : 'that channel on its own'}.`;
    }
    if (lengthChecks(firstComment, types).some((c) => c.over)) return 'The first comment is too long: see its count.';
  }
  return null;
}
