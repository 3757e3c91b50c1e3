import { useCallback, useRef, useState, type RefObject } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useToast } from '../../../components/ui/toast';
import type { Role } from '../../../lib/roles';
import type { InboxFilters } from '../api/inbox-queries';
import type { AnswerFocus, PaneActions, PaneChooser } from '../components/pane-props';
import { abilitiesOf } from '../utils/item-abilities';
import type { useInboxCursor } from './use-inbox-cursor';
import { useInboxKeyboard } from './use-inbox-keyboard';
import { useTriage } from './use-triage';

interface Options {
  items: InboxItem[];
  cursor: ReturnType<typeof useInboxCursor>;
  filters: InboxFilters;
  role: Role;
  openId?: string;
  onOpen: (item: InboxItem | null) => void;
  onFilters: (filters: InboxFilters) => void;
  scope: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * What the inbox's keys, rows, pane and selection bar do, in one place: each action only where the person may
 * take it, and each leaving the keyboard focus somewhere in the list (never on the page's body).
 */
export function useInboxCommands({
  items,
  cursor,
  filters,
  role,
  openId,
  onOpen,
  onFilters,
  scope,
  searchRef,
}: Options) {
  const { current } = cursor;
  const triage = useTriage({ onRestored: (item) => cursor.focusItem(item) });
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [help, setHelp] = useState(false);
  /** What the pane is asked to do for an item once it shows it (the r, n, Shift+R, Shift+A, Shift+L and b keys). */
  const [request, setRequest] = useState<{ id: string; what: NonNullable<AnswerFocus> | PaneChooser } | null>(null);
  const helpOpener = useRef<Element | null>(null);
  const archived = Boolean(filters.archived);
  const can = (item: InboxItem) => abilitiesOf(item, role, archived);

  const open = (item: InboxItem) => {
    onOpen(item);
    if (item.is_unread === '1') triage.setRead(item, true);
  };
  const closePane = () => {
    onOpen(null);
    cursor.focusItem(items.find((i) => i.post_id === openId) ?? current);
  };
  /** Before items leave the list: the focus goes to the next row, and the pane closes if it showed one of them. */
  const leave = (ids: ReadonlySet<string>) => {
    cursor.focusAfterLeaving(ids);
    if (openId && ids.has(openId)) onOpen(null);
  };
  const archive = (item: InboxItem) => {
    leave(new Set([item.post_id]));
    void triage.archive(item);
  };
  const unarchive = (item: InboxItem) => {
    leave(new Set([item.post_id]));
    void triage.unarchive(item).catch(() => undefined);
  };
  const toggleSelect = (item: InboxItem) =>
    setSelected((all) => {
      const next = new Set(all);
      if (next.has(item.post_id)) next.delete(item.post_id);
      else next.add(item.post_id);
      return next;
    });
  const openHelp = () => {
    helpOpener.current = document.activeElement;
    setHelp(true);
  };
  // The focus goes back once the dialog is gone from the page: while it is open, the page under it is inert.
  const closeHelp = () => {
    setHelp(false);
    const opener = helpOpener.current;
    setTimeout(() => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      else cursor.focusItem(current);
    });
  };
  /** Opens the current item (unless it is open) and asks the pane for something once it is there. */
  const ask = (what: NonNullable<AnswerFocus> | PaneChooser) => {
    if (!current) return;
    if (current.post_id !== openId) open(current);
    setRequest({ id: current.post_id, what });
  };
  const onARow = () => document.activeElement?.id.startsWith('inbox-row-') ?? false;

  useInboxKeyboard(
    {
      // The first j or k lands on the current row; the next ones move.
      next: () => cursor.focusIndex(onARow() ? cursor.active + 1 : cursor.active),
      previous: () => cursor.focusIndex(onARow() ? cursor.active - 1 : cursor.active),
      open: () => current && open(current),
      archive: () => {
        if (current && can(current).archive) archive(current);
        else if (current) toast.show('This item is archived already: Shift+E takes it out of the archive.');
      },
      unarchive: () => {
        if (current && can(current).unarchive) unarchive(current);
        else if (current) toast.show('Only archived items can be unarchived: tick Archived to see them.');
      },
      toggleUnread: () => current && can(current).markRead && triage.setRead(current, current.is_unread === '1'),
      toggleLike: () => current && void triage.toggleLike(current, can(current).like),
      reply: () => ask('reply'),
      note: () => ask('note'),
      savedReply: () => ask('saved'),
      assignToMe: () => current && void triage.assignToMe(current),
      assign: () => ask('assign'),
      labels: () => ask('labels'),
      snooze: () => ask('snooze'),
      toggleSelect: () => current && toggleSelect(current),
      search: () => searchRef.current?.focus(),
      help: openHelp,
      close: () => openId && closePane(),
      leaveField: (field) => {
        field.blur();
        cursor.focusItem(current);
      },
    },
    scope,
  );

  const requestDone = useCallback(() => setRequest(null), []);
  const asked = request && request.id === openId ? request.what : null;
  const answerFocus: AnswerFocus = asked === 'reply' || asked === 'note' || asked === 'saved' ? asked : null;
  const chooser: PaneChooser | null = asked === 'assign' || asked === 'labels' || asked === 'snooze' ? asked : null;
  const chosen = items.filter((i) => selected.has(i.post_id));
  /** A change to the selected items; the bar (and its focused button) goes, so the focus goes to the list. */
  const bulk = (run: () => void, leaving: boolean) => {
    if (leaving) leave(new Set(chosen.map((i) => i.post_id)));
    else cursor.focusItem(current);
    run();
    setSelected(new Set());
  };

  const pane: PaneActions = {
    setRead: triage.setRead,
    toggleLike: (item) => void triage.toggleLike(item, can(item).like),
    archive,
    unarchive,
    archiveConversation: (item) => {
      leave(new Set(items.filter((i) => i.get_conversation_id === item.get_conversation_id).map((i) => i.post_id)));
      void triage.archiveConversation(item);
    },
    showAuthor: (userId) => onFilters({ ...filters, author: userId }),
    close: closePane,
    assign: triage.assign,
    label: triage.label,
    // The pane closes, and the focus goes to the next row, only once the service took the snooze: a refused time is
    // told in the chooser, which stays.
    snooze: (item, until) => triage.snooze(item, until, leave),
  };

  return {
    open,
    unarchive,
    toggleSelect,
    selected,
    chosen,
    bulkBar: {
      onArchive: () => bulk(() => void triage.bulkArchive(chosen), true),
      onUnarchive: () => bulk(() => void triage.bulkUnarchive(chosen), true),
      onRead: (read: boolean) => bulk(() => void triage.bulkRead(chosen, read), false),
      onClear: () => bulk(() => undefined, false),
    },
    help: { open: help, show: openHelp, close: closeHelp },
    /** What the open item's pane is asked to do (the keys that open it for something); `done` once it did. */
    paneRequest: { answerFocus, chooser, done: requestDone },
    pane,
  };
}
