import { ChevronDown, Repeat } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { smallPicture } from '../../lib/small-picture';

/** A network's own text (decision 063), named as the card's reader knows it: "X", or "X · Acme" beside another X. */
export interface OwnVersion {
  for: string;
  /** Left out where the card already shows this text (an approval card is one channel's post). */
  message?: string;
  /** Its own picture; "" where it goes without the post's. */
  picture?: string;
}

export interface PostPartsProps {
  /** The parts after the first (decision 064). */
  thread?: string[];
  firstComment?: string;
  versions?: OwnVersion[];
  /** "Repeats every 2 weeks · 5 times" (decision 069). */
  repeat?: string | null;
  campaign?: string;
}

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';
const panel = 'mt-2 rounded-lg bg-slate-50 p-2 text-sm ring-1 ring-slate-200';

interface Part {
  key: string;
  summary: string;
  body: ReactNode;
}

/**
 * Everything of a post beyond its text that goes out with it, as a row of marks: a network's own text, a thread's
 * parts, a first comment (each a disclosure, closed at first, whose name says it is there), a repeat and a campaign.
 * Draft and approval cards show it, so nothing that will be published is out of the reader's reach (decision 071).
 */
export function PostParts({ thread, firstComment, versions, repeat, campaign }: PostPartsProps) {
  const [open, setOpen] = useState<string[]>([]);
  const id = useId();
  const parts: Part[] = [];
  const marks: string[] = [];
  for (const version of versions ?? []) {
    const summary = `Own text for ${version.for}`;
    if (version.message === undefined) marks.push(summary);
    else parts.push({ key: `version ${version.for}`, summary, body: <VersionBody version={version} /> });
  }
  if (thread?.length)
    parts.push({
      key: 'thread',
      summary: `Thread: ${thread.length + 1} parts`,
      body: <ThreadBody thread={thread} />,
    });
  if (firstComment)
    parts.push({
      key: 'first comment',
      summary: 'First comment',
      body: <p className="whitespace-pre-wrap break-words text-slate-800">{firstComment}</p>,
    });
  if (!parts.length && !marks.length && !repeat && !campaign) return null;
  const toggle = (key: string) => setOpen((o) => (o.includes(key) ? o.filter((k) => k !== key) : [...o, key]));
  const panelId = (index: number) => `${id}-${index}`;
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-1.5">
        {marks.map((mark) => (
          <span key={mark} className={`${chip} bg-blue-50 text-blue-900 ring-1 ring-blue-200`}>
            {mark}
          </span>
        ))}
        {parts.map((part, index) => {
          const shown = open.includes(part.key);
          return (
            <button
              key={part.key}
              type="button"
              aria-expanded={shown}
              aria-controls={shown ? panelId(index) : undefined}
              onClick={() => toggle(part.key)}
              className={`${chip} bg-slate-100 text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200`}
            >
              {part.summary}
              <ChevronDown aria-hidden className={`size-3.5 transition-transform ${shown ? 'rotate-180' : ''}`} />
            </button>
          );
        })}
        {repeat && (
          <span className={`${chip} bg-slate-100 text-slate-700`}>
            <Repeat aria-hidden className="size-3.5" />
            {repeat}
          </span>
        )}
        {campaign && <span className={`${chip} bg-slate-100 text-slate-700`}>Campaign “{campaign}”</span>}
      </div>
      {parts.map(
        (part, index) =>
          open.includes(part.key) && (
            <section key={part.key} id={panelId(index)} aria-labelledby={`${panelId(index)}-name`} className={panel}>
              <p id={`${panelId(index)}-name`} className="mb-1 text-xs font-semibold text-slate-600">
                {part.summary}
              </p>
              {part.body}
            </section>
          ),
      )}
    </div>
  );
}

function VersionBody({ version }: { version: OwnVersion }) {
  return (
    <div className="flex items-start gap-2">
      <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-800">{version.message}</p>
      {version.picture ? (
        <img
          src={smallPicture(version.picture)}
          onError={(event) => {
            if (event.currentTarget.src !== version.picture) event.currentTarget.src = version.picture!;
          }}
          alt={`Attached to the version for ${version.for}`}
          loading="lazy"
          className="size-12 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
        />
      ) : (
        version.picture === '' && <p className="shrink-0 text-xs text-slate-600">No picture</p>
      )}
    </div>
  );
}

function ThreadBody({ thread }: { thread: string[] }) {
  const total = thread.length + 1;
  return (
    <ol className="space-y-2">
      <li className="text-slate-600">Part 1 of {total}: the post's text</li>
      {thread.map((text, index) => (
        <li key={index}>
          <span className="block text-xs font-semibold text-slate-600">
            Part {index + 2} of {total}
          </span>
          <span className="block whitespace-pre-wrap break-words text-slate-800">{text}</span>
        </li>
      ))}
    </ol>
  );
}
