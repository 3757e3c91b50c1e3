import { ArchiveRestore } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { InboxItem, InboxPresence } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { NetworkMark } from '../../../components/channels/channel-avatar';
import { Highlight } from './highlight';
import { presenceWords } from '../api/presence';
import { RowLabels, RowAssignee } from './row-team';

const PresenceMark = lazy(async () => ({ default: (await import('./row-presence')).PresenceMark }));

/** A row's height: three short lines (who and when; kind and network; the text's start), 11 or more to a screen. */
export const ROW_HEIGHT = 64;

export const rowButtonId = (index: number) => `inbox-row-${index}`;

const typeLabels: Record<InboxItem['post_type'], string> = {
  post: 'Our post',
  comment: 'Comment',
  reply: 'Reply',
  mention: 'Mention',
  message: 'Message',
};

interface InboxRowProps {
  item: InboxItem;
  index: number;
  start: number;
  setSize: number;
  zone: string;
  open: boolean;
  active: boolean;
  selected: boolean;
  onOpen: (item: InboxItem, index: number) => void;
  onToggleSelect: (item: InboxItem) => void;
  onFocusRow: (item: InboxItem, index: number) => void;
  /** Offered under the Archived filter: the item back into the inbox. */
  onUnarchive?: (item: InboxItem) => void;
  /** The words of a search, marked where they are found. */
  terms: string[];
  /** The caller's user_id: their own items say "You". */
  me: string;
  /** Teammates on the item's unit of work right now, viewing or typing (none: nobody). */
  presence?: InboxPresence[];
}

export function InboxRow(props: InboxRowProps) {
  const clock = useClock();
  const { item, index, start, setSize, zone, open, active, selected, onOpen, onToggleSelect, onFocusRow } = props;
  const unread = item.is_unread === '1';
  const presence = props.presence?.length ? props.presence : undefined;
  const presenceText = presence && presenceWords(presence);
  const tone = open
    ? 'bg-blue-50 shadow-[inset_3px_0_0_var(--color-blue-600)]'
    : selected
      ? 'bg-amber-50 hover:bg-amber-100'
      : `${unread ? 'bg-white' : 'bg-slate-50'} hover:bg-slate-100`;
  return (
    <li
      aria-setsize={setSize}
      aria-posinset={index + 1}
      className={`absolute inset-x-0 flex items-stretch border-b border-slate-200 ${tone}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <label className="flex w-10 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-4"
          tabIndex={-1}
          checked={selected}
          onChange={() => onToggleSelect(item)}
          aria-label={`Select item from ${item.user_name}`}
        />
      </label>
      <button
        type="button"
        id={rowButtonId(index)}
        tabIndex={active ? 0 : -1}
        aria-current={open ? 'true' : undefined}
        onFocus={() => onFocusRow(item, index)}
        onClick={() => onOpen(item, index)}
        className={`flex min-w-0 flex-1 items-center gap-3 pr-3 text-left focus-visible:outline-offset-[-3px] ${active ? 'ring-2 ring-blue-300 ring-inset' : ''}`}
      >
        <img
          src={item.user_picture || item.channel_picture}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-full"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5 text-sm leading-5">
            <span className={`size-2 shrink-0 rounded-full ${unread ? 'bg-blue-600' : ''}`}>
              {unread && <span className="sr-only">Unread:</span>}
            </span>
            <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>
              <Highlight text={item.user_name} terms={props.terms} />
            </span>
            {presence && (
              // The words are there at once; the mark follows with its code.
              <span role="img" aria-label={presenceText} title={presenceText} className="ml-auto flex shrink-0 pl-2">
                <Suspense fallback={<span className="size-3.5" />}>
                  <PresenceMark typing={presence.some((p) => p.state === 'typing')} />
                </Suspense>
              </span>
            )}
            <span className={`shrink-0 pl-2 text-xs text-slate-600 tabular-nums ${presence ? '' : 'ml-auto'}`}>
              {formatWorkspaceTime(item.timestamp, zone, clock)}
            </span>
          </span>
          <span className="flex items-center gap-2 overflow-hidden pl-3.5 text-xs leading-4 text-slate-600">
            {/* The snooze and the kind stay whole; the network and the account give way (beside a snooze, the kind). */}
            <span className="flex min-w-0 flex-1 items-center overflow-hidden whitespace-nowrap">
              {item.snoozed_until && (
                <span className="shrink-0 font-medium text-amber-800">
                  Snoozed until {formatWorkspaceTime(item.snoozed_until, zone, clock)} ·&nbsp;
                </span>
              )}
              <span className={item.snoozed_until ? 'min-w-0 truncate' : 'shrink-0'}>
                <NetworkMark channelType={Number(item.channel)} className="mr-1 inline size-3 align-[-1px]" />
                {typeLabels[item.post_type]}
              </span>
              <span className="min-w-0 truncate">
                &nbsp;· {networkName(Number(item.channel))} · @{item.channel_id_screen_name}
                {item.is_liked === 1 && ' · Liked'}
              </span>
            </span>
            <RowLabels labels={item.labels} />
            <RowAssignee item={item} me={props.me} />
          </span>
          <span className="block truncate pl-3.5 text-sm leading-5 text-slate-800">
            <Highlight text={item.text} terms={props.terms} />
          </span>
        </span>
      </button>
      {props.onUnarchive && (
        <button
          type="button"
          onClick={() => props.onUnarchive!(item)}
          aria-label={`Unarchive the item from ${item.user_name}`}
          title="Unarchive"
          className="my-auto mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200"
        >
          <ArchiveRestore aria-hidden="true" className="size-5" />
        </button>
      )}
    </li>
  );
}
