import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { commentsOptions, type CommentsOn } from './comments-query';
import { LazyCommentsThread } from './lazy-comments-thread';

interface CommentsDisclosureProps {
  on: CommentsOn;
  zone: string;
  about: string;
}

/** A button that shows and hides a post's comments; the thread loads when first shown. */
export function CommentsDisclosure({ on, zone, about }: CommentsDisclosureProps) {
  const [open, setOpen] = useState(false);
  const threadId = useId();
  return (
    <div className="w-full">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        aria-label={`${open ? 'Hide comments' : 'Comments'} on ${about}`}
        onClick={() => setOpen(!open)}
      >
        <MessageSquare aria-hidden className="size-4" />
        {open ? 'Hide comments' : 'Comments'}
      </Button>
      {open && (
        <div id={threadId} className="mt-2">
          <LazyCommentsThread on={on} zone={zone} about={about} />
        </div>
      )}
    </div>
  );
}

/**
 * How many comments a post has, and a button that shows them: the approval card's row (decision 054 kept its place).
 * The count reads the thread's own query, which the thread then shows without asking again.
 */
export function CommentsCount({
  on,
  open,
  onToggle,
  controls,
}: {
  on: CommentsOn;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { data, isError } = useQuery(commentsOptions(on));
  const count = data?.data.count;
  const said =
    count === undefined
      ? isError
        ? 'Not loaded'
        : '…'
      : count === 0
        ? 'None yet'
        : count === 1
          ? '1 comment'
          : `${count} comments`;
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>{said}</span>
      <Button
        variant="ghost"
        className="px-2 py-0.5 text-blue-800 underline"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
      >
        {open ? 'Hide comments' : count ? 'Show comments' : 'Write a comment'}
      </Button>
    </span>
  );
}
