import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { InboxMention } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { mentionsOptions } from '../../../api/mentions-query';
import { useMarkSeen } from '../api/use-mark-seen';
import { MentionCard } from './mention-card';
import { MentionsEmpty } from './mentions-empty';

interface MentionsPageProps {
  unseenOnly: boolean;
  onUnseenOnly: (on: boolean) => void;
  /** The inbox's sections (Inbox, Mentions, Reports), beside the title. */
  sections: ReactNode;
}

/** The notes in which teammates called the caller in, newest first, each a way into its conversation. */
export function MentionsPage({ unseenOnly, onUnseenOnly, sections }: MentionsPageProps) {
  const { user, zone, clock } = useWorkspace();
  const list = useSuspenseInfiniteQuery(mentionsOptions(unseenOnly));
  const mentions = list.data.pages.flatMap((page) => page.data.mentions);
  const unseen = list.data.pages[0]?.data.unseen ?? 0;
  const markSeen = useMarkSeen();
  const seen = (mention: InboxMention) => markSeen.mutate({ body: { note_id: Number(mention.note_id) } });
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h1 id="page-title" className="text-2xl font-bold">
          Mentions <span className="text-base font-normal text-slate-600">{unseen} unseen</span>
        </h1>
        {sections}
      </div>
      <p className="mt-2 text-slate-600">
        Internal notes in which a teammate wrote @ and your name, newest first. Opening one marks it seen.
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-10 cursor-pointer items-center gap-2 sm:min-h-0">
          <input
            type="checkbox"
            className="size-4"
            checked={unseenOnly}
            onChange={(event) => onUnseenOnly(event.target.checked)}
          />
          Unseen only
        </label>
        {unseen > 0 && (
          <Button variant="secondary" onClick={() => markSeen.mutate({ body: {} })}>
            Mark all seen
          </Button>
        )}
      </div>
      {mentions.length === 0 ? (
        <MentionsEmpty unseenOnly={unseenOnly} myName={user.name} onShowAll={() => onUnseenOnly(false)} />
      ) : (
        <ul aria-label="Your mentions" className="mt-4 space-y-3">
          {mentions.map((mention) => (
            <MentionCard key={mention.note_id} mention={mention} zone={zone} clock={clock} onSeen={seen} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The earlier mentions could not load. Try again.
        </p>
      )}
    </section>
  );
}
