import { useEffect, useId, useRef, useState } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSendAnswer } from '../api/use-send-answer';
import type { Answer } from '../utils/item-abilities';
import { useKeyboardHints } from '../../../lib/media';

interface ReplyFormProps {
  item: InboxItem;
  answer: Answer;
  /** Put the cursor here once rendered (the r key); `onFocused` says it was. */
  focus: boolean;
  onFocused: () => void;
}

/** The answer to the open item. A refusal is shown here, under the text, which stays to be sent again. */
export function ReplyForm({ item, answer, focus, onFocused }: ReplyFormProps) {
  const keys = useKeyboardHints();
  const [text, setText] = useState('');
  const send = useSendAnswer();
  const toast = useToast();
  const id = useId();
  const errorId = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focus) return;
    box.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <form
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const message = text.trim();
        if (!message) return;
        send.mutate(
          { item, action: answer.action, message },
          {
            onSuccess: () => {
              setText('');
              toast.show(`${answer.action === 'dm_reply' ? 'Message sent' : `${answer.label} posted`}.`);
            },
          },
        );
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
        aria-invalid={send.isError || undefined}
        aria-describedby={send.isError ? errorId : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit();
        }}
        className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
      />
      {send.isError && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          Not sent: {apiErrorMessage(send.error)}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-2">
        {keys && (
          <span className="text-xs text-slate-600 max-sm:hidden">Ctrl+Enter sends · Esc goes back to the list</span>
        )}
        <Button type="submit" className="max-sm:ml-auto max-sm:min-h-10" disabled={send.isPending || !text.trim()}>
          {send.isPending ? 'Sending…' : answer.label}
        </Button>
      </div>
    </form>
  );
}
