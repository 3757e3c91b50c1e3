import { Lock, Reply } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import type { Answer } from '../utils/item-abilities';
import { NoteForm } from './note-form';
import { ReplyForm } from './reply-form';

export interface AnswerAreaProps {
  item: InboxItem;
  /** How the item is answered; undefined when its network takes no answer here (a note can still be written). */
  answer?: Answer;
  /** What to put the cursor in once rendered (keys r, n, Shift+R); onFocused says it was. */
  focus: 'reply' | 'note' | 'saved' | null;
  onFocused: () => void;
  /** Whether the caller is typing a reply (for presence); use `useTyping()` from api/announce-presence.ts. Typing a note is not typing a reply. */
  onTyping: (typing: boolean) => void;
}

type Mode = 'reply' | 'note';

/**
 * Where a teammate writes: the public answer, or an internal note only the team sees (decision 048). Two tabs over
 * two forms that both stay mounted, so what is typed in one is still there after a look at the other.
 */
export function AnswerArea({ item, answer, focus, onFocused, onTyping }: AnswerAreaProps) {
  const wanted: Mode | null = focus === 'note' ? 'note' : focus && answer ? 'reply' : null;
  const [mode, setMode] = useState<Mode>(wanted ?? (answer ? 'reply' : 'note'));
  // A key asks for one of the two: its tab shows before its form takes the cursor (set while rendering, as React
  // advises for state that follows a prop).
  const [asked, setAsked] = useState(focus);
  if (asked !== focus) {
    setAsked(focus);
    if (wanted) setMode(wanted);
  }
  const [replyTyping, setReplyTyping] = useState(false);
  const ids = { reply: useId(), note: useId() };
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ reply: null, note: null });
  const modes: Mode[] = answer ? ['reply', 'note'] : ['note'];
  // Asked to reply where no answer is taken: nothing to focus, the note stays as it was, the area says why.
  useEffect(() => {
    if (focus && focus !== 'note' && !answer) onFocused();
  }, [focus, answer, onFocused]);

  const onTypingRef = useRef(onTyping);
  useEffect(() => {
    onTypingRef.current = onTyping;
  });
  // Typing a reply, and only while the reply is the one shown: a note is the team's, not an answer being written.
  const typing = replyTyping && mode === 'reply';
  useEffect(() => onTypingRef.current(typing), [typing]);

  const onTabKey = (event: KeyboardEvent) => {
    const at = modes.indexOf(mode);
    const to =
      event.key === 'ArrowRight'
        ? modes[(at + 1) % modes.length]
        : event.key === 'ArrowLeft'
          ? modes[(at - 1 + modes.length) % modes.length]
          : event.key === 'Home'
            ? modes[0]
            : event.key === 'End'
              ? modes.at(-1)
              : undefined;
    if (!to) return;
    event.preventDefault();
    setMode(to);
    tabs.current[to]?.focus();
  };

  const tab = (which: Mode, label: string, icon: ReactNode) => (
    <button
      ref={(el) => {
        tabs.current[which] = el;
      }}
      type="button"
      role="tab"
      id={`${ids[which]}-tab`}
      aria-selected={mode === which}
      aria-controls={`${ids[which]}-panel`}
      tabIndex={mode === which ? 0 : -1}
      onClick={() => setMode(which)}
      onKeyDown={onTabKey}
      className={`inline-flex min-h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold sm:min-h-9 ${
        mode === which
          ? which === 'note'
            ? 'border-amber-500 text-amber-800'
            : 'border-blue-700 text-blue-800'
          : 'border-transparent text-slate-600 hover:text-slate-900'
      }`}
    >
      {icon}
      {label}
    </button>
  );

  return (
    <section
      aria-label="Answer"
      className={`border-t p-3 sm:p-4 ${mode === 'note' ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white'}`}
    >
      {!answer && (
        <p className="mb-2 text-sm text-slate-600">
          {networkName(Number(item.channel))} does not take answers to this kind of item. You can still write an
          internal note for your team.
        </p>
      )}
      <div role="tablist" aria-label="Write" className="-mt-1 mb-2 flex gap-1 border-b border-slate-200">
        {answer && tab('reply', 'Reply', <Reply aria-hidden="true" className="size-4" />)}
        {tab('note', 'Internal note', <Lock aria-hidden="true" className="size-4" />)}
      </div>
      {answer && (
        <div role="tabpanel" id={`${ids.reply}-panel`} aria-labelledby={`${ids.reply}-tab`} hidden={mode !== 'reply'}>
          <ReplyForm
            item={item}
            answer={answer}
            // Only once its tab shows: a hidden box cannot take the cursor.
            focus={mode === 'reply' && (focus === 'reply' || focus === 'saved') ? focus : null}
            onFocused={onFocused}
            onTyping={setReplyTyping}
          />
        </div>
      )}
      <div role="tabpanel" id={`${ids.note}-panel`} aria-labelledby={`${ids.note}-tab`} hidden={mode !== 'note'}>
        <NoteForm item={item} focus={mode === 'note' && wanted === 'note'} onFocused={onFocused} />
      </div>
    </section>
  );
}
