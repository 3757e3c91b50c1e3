import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { InboxItem, SavedReply } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage, asApiError } from '../../../lib/api-error';
import { useKeyboardHints } from '../../../lib/media';
import { lengthChecks } from '../../../lib/text-length';
import { fillReply, firstNameOf, REPLY_VARIABLE_MEANINGS, type ReplyVariable } from '../../../../shared/saved-replies';
import { useTyping } from '../api/announce-presence';
import { countReplyUses } from '../api/saved-reply-queries';
import { newestSeenId, threadOptions, threadPosts } from '../api/thread-queries';
import { useSendAnswer } from '../api/use-send-answer';
import { answeredTitle, answersAfter } from '../utils/answered-meanwhile';
import type { Answer } from '../utils/item-abilities';
import { SavedReplyMenu } from './saved-reply-menu';

// Asked only when somebody else answered first: not in the pane's own download.
const AnsweredMeanwhileDialog = lazy(async () => ({
  default: (await import('./answered-meanwhile-dialog')).AnsweredMeanwhileDialog,
}));

interface ReplyFormProps {
  item: InboxItem;
  answer: Answer;
  /** Put the cursor here once rendered (the r key), or open the saved replies menu (Shift+R); `onFocused` says it was. */
  focus: 'reply' | 'saved' | null;
  onFocused: () => void;
  /** Whether the caller is typing the reply (for the team's presence). */
  onTyping?: (typing: boolean) => void;
}

/** A 409 `answered_meanwhile`: the service's words, and what the writer had seen when it was refused. */
interface Refusal {
  message: string;
  seenLastId: number | undefined;
}

/**
 * The answer to the open item, counted as its network counts it, with the team's saved replies at hand. It is sent
 * with what the writer had seen of the thread when they started, so that a teammate's answer meanwhile is shown
 * before a second one goes out (decision 042). A refusal is shown here, under the text, which stays to be sent again.
 */
