import { Archive, ArchiveRestore, Heart, Mail, MailOpen, Repeat2, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useRetweetItem } from '../api/use-retweet-item';
import type { ItemAbilities } from '../utils/item-abilities';
import type { PaneActions } from './pane-props';

function Action({
  icon: Icon,
  children,
  ...props
}: {
  icon: LucideIcon;
  children: ReactNode;
  onClick: () => void;
  'aria-pressed'?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" className="px-3 py-1.5 text-xs max-sm:min-h-10" {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** The actions on the open item: only those its network supports and the person's role allows. */
export function ItemToolbar({ item, can, actions }: { item: InboxItem; can: ItemAbilities; actions: PaneActions }) {
  const retweet = useRetweetItem();
  const liked = item.is_liked === 1;
  const unread = item.is_unread === '1';
  return (
    <div className="mt-3 flex flex-wrap gap-2" role="toolbar" aria-label="Actions on this item">
      {can.like && (
        <Action icon={Heart} aria-pressed={liked} onClick={() => actions.toggleLike(item)}>
          {liked ? 'Liked' : 'Like'}
        </Action>
      )}
      {can.retweet && (
        <Action icon={Repeat2} disabled={retweet.isPending} onClick={() => retweet.mutate(item)}>
          {can.retweetLabel}
        </Action>
      )}
      {can.markRead && (
        <Action icon={unread ? MailOpen : Mail} onClick={() => actions.setRead(item, unread)}>
          {unread ? 'Mark read' : 'Mark unread'}
        </Action>
      )}
      {can.archive && (
        <Action icon={Archive} onClick={() => actions.archive(item)}>
          Archive
        </Action>
      )}
      {can.unarchive && (
        <Action icon={ArchiveRestore} onClick={() => actions.unarchive(item)}>
          Unarchive
        </Action>
      )}
      {can.archiveConversation && (
        <Action icon={Archive} onClick={() => actions.archiveConversation(item)}>
          Archive conversation
        </Action>
      )}
      {can.moreFromAuthor && (
        <Action icon={UserRound} onClick={() => actions.showAuthor(item.user_id)}>
          More from {item.user_name}
        </Action>
      )}
    </div>
  );
}
