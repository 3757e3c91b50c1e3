import {
  AlarmClock,
  Archive,
  ArchiveRestore,
  Heart,
  Mail,
  MailOpen,
  Repeat2,
  Tag,
  UserRound,
  UserRoundPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import type { Assignee } from '../api/assign-item';
import { useRetweetItem } from '../api/use-retweet-item';
import { useTeamChoosers } from '../hooks/use-team-choosers';
import type { ItemAbilities } from '../utils/item-abilities';
import type { PaneActions, PaneChooser } from './pane-props';

// The choosers come when first asked for, not with the pane.
const AssignDialog = lazy(async () => ({ default: (await import('./assign-dialog')).AssignDialog }));
const LabelsDialog = lazy(async () => ({ default: (await import('./labels-dialog')).LabelsDialog }));
const SnoozeDialog = lazy(async () => ({ default: (await import('./snooze-dialog')).SnoozeDialog }));

function Action({
  icon: Icon,
  children,
  ...props
}: {
  icon: LucideIcon;
  children: ReactNode;
  onClick: () => void;
  'aria-pressed'?: boolean;
  'aria-haspopup'?: 'dialog';
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" className="shrink-0 px-3 py-1.5 text-xs max-sm:min-h-10" {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

interface ItemToolbarProps {
  item: InboxItem;
  can: ItemAbilities;
  actions: PaneActions;
  me: Assignee;
  zone: string;
  /** A chooser a key asked for (Shift+A, Shift+L, b); `onChooserOpened` says it opened. */
  chooser: PaneChooser | null;
  onChooserOpened: () => void;
}

/**
 * The actions on the open item: the team's (who has it, its labels, snooze), which every member may take, then those
 * its network supports and the person's role allows.
 */
export function ItemToolbar({ item, can, actions, me, zone, chooser, onChooserOpened }: ItemToolbarProps) {
  const retweet = useRetweetItem();
  const team = useTeamChoosers(item, actions, chooser, onChooserOpened);
  // The team's actions load apart from the inbox; once a conversation is open they are fetched ahead, so the first
  // assignment shows at once.
  useEffect(() => void import('../hooks/team-triage'), []);
  const liked = item.is_liked === 1;
  const unread = item.is_unread === '1';
  const mine = item.assignee_id === me.user_id;
  // "Assign to me" goes once it is done: the focus it had goes to "Assign…", beside where it was.
  const toolbar = useRef<HTMLDivElement>(null);
  const tookIt = useRef(false);
  useEffect(() => {
    if (!mine || !tookIt.current) return;
    tookIt.current = false;
    toolbar.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  }, [mine]);
  return (
    <>
      {/* On a phone the actions are one row that scrolls sideways: wrapped, they took half the screen from the
          conversation. */}
      <div
        ref={toolbar}
        className="mt-3 flex gap-2 max-sm:-mx-3 max-sm:overflow-x-auto max-sm:px-3 max-sm:pb-1 sm:flex-wrap"
        role="toolbar"
        aria-label="Actions on this item"
      >
        {!mine && (
          <Action
            icon={UserRoundPlus}
            onClick={() => {
              tookIt.current = true;
              team.assign(me);
            }}
          >
            Assign to me
          </Action>
        )}
        <Action icon={UsersRound} aria-haspopup="dialog" onClick={() => team.show('assign')}>
          Assign…
        </Action>
        <Action icon={Tag} aria-haspopup="dialog" onClick={() => team.show('labels')}>
          Labels…
        </Action>
        <Action icon={AlarmClock} aria-haspopup="dialog" onClick={() => team.show('snooze')}>
          Snooze…
        </Action>
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
      {team.refusal && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Not assigned: {team.refusal}
        </p>
      )}
      <Suspense fallback={null}>
        {team.open === 'assign' && <AssignDialog item={item} me={me} onChoose={team.assign} onClose={team.close} />}
        {team.open === 'labels' && (
          <LabelsDialog item={item} onApply={(labels) => actions.label(item, labels)} onClose={team.close} />
        )}
        {team.open === 'snooze' && (
          <SnoozeDialog
            item={item}
            zone={zone}
            onSnooze={(until) => actions.snooze(item, until)}
            onClose={team.close}
          />
        )}
      </Suspense>
    </>
  );
}
