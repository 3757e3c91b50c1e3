import type { AuthContext } from '../workspaces/auth-context.ts';
import { listChannels, type ChannelRow } from '../channels/channels.ts';
import { MAX_IMPORT_ROWS } from '../../domain/limits.ts';
import { isBlankRecord, parseCsv, type CsvProblem } from '../../domain/csv.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { customTimeProblem, formatInZone, type TimeAheadRefusals } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { inQueueTransaction } from './queue.ts';
import { addressProblem, type AddressPolicy } from '../../domain/addresses.ts';
import { addressPolicy, lengthsProblem, pictureProblem } from './rules.ts';
import { needsApproval } from '../workspaces/access.ts';
import { postsAwaitApproval } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';
import { insertPosts, newHash, type NewPost } from './write.ts';
import { checkPictureSuits } from '../media/picture-fit.ts';

const COLUMNS = ['channel', 'message', 'link', 'picture', 'time'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['channel', 'message'];

/** What is wrong with the file or a row of it: `field` is the column at fault (`csv` for the file's shape). */
export interface ImportProblem {
  code: string;
  field: string;
  message: string;
}

export interface ImportRow {
  /** The row in the file, the header being 1 (as a spreadsheet numbers them). */
  row: number;
  channel: ChannelRow | undefined;
  /** The channel as the file names it. */
  channelText: string;
  message: string;
  link: string;
  picture: string;
  pinned: boolean;
  customTime: Date | null;
  problems: ImportProblem[];
}

export interface ImportCheck {
  /** Data rows in the file (blank lines aside). */
  count: number;
  /** Problems of the file as a whole; its rows are not checked when its columns or its length are wrong. */
  problems: ImportProblem[];
  rows: ImportRow[];
}

const fromCsv = (p: CsvProblem): ImportProblem => ({ code: p.code, field: 'csv', message: p.message });

/** The file's columns, by name (any case), or what is wrong with its header. */
function readHeader(header: readonly string[]): { columns: Map<Column, number>; problems: ImportProblem[] } {
  const columns = new Map<Column, number>();
  const problems: ImportProblem[] = [];
  const known = COLUMNS.join(', ');
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (!(COLUMNS as readonly string[]).includes(name))
      problems.push({
        code: 'unknown_column',
        field: 'csv',
        message: `Column ${index + 1} ("${cell.trim()}") is not one an import reads: name the columns ${known}, or remove it.`,
      });
    else if (columns.has(name as Column))
      problems.push({ code: 'duplicate_column', field: 'csv', message: `The column ${name} appears twice: keep one.` });
    else columns.set(name as Column, index);
  });
  for (const name of REQUIRED.filter((c) => !columns.has(c)))
    problems.push({
      code: 'missing_column',
      field: 'csv',
      message: `The file has no ${name} column: its first row names the columns (${known}).`,
    });
  return { columns, problems };
}

/** A channel by id, or by its exact name or screen name (any case; a screen name with or without @). */
function findChannelNamed(text: string, channels: readonly ChannelRow[]): ChannelRow | ImportProblem {
  const problem = (code: string, message: string) => ({ code, field: 'channel', message });
  if (text === '') return problem('unknown_channel', 'Name the channel: its id, its name or its screen name.');
  const byId = /^\d+$/.test(text) ? channels.find((c) => String(c.id) === text) : undefined;
  if (byId) return byId;
  const wanted = text.toLowerCase();
  const named = channels.filter(
    (c) => c.name.toLowerCase() === wanted || c.screenName.toLowerCase() === wanted.replace(/^@/, ''),
  );
  if (named.length === 1) return named[0]!;
  if (named.length === 0)
    return problem(
      'unknown_channel',
      `No channel of this workspace is called "${text}": use a channel's id, or its name or screen name as the Channels page shows it.`,
    );
  return problem(
    'ambiguous_channel',
    `"${text}" names ${named.length} channels (${named.map((c) => `${c.screenName} ${c.id}`).join(', ')}): use the channel's id or its screen name.`,
  );
}

