import type { PinterestCall } from './pinterest-api.ts';
import type { ConnectorChannel } from './types.ts';

/** Boards are read 250 at a time (the page_size maximum), a few pages at most. */
const PAGE_SIZE = 250;
const MAX_PAGES = 4;

/** The fields of Pinterest's Board read here (spec components BoardBase). */
export interface PinterestBoard {
  id: string;
  name: string;
  is_ads_only?: boolean;
  owner?: { username?: string };
}

/**
 * The account's boards: GET /v5/boards (developers.pinterest.com/docs/api/v5/#operation/boards/list), its own and
 * the group boards it collaborates on, paged by `bookmark`. Ad-only boards are left out: their Pins are for ads.
 */
async function listBoards(call: PinterestCall, channel: ConnectorChannel): Promise<PinterestBoard[]> {
  const boards: PinterestBoard[] = [];
  let bookmark: string | null | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ page_size: String(PAGE_SIZE) });
    if (bookmark) query.set('bookmark', bookmark);
    const answer = (await call(channel, 'GET', `/v5/boards?${query}`, { what: 'the list of boards' })) as {
      items?: PinterestBoard[];
      bookmark?: string | null;
    };
    boards.push(...(answer?.items ?? []).filter((board) => !board.is_ads_only));
    bookmark = answer?.bookmark;
    if (!bookmark) break;
  }
  return boards;
}

/** Board names compare as Pinterest shows them to people: without case or surrounding spaces. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A new public board: POST /v5/boards with its name (developers.pinterest.com/docs/api/v5/#operation/boards/create). */
async function createBoard(call: PinterestCall, channel: ConnectorChannel, name: string): Promise<string> {
  const board = (await call(channel, 'POST', '/v5/boards', { body: { name }, what: `the board "${name}"` })) as
    { id?: string } | undefined;
  if (!board?.id) throw new Error('Pinterest answered the new board without its id.');
  return board.id;
}

/**
 * The board a Pin goes on (a Pin always sits on a board, developers.pinterest.com/docs/api-features/creating-boards-
 * and-pins/): the one the post's album names (made when the account has none by that name), else the account's
 * first board of its own (a group board belongs to someone else), else a new board named after the account, so a
 * fresh account's scheduled Pins still go out. With `create: false` (looking for a Pin already made) a board that
 * is not there answers null.
 */
export async function boardFor(
  call: PinterestCall,
  channel: ConnectorChannel,
  albumName: string | null,
  { create }: { create: boolean },
): Promise<string | null> {
  const boards = await listBoards(call, channel);
  const wanted = albumName?.trim();
  if (wanted) {
    const named = boards.find((board) => sameName(board.name, wanted));
    if (named) return named.id;
    return create ? createBoard(call, channel, wanted) : null;
  }
  const own = boards.find((board) => !board.owner?.username || board.owner.username === channel.screenName);
  if (own) return own.id;
  return create ? createBoard(call, channel, channel.name) : null;
}
