import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { quotedWriters } from '../utils/answered-meanwhile';

interface AnsweredMeanwhileProps {
  /** "Maya Chen answered while you were writing". */
  title: string;
  /** Their answers, as the refreshed thread shows them; empty while it loads. */
  answers: InboxItem[];
  /** The service's words, quoting the answers, for when the thread does not show them (yet). */
  quoted: string;
  zone: string;
  sending: boolean;
  onSendAnyway: () => void;
  onKeepEditing: () => void;
}

/**
 * Asks before a second answer goes out (decision 042): what the teammate answered, then whether to send ours too.
 * The text being written stays in the reply box whatever is chosen.
 */
export function AnsweredMeanwhileDialog({
  title,
  answers,
  quoted,
  zone,
  sending,
  onSendAnyway,
  onKeepEditing,
}: AnsweredMeanwhileProps) {
  const clock = useClock();
  // The thread names the channel; the service's quote names who wrote each, in the same order (up to three).
  const writers = quotedWriters(quoted);
  const byline = (answer: InboxItem, index: number) =>
    writers.length === answers.length && writers[index] !== answer.user_name
      ? `${writers[index]} as ${answer.user_name}`
      : answer.user_name;
  return (
    <Dialog
      open
      onClose={onKeepEditing}
      title={title}
      description="Nothing of yours was sent. Read their answer: yours may no longer be needed."
    >
      {answers.length ? (
        <ol aria-label="Their answer" className="space-y-2">
          {answers.map((answer, index) => (
            <li key={answer.post_id} className="rounded-xl bg-blue-50 p-3 ring-1 ring-blue-200">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{byline(answer, index)}</span> ·{' '}
                {formatWorkspaceTime(answer.timestamp, zone, clock)}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{answer.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-xl bg-blue-50 p-3 text-sm ring-1 ring-blue-200">{quoted}</p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="max-sm:min-h-10" onClick={onKeepEditing}>
          Keep editing
        </Button>
        <Button className="max-sm:min-h-10" disabled={sending} onClick={onSendAnyway}>
          {sending ? 'Sending…' : 'Send mine anyway'}
        </Button>
      </div>
    </Dialog>
  );
}
