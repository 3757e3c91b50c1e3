import { useId } from 'react';
import { fillReply, firstNameOf } from '../../../../shared/saved-replies';

/** Whom the preview pretends to answer. */
const EXAMPLE_AUTHOR = 'Alex Morgan';

/**
 * The reply as a customer would read it, filled by the same rule the service fills it with (shared/saved-replies.ts):
 * an example author, the workspace's first channel, and the person writing.
 */
export function ReplyPreview({ text, channel, me }: { text: string; channel: string; me: string }) {
  const id = useId();
  const filled = fillReply(text.trim(), {
    first_name: firstNameOf(EXAMPLE_AUTHOR),
    channel_name: channel,
    my_name: me,
  });
  return (
    <section aria-labelledby={id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 id={id} className="text-sm font-semibold">
        Preview
      </h3>
      <p className="text-xs text-slate-600">
        Answering {EXAMPLE_AUTHOR} on {channel || 'a channel'}, sent by {me}.
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm">
        {filled.text || <span className="text-slate-600">The reply shows here as you write it.</span>}
      </p>
    </section>
  );
}