export function ReplyForm({ item, answer, focus, onFocused, onTyping }: ReplyFormProps) {
  const keys = useKeyboardHints();
  const { user, zone } = useWorkspace();
  const [text, setText] = useState('');
  const [menuOpen, setMenuOpen] = useState(focus === 'saved');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [unfilled, setUnfilled] = useState<ReplyVariable[]>([]);
  const thread = useInfiniteQuery(threadOptions(item));
  const send = useSendAnswer();
  const typing = useTyping();
  const toast = useToast();
  const id = useId();
  const errorId = useId();
  const countId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  /** The newest item of the thread when this text was started: what its writer had seen. */
  const seen = useRef<number | undefined>(undefined);
  /** The saved replies this text was made from, counted once it is sent. */
  const used = useRef(new Set<string>());
  /** Where the text was selected when the menu opened: a chosen reply goes there. */
  const selection = useRef({ start: 0, end: 0 });
  /** Where the cursor goes once the text changed by a chosen reply is on screen. */
  const cursorAfter = useRef<number | null>(null);

  const onTypingRef = useRef(onTyping);
  useEffect(() => {
    onTypingRef.current = onTyping;
  });
  useEffect(() => onTypingRef.current?.(typing.typing), [typing.typing]);

  const openMenu = useCallback(() => {
    const area = box.current;
    if (area) selection.current = { start: area.selectionStart, end: area.selectionEnd };
    setMenuOpen(true);
  }, []);

  // Shift+R opens the menu (set while rendering, as React advises for state that follows a prop).
  const [asked, setAsked] = useState(focus);
  if (asked !== focus) {
    setAsked(focus);
    if (focus === 'saved') setMenuOpen(true);
  }
  useEffect(() => {
    if (!focus) return;
    const area = box.current;
    if (focus === 'saved' && area) selection.current = { start: area.selectionStart, end: area.selectionEnd };
    else area?.focus();
    onFocused();
  }, [focus, onFocused]);

  useEffect(() => {
    if (cursorAfter.current === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(cursorAfter.current, cursorAfter.current);
    cursorAfter.current = null;
  }, [text]);

  const change = (next: string) => {
    // A text started from an empty box is a new answer: what the writer has seen of the thread is read now.
    if (!text.trim() && next.trim()) seen.current = newestSeenId(thread.data?.pages);
    if (!next.trim()) {
      used.current.clear();
      typing.stop();
    } else typing.keystroke();
    setText(next);
  };

  const closeMenu = () => {
    setMenuOpen(false);
    cursorAfter.current = selection.current.end;
    box.current?.focus();
    box.current?.setSelectionRange(selection.current.start, selection.current.end);
  };

  const choose = (reply: SavedReply) => {
    const filled = fillReply(reply.text, {
      first_name: firstNameOf(item.user_name),
      channel_name: item.channel_id_screen_name,
      my_name: user.name,
    });
    const { start, end } = selection.current;
    change(text.slice(0, start) + filled.text + text.slice(end));
    used.current.add(reply.reply_id);
    setUnfilled(filled.unfilled);
    setMenuOpen(false);
    cursorAfter.current = start + filled.text.length;
  };

  const type = Number(item.channel);
  const message = text.trim();
  const [check] = lengthChecks(message, [type]);

  const submit = (seenLastId: number | undefined) => {
    if (!message || check?.over) return;
    send.mutate(
      { item, action: answer.action, message, seenLastId },
      {
        onSuccess: () => {
          void countReplyUses(used.current);
          used.current.clear();
          seen.current = undefined;
          typing.stop();
          setText('');
          setUnfilled([]);
          setRefusal(null);
          toast.show(`${answer.action === 'dm_reply' ? 'Message sent' : `${answer.label} posted`}.`);
        },
        onError: (error) => {
          const refused = asApiError(error);
          if (refused?.code === 'answered_meanwhile') setRefusal({ message: refused.message, seenLastId });
        },
      },
    );
  };

  const pages = thread.data?.pages;
  const refusedHere = send.isError && asApiError(send.error)?.code === 'answered_meanwhile';
  const failed = send.isError && !refusedHere;

  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        submit(seen.current ?? newestSeenId(pages));
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {answer.fieldLabel}
      </label>
      <textarea
        id={id}
        ref={box}
        rows={3}
        value={text}
        aria-invalid={failed || check?.over || undefined}
        aria-describedby={[failed && errorId, check?.over && countId].filter(Boolean).join(' ') || undefined}
        aria-keyshortcuts="Control+/ Control+Enter"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit();
          if (e.key === '/' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            openMenu();
          }
        }}
        className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
      />
      {menuOpen && <SavedReplyMenu onChoose={choose} onClose={closeMenu} />}
      {unfilled.length > 0 && (
        <p role="status" className="mt-1 text-sm text-amber-800">
          Write {unfilled.map((name) => REPLY_VARIABLE_MEANINGS[name]).join(' and ')} yourself: this conversation does
          not say it.
        </p>
      )}
      {failed && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          Not sent: {apiErrorMessage(send.error)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="secondary" className="px-3 py-1.5 max-sm:min-h-10" onClick={openMenu}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          Saved replies
        </Button>
        <p id={countId} className={`text-xs ${check?.over ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {check?.over ? `Too long for ${check.network}: ` : ''}
          {check?.length ?? 0}/{check?.limit} characters
        </p>
        {keys && <span className="text-xs text-slate-600 max-2xl:hidden">Ctrl+/ saved replies · Ctrl+Enter sends</span>}
        <Button
          type="submit"
          className="ml-auto max-sm:min-h-10"
          disabled={send.isPending || !message || check?.over}
          title={keys ? 'Ctrl+Enter sends · Ctrl+/ opens the saved replies' : undefined}
        >
          {send.isPending ? 'Sending…' : answer.label}
        </Button>
      </div>
      {refusal && (
        <Suspense fallback={null}>
          <AnsweredMeanwhileDialog
            title={answeredTitle(refusal.message)}
            answers={answersAfter(threadPosts(pages), refusal.seenLastId)}
            quoted={refusal.message}
            zone={zone}
            sending={send.isPending}
            onSendAnyway={() => submit(newestSeenId(pages))}
            onKeepEditing={() => {
              // What they just read is now seen: the next send is checked from here.
              seen.current = newestSeenId(pages);
              setRefusal(null);
              send.reset();
              box.current?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
