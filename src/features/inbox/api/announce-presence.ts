import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { inboxPresenceSet } from '../../../api/generated/sdk.gen';

/*
 * What the open item's pane says of the caller (decision 042): apart from the board in presence.ts, which the list
 * reads from the start, so that the pane's part comes with the pane and not with the inbox's first download.
 */

/** How often a held presence is said again (the service lets one lapse 30 s after it was last said). */
const PRESENCE_REPEAT_MS = 15_000;
/** How long after the last keystroke a member still counts as typing. */
const TYPING_HOLD_MS = 6_000;

/**
 * Whether the caller is typing: `keystroke` on each change of the text; it stops counting TYPING_HOLD_MS after the
 * last one (and at once with `stop`, when the text is sent or emptied).
 */
export function useTyping() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const keystroke = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_HOLD_MS);
  }, []);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  return { typing, keystroke, stop };
}

/**
 * Tells the team the caller has this item open, and whether they are typing in it: said on opening, when typing
 * starts or stops, and every 15 s while it holds; `left` when the item closes. A failed call is not retried: the
 * next repeat says it again, and a presence nobody repeats lapses by itself (a closed tab, a lost network).
 */
export function useAnnouncePresence(item: Pick<InboxItem, 'post_id' | 'channel_id'>, typing: boolean) {
  const postId = Number(item.post_id);
  const channelId = Number(item.channel_id);
  useEffect(
    () => () =>
      void inboxPresenceSet({ body: { post_id: postId, channel_id: channelId, state: 'left' }, throwOnError: false }),
    [postId, channelId],
  );
  useEffect(() => {
    const say = () =>
      void inboxPresenceSet({
        body: { post_id: postId, channel_id: channelId, state: typing ? 'typing' : 'viewing' },
        throwOnError: false,
      });
    say();
    const repeat = setInterval(say, PRESENCE_REPEAT_MS);
    return () => clearInterval(repeat);
  }, [postId, channelId, typing]);
}