/** `Y-m-d h:i:s`; the seconds may be left out, as spreadsheets often save times. */
const LOCAL_TIME = /^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** A row's time problems, named for the row's report; a row may also be queued instead. */
const IMPORT_TIME_REFUSALS: TimeAheadRefusals = {
  skipped: 'time_skipped',
  invalid: 'invalid_time',
  past: 'custom_time_in_past',
  instead: ', or put the post in the queue',
};

/** Reads one row and checks it against the same rules posts/create follows. */
function checkRow(
  row: number,
  cell: (column: Column) => string,
  channels: readonly ChannelRow[],
  zone: string,
  now: Date,
  policy: AddressPolicy,
): ImportRow {
  const problems: ImportProblem[] = [];
  const add = (field: Column, found: { code: string; message: string } | null) => {
    if (found) problems.push({ code: found.code, field, message: found.message });
  };
  const channelText = cell('channel').trim();
  const found = findChannelNamed(channelText, channels);
  const channel = 'id' in found ? found : undefined;
  if (!channel) problems.push(found as ImportProblem);
  const message = cell('message');
  if (message.trim() === '') add('message', { code: 'missing_message', message: 'Write the text of the post.' });
  else if (channel) add('message', lengthsProblem(message, [channel]));
  const link = cell('link').trim();
  const picture = cell('picture').trim();
  add('link', addressProblem(link, 'link', policy));
  add('picture', addressProblem(picture, 'picture', policy));
  if (channel) add('picture', pictureProblem(picture, [channel]));
  const time = cell('time').trim();
  const pinned = time !== '' && time.toLowerCase() !== 'queue';
  let customTime: Date | null = null;
  if (pinned && !LOCAL_TIME.test(time))
    add('time', {
      code: 'invalid_time',
      message: `Write the time as YYYY-MM-DD HH:mm:ss in ${zone} (such as 2026-11-23 09:00:00), or queue.`,
    });
  else if (pinned) {
    const read = customTimeProblem(time.length === 16 ? `${time}:00` : time, zone, now, IMPORT_TIME_REFUSALS);
    if (read.problem) add('time', read.problem);
    else customTime = read.instant;
  }
  return { row, channel, channelText, message, link, picture, pinned, customTime, problems };
}

/** Reads a CSV of posts and checks every row, creating nothing. */
export async function checkImport(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'media'>,
  auth: AuthContext,
  csv: string,
  now: Date,
): Promise<ImportCheck> {
  const { records, problems: shape } = parseCsv(csv);
  const data = records.map((cells, i) => ({ row: i + 1, cells })).filter((r) => r.row > 1 && !isBlankRecord(r.cells));
  const count = data.length;
  const fileShape = shape.filter((p) => p.record === 1 || p.code === 'unclosed_quote').map(fromCsv);
  if (records.length === 0 || isBlankRecord(records[0]!))
    return {
      count,
      rows: [],
      problems: [
        ...fileShape,
        {
          code: 'missing_header',
          field: 'csv',
          message: `The first row names the columns (${COLUMNS.join(', ')}); each row after it is a post.`,
        },
      ],
    };
  const header = readHeader(records[0]!);
  const problems = [...fileShape, ...header.problems];
  if (count > MAX_IMPORT_ROWS)
    problems.push({
      code: 'too_many_rows',
      field: 'csv',
      message: `The file has ${count} posts; an import takes ${MAX_IMPORT_ROWS} at most: split it into several files.`,
    });
  if (count === 0)
    problems.push({
      code: 'no_rows',
      field: 'csv',
      message: 'The file has no posts: add a row per post under the header.',
    });
  if (header.problems.length || count > MAX_IMPORT_ROWS) return { count, problems, rows: [] };
  const channels = await listChannels(deps.db, auth.workspaceId);
  const policy = addressPolicy(deps);
  const rows = data.map(({ row, cells }) => {
    const cell = (column: Column) => cells[header.columns.get(column) ?? -1] ?? '';
    const checked = checkRow(row, cell, channels, auth.timezone, now, policy);
    const rowShape = shape.filter((p) => p.record === row && p.code !== 'unclosed_quote').map(fromCsv);
    return { ...checked, problems: [...rowShape, ...checked.problems] };
  });
  for (const r of rows) await checkRowPicture(deps, r);
  return { count, problems, rows };
}

