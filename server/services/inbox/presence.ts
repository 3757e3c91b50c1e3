import type { EventBus, PresenceNews } from '../events/bus.ts';

/** How long a presence lasts unless said again: a dashboard repeats it every 15 s while it holds. */
export const PRESENCE_SECONDS = 30;

interface Held {
  news: PresenceNews;
  until: number;
}

/**
 * Who is on which conversation now, per workspace, as this instance heard it on the event bus (its own members'
 * presence and, on PostgreSQL, the other instances'): kept in memory only, never in the database (decision 042).
 * A presence lasts until its `expiresIn` runs out or its member says `left`.
 */
export function createPresenceBoard(events: EventBus, now: () => Date) {
  const boards = new Map<number, Map<string, Held>>();

  function prune(workspaceId: number, board: Map<string, Held>, at: number) {
    for (const [key, held] of board) if (held.until <= at) board.delete(key);
    if (board.size === 0) boards.delete(workspaceId);
  }

  function record(workspaceId: number, news: PresenceNews) {
    const at = now().getTime();
    let board = boards.get(workspaceId);
    if (!board) boards.set(workspaceId, (board = new Map()));
    const key = `${news.userId}|${news.workId}`;
    if (news.state === 'left') board.delete(key);
    else board.set(key, { news, until: at + news.expiresIn * 1000 });
    prune(workspaceId, board, at);
  }

  events.subscribeAll((workspaceId, event) => {
    if (event.type === 'presence') record(workspaceId, event.presence);
  });

  return {
    /** The workspace's presences that still hold, each with the seconds it has left. */
    current(workspaceId: number): PresenceNews[] {
      const board = boards.get(workspaceId);
      if (!board) return [];
      const at = now().getTime();
      prune(workspaceId, board, at);
      return [...board.values()]
        .map(({ news, until }) => ({ ...news, expiresIn: Math.ceil((until - at) / 1000) }))
        .sort((a, b) => a.conversationId - b.conversationId || a.userId - b.userId);
    },
  };
}
