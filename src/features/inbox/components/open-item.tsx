import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../../shared/networks';
import { useClock, useWorkspace } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { abilitiesOf } from '../utils/item-abilities';
import { Conversation } from './conversation';
import type { ItemPaneProps } from './pane-props';
import { ItemToolbar } from './item-toolbar';
import { AnswerArea } from './answer-area';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import { useKeyboardHints } from '../../../lib/media';
import { useAnnouncePresence } from '../api/announce-presence';
import { useLiveItem } from '../hooks/use-live-item';
import { TeamState } from './team-state';

/** Below this width the list and the pane take turns on the screen (the `lg` breakpoint). */
const ONE_COLUMN = '(max-width: 63.99rem)';

export function OpenItem({
  item,
  zone,
  role,
  archived,
  answerFocus,
  onAnswerFocused,
  chooser,
  onChooserOpened,
  actions,
}: { item: InboxItem } & Omit<ItemPaneProps, 'itemRef' | 'listed'>) {
  const keys = useKeyboardHints();
  const clock = useClock();
  const { user } = useWorkspace();
  const me = { user_id: user.user_id, name: user.name };
  // Told by the answer area; the team sees who is typing where (decision 042).
  const [typing, setTyping] = useState(false);
  useAnnouncePresence(item, typing);
  useLiveItem(item);
  const type = Number(item.channel);
  const can = abilitiesOf(item, role, archived);
  const heading = useRef<HTMLHeadingElement>(null);

  // Where the pane takes the list's place, the row that had the focus is gone: the focus comes to the pane.
  useEffect(() => {
    if (!answerFocus && !chooser && window.matchMedia?.(ONE_COLUMN).matches) heading.current?.focus();
    // On opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <article aria-label={`Conversation with ${item.user_name}`} className="flex h-full flex-col bg-white">
      <header className="border-b border-slate-200 p-3 sm:p-4">
        <Button variant="ghost" className="-ml-2 mb-1 min-h-10 px-2 py-1 lg:hidden" onClick={actions.close}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to inbox
        </Button>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 ref={heading} tabIndex={-1} className="truncate text-lg font-semibold focus:outline-none">
              {item.user_name}
            </h2>
            <p className="truncate text-sm text-slate-600">
              <NetworkMark channelType={type} className="mr-1 inline size-3.5 align-[-2px]" />
              {networkName(type)} · @{item.channel_id_screen_name} · {formatWorkspaceTime(item.timestamp, zone, clock)}
            </p>
          </div>
          <Button
            variant="ghost"
            className="size-10 p-0 max-lg:hidden"
            onClick={actions.close}
            aria-label="Close the conversation"
            title={keys ? 'Close (Esc)' : undefined}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <TeamState item={item} me={me.user_id} zone={zone} />
        <ItemToolbar
          item={item}
          can={can}
          actions={actions}
          me={me}
          zone={zone}
          chooser={chooser}
          onChooserOpened={onChooserOpened}
        />
      </header>
      <Conversation item={item} zone={zone} can={can} />
      <AnswerArea
        item={item}
        answer={can.answer ?? undefined}
        focus={answerFocus}
        onFocused={onAnswerFocused}
        onTyping={setTyping}
      />
    </article>
  );
}