/**
 * A row's picture of ours suits its channel's network (decision 061) as posts/create requires, with its words: checked
 * by the same function, its refusal kept as the row's problem. Only a picture whose address passed is read.
 */
async function checkRowPicture(deps: Pick<ServiceDeps, 'db' | 'config' | 'media'>, r: ImportRow): Promise<void> {
  if (!r.channel || !r.picture || r.problems.some((p) => p.field === 'picture')) return;
  try {
    await checkPictureSuits(deps, r.picture, [r.channel]);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'picture_not_suitable') throw error;
    r.problems.push({ code: error.code, field: 'picture', message: error.message });
  }
}

const problemCount = (check: ImportCheck) =>
  check.problems.length + check.rows.reduce((sum, r) => sum + r.problems.length, 0);

/** What posts/importPreview answers. */
export function previewView(check: ImportCheck, zone: string) {
  return {
    valid: problemCount(check) === 0 ? 1 : 0,
    count: check.count,
    problems: check.problems,
    rows: check.rows.map((r) => ({
      row: r.row,
      channel_id: r.channel ? String(r.channel.id) : '',
      channel_name: r.channel?.name ?? r.channelText,
      message: r.message,
      link: r.link,
      picture: r.picture,
      placement: r.pinned ? ('pinned' as const) : ('queue' as const),
      display_time: r.customTime ? formatInZone(r.customTime, zone) : '',
      problems: r.problems,
    })),
  };
}

/**
 * Creates the posts of a CSV, all or none: the file is checked again (a preview proves nothing about now), and any
 * problem refuses it whole. Every row is created in one transaction holding all their channels: queued rows join
 * the end of their queue in the file's order, pinned ones take their time; a collaborator's await approval.
 */
export async function importPosts(
  deps: ServiceDeps,
  auth: AuthContext,
  csv: string,
): Promise<{ ids: number[]; channelIds: number[] }> {
  const now = deps.now();
  const check = await checkImport(deps, auth, csv, now);
  const problems = problemCount(check);
  if (problems)
    throw invalid(
      'import_has_problems',
      `The file has ${problems} ${problems === 1 ? 'problem' : 'problems'}, so nothing was imported: preview it to see each, fix the file and import it again.`,
      'csv',
    );
  const posts: NewPost[] = check.rows.map((r) => ({
    channelId: r.channel!.id,
    // Each row is a post of its own, not a group.
    hash: newHash(),
    message: r.message,
    link: r.link || null,
    picture: r.picture || null,
    createAlbum: false,
    albumName: null,
    customTime: r.customTime,
  }));
  const channelIds = [...new Set(posts.map((p) => p.channelId))];
  const author = { workspaceId: auth.workspaceId, creatorId: auth.userId, toApprove: needsApproval(auth) };
  const { ids, told } = await inQueueTransaction(
    deps.db,
    channelIds,
    async (tx, locked) => {
      const inserted = await insertPosts(tx, locked, author, posts, now);
      const awaiting = posts.map((post, i) => ({ ...post, id: inserted[i]! }));
      return { ids: inserted, told: author.toApprove ? await postsAwaitApproval(tx, auth, awaiting, now) : [] };
    },
    { readQueues: true },
  );
  announceNotifications(deps.events, auth.workspaceId, told);
  return { ids, channelIds };
}
