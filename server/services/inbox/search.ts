import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItemLabels, inboxItems } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import {
  assigneeIs,
  findItem,
  listColumns,
  PAGE_SIZE,
  POST_TYPES,
  UNANSWERED,
  type ItemListing,
  type ListFilters,
} from './items.ts';

/** The words, and the filters of the list they narrow (issue 35 point 7: every filter but the author's). */
export interface SearchFilters extends Omit<ListFilters, 'authorId'> {
  text: string;
}

/** A word the last word of a search may be the start of: letters and digits only, so it needs no tsquery syntax. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The tsquery of what a person typed, which is never a syntax error: websearch_to_tsquery reads any text (quotes
 * for phrases, -word, or), and the last word, when it is a plain word typed last, also matches the start of a
 * longer one ("crois" finds "croissant"), through to_tsquery with that one word quoted (quotes doubled) and `:*`.
 * Both in the 'simple' configuration, as the index (migration 0010): no language's stemming or stop words.
 */
export function searchQuery(text: string): { query: SQL; terms: string[] } {
  const tokens = text.trim().split(/\s+/u);
  const last = tokens.at(-1) ?? '';
  const beforeLast = tokens.at(-2)?.toLowerCase();
  const inPhrase = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  const prefix = PLAIN_WORD.test(last) && !inPhrase && last.toLowerCase() !== 'or' && beforeLast !== 'or';
  let query: SQL;
  if (prefix) {
    const rest = text
      .trim()
      .slice(0, text.trim().length - last.length)
      .trim();
    const start = sql`to_tsquery('simple', ${`'${last.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`})`;
    query = rest ? sql`(websearch_to_tsquery('simple', ${rest}) && ${start})` : start;
  } else query = sql`websearch_to_tsquery('simple', ${text})`;
  const terms = [
    ...new Set(
      tokens
        .filter((t) => !t.startsWith('-') && t.toLowerCase() !== 'or')
        .flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u))
        .filter(Boolean),
    ),
  ].slice(0, 20);
  return { query, terms };
}

/** The words of an item the search index holds (migration 0010 indexes exactly this expression). */
const VECTOR = sql`to_tsvector('simple', ${inboxItems.authorName} || ' ' || ${inboxItems.text})`;

/** The items carrying a label: a test per matching item rather than a join, so the count reads the same conditions. */
function carriesLabel(labelId: number): SQL {
  const row = and(eq(inboxItemLabels.itemId, inboxItems.id), eq(inboxItemLabels.labelId, labelId));
  // drizzle's exists() wants a built query and does not parenthesise a sql`` one.
  return sql`exists (select 1 from ${inboxItemLabels} where ${row})`;
}

function conditions(auth: AuthContext, filters: SearchFilters, query: SQL): SQL {
  return and(
    eq(inboxItems.workspaceId, auth.workspaceId),
    eq(inboxItems.isArchived, filters.archived),
    eq(inboxItems.inList, true),
    sql`${VECTOR} @@ ${query}`,
    filters.channelId !== undefined ? eq(inboxItems.channelId, filters.channelId) : undefined,
    filters.type ? inArray(inboxItems.postType, POST_TYPES[filters.type]) : undefined,
    filters.unanswered ? UNANSWERED : undefined,
    filters.unreadOnly ? eq(inboxItems.isUnread, true) : undefined,
    filters.labelId !== undefined ? carriesLabel(filters.labelId) : undefined,
    filters.assignee !== undefined ? assigneeIs(filters.assignee) : undefined,
  )!;
}

export interface SearchPage {
  rows: ItemListing[];
  more: boolean;
  total: number;
  unread: number;
  terms: string[];
}

/**
 * One page of matches, best first (ts_rank), then newest. After `lastId` the page continues exactly after that
 * item: its rank, time and id are read by the page's own statement, so ties and equal ranks neither repeat nor
 * skip. An item not of the workspace is a 404.
 */
export async function searchInbox(
  db: Db,
  auth: AuthContext,
  filters: SearchFilters,
  lastId?: number,
): Promise<SearchPage> {
  const { query, terms } = searchQuery(filters.text);
  const rank = sql<number>`ts_rank(${VECTOR}, ${query})`;
  const where = conditions(auth, filters, query);
  const after =
    lastId === undefined
      ? undefined
      : sql`(${rank}, ${inboxItems.createdAt}, ${inboxItems.id}) < (
          select ts_rank(to_tsvector('simple', c.author_name || ' ' || c.text), ${query}), c.created_at, c.id
          from inbox_items as c where c.id = ${lastId} and c.workspace_id = ${auth.workspaceId})`;
  const found = await db
    .select(listColumns)
    .from(inboxItems)
    .innerJoin(channels, eq(channels.id, inboxItems.channelId))
    .where(and(where, after))
    .orderBy(desc(rank), desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(PAGE_SIZE + 1);
  if (lastId !== undefined && found.length === 0)
    await findItem(db, auth, lastId).catch(() => {
      throw notFound('inbox item', 'last_post_id');
    });
  const [counted] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${inboxItems.isUnread}))::int`,
    })
    .from(inboxItems)
    .where(where);
  return {
    rows: found.slice(0, PAGE_SIZE),
    more: found.length > PAGE_SIZE,
    total: counted?.total ?? 0,
    unread: counted?.unread ?? 0,
    terms,
  };
}
