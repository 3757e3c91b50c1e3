import { ListPlus, X } from 'lucide-react';
import { useRef } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { lengthChecks } from '../../../lib/text-length';
import { MAX_THREAD_PARTS, noThreadNetworks } from './follow-up-rules';
import { LengthCounts } from './length-counts';

interface ThreadFieldsProps {
  /** The chosen channels. */
  channels: Channel[];
  /** The parts after the first (the message). */
  parts: string[];
  error?: string;
  /** An edited post's parts out already (the first included), when its thread has started: nothing can change. */
  published?: number;
  onChange: (parts: string[]) => void;
}

/**
 * A thread on X and Bluesky (decision 064): the message is its first part, each part added here a reply to the one
 * before, with its length as each chosen network counts it. "Add to thread" puts the caret in the new part, and
 * "Remove part N" in the part that took its place (or back on Add). With a channel of another network chosen, the
 * control says why there is none.
 */
export function ThreadFields({ channels, parts, error, published, onChange }: ThreadFieldsProps) {
  // Where the caret goes once the parts are drawn anew: the part added, or the one that took a removed one's place.
  const focusNext = useRef<number | 'add' | null>(null);
  const focusOn = (target: number | 'add') => (focusNext.current = target);
  const focusIfNext = (target: number | 'add', node: HTMLElement | null) => {
    if (!node || focusNext.current !== target) return;
    focusNext.current = null;
    node.focus();
  };

  const types = channels.map((c) => c.channel_type);
  const total = parts.length + 1;
  const others = noThreadNetworks(channels);

  if (published !== undefined && published > 0)
    return (
      <section aria-label="Thread" className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <p className="text-sm font-semibold">Thread</p>
        <p className="text-sm text-slate-700">
          This thread has started: {published} of {total} parts are out, so its parts can no longer be changed. Retry it
          to publish the rest, or delete it and write it anew.
        </p>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800" start={2}>
          {parts.map((part, i) => (
            <li key={i} className="break-words whitespace-pre-wrap">
              {part}
              <span className="text-slate-600"> ({i + 2 <= published ? 'out' : 'not out yet'})</span>
            </li>
          ))}
        </ol>
      </section>
    );

  if (channels.length === 0 && parts.length === 0) return null;

  const update = (index: number, text: string) => onChange(parts.map((p, i) => (i === index ? text : p)));
  const remove = (index: number) => {
    onChange(parts.filter((_, i) => i !== index));
    focusOn(parts.length === 1 ? 'add' : Math.min(index, parts.length - 2));
  };

  return (
    <section aria-label="Thread" className="space-y-3">
      {parts.map((part, i) => (
        <div key={i} className="rounded-lg border-l-4 border-slate-300 pl-3">
          <Field
            label={`Part ${i + 2} of ${total}`}
            hint={<LengthCounts counts={lengthChecks(part, types)} label={`Characters per network, part ${i + 2}`} />}
          >
            {(control) => (
              <textarea
                {...control}
                ref={(node) => focusIfNext(i, node)}
                rows={3}
                value={part}
                onChange={(e) => update(i, e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Button variant="ghost" className="mt-1 px-2 py-1 text-red-700" onClick={() => remove(i)}>
            <X aria-hidden className="size-4" />
            Remove part {i + 2}
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-red-800">{error}</p>}
      {others ? (
        <p className="text-sm text-slate-700">
          {parts.length > 0 ? (
            <span className="font-semibold text-amber-900">Threads are published on X and Bluesky only. </span>
          ) : (
            'Threads are published on X and Bluesky only. '
          )}
          To write one, choose only X and Bluesky channels ({others} {others.includes(' and ') ? 'take' : 'takes'}{' '}
          none).
        </p>
      ) : (
        parts.length < MAX_THREAD_PARTS && (
          <Button
            ref={(node) => focusIfNext('add', node)}
            variant="secondary"
            onClick={() => {
              onChange([...parts, '']);
              focusOn(parts.length);
            }}
          >
            <ListPlus aria-hidden className="size-4" />
            Add to thread
          </Button>
        )
      )}
    </section>
  );
}
