// The busy team: 50 people working in one workspace at once through their dashboards, a third of their calls
// writes, each dashboard refreshing what the event stream says changed (one call at a time per person, as a browser
// tab waits for its answers). Run on the embedded database and on
// PostgreSQL.
import pg from 'pg';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres, viaSocket } from '../server/testing/postgres.ts';
import { createDatabase, freePort } from '../server/testing/instance.ts';
import type { Figure } from './figures.ts';
import { logIn, prepareBuilds, startService, type RunningService } from './service.ts';

const CLIENTS = 50;
const WARM_UP_MS = 5_000;
const WINDOW_MS = 30_000;
/** A dashboard refetches a view at most this often. */
const REFETCH_GAP_MS = 250;
/** A call that has not answered by then counts as a network error (and frees its client). */
const CALL_TIMEOUT_MS = 30_000;
/** Posts a client keeps in the queues before its next create slot deletes its oldest instead. */
const OWN_POSTS = 3;
const SEED = 20_261_122;
const OUTBOX_REFETCH = 'refetch GET posts/get';
const INBOX_REFETCH = 'refetch GET inbox/conversation';
const LOGINS_AT_ONCE = 5;

// ---------------------------------------------------------------------------------------------------------------
// What the service answers (the parts read here).

interface InboxItem {
  post_id: string;
  channel_id: string;
  channel: string;
  is_unread: '0' | '1';
  is_direct_post: '0' | '1';
  get_conversation_id: string;
}
interface QueuedPost {
  post_id: number;
  is_custom_time?: number;
}
interface Channel {
  channel_id: string;
  channel_type: number;
}
type Params = Record<string, string | number>;

// ---------------------------------------------------------------------------------------------------------------
// Calls: node:http with keep-alive sockets of their own for the calls; the event streams hold one socket each.

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(agent: Agent, origin: string, token: string, method: string, path: string, params: Params) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const hasBody = method === 'POST';
  const url = new URL(`/api${path}${!hasBody && query ? `?${query}` : ''}`, origin);
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(hasBody
            ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(query) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${CALL_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(hasBody ? query : undefined);
  });
}

/** A small fast generator with a fixed seed (mulberry32), so that every run makes the same choices. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The tally of the measured window.

type Outcome = 'ok' | 'refused' | 'error';

/**
 * The calls of the measured window, by kind: those that started in it count for latency, refusals and errors;
 * a call of the warm-up that failed in the window (no answer in time, say) counts as an error as well; throughput
 * counts the answers that came within it.
 */
class Tally {
  readonly byKind = new Map<
    string,
    { write: boolean; refetch: boolean; ms: number[]; refused: number; errors: number }
  >();
  readonly errors = new Map<string, { count: number; examples: string[] }>();
  refused = 0;
  /** Calls answered (or failed) within the window. */
  ended = 0;
  windowStart = Infinity;
  windowEnd = Infinity;

  private inWindow(at: number) {
    return at >= this.windowStart && at < this.windowEnd;
  }

  record(
    call: { kind: string; write: boolean; refetch: boolean; startedAt: number },
    ms: number,
    outcome: Outcome,
    detail = '',
  ) {
    const endedInWindow = this.inWindow(performance.now());
    if (endedInWindow) this.ended++;
    if (!this.inWindow(call.startedAt)) {
      if (endedInWindow && outcome === 'error') this.error(`${call.kind} (sent in the warm-up)`, detail);
      return;
    }
    const entry = this.byKind.get(call.kind) ?? {
      write: call.write,
      refetch: call.refetch,
      ms: [],
      refused: 0,
      errors: 0,
    };
    this.byKind.set(call.kind, entry);
    entry.ms.push(ms);
    if (outcome === 'refused') {
      this.refused++;
      entry.refused++;
    }
    if (outcome === 'error') {
      entry.errors++;
      this.error(call.kind, detail);
    }
  }

  /** Also for errors outside any call: an event stream lost at any time counts, as its dashboard went stale. */
  error(kind: string, detail: string) {
    const key = `${kind}: ${detail.split('\n')[0]!.slice(0, 60)}`;
    const entry = this.errors.get(key) ?? { count: 0, examples: [] };
    this.errors.set(key, entry);
    entry.count++;
    if (entry.examples.length < 3) entry.examples.push(detail.slice(0, 400));
  }

  all(filter: (e: { write: boolean; refetch: boolean }) => boolean = () => true) {
    return [...this.byKind.values()].filter(filter).flatMap((e) => e.ms);
  }
}

const sorted = (values: number[]) => Float64Array.from(values).sort();
const percentile = (values: Float64Array, p: number) =>
  values.length ? values[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))]! : NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------------------------
// One team member: a dashboard with an event stream open and one view shown, making calls with no think time.

interface Shared {
  origin: string;
  agent: Agent;
  tally: Tally;
  channels: Channel[];
  /** Ends the loops: the load window is over. */
  over: () => boolean;
}

class Member {
  private readonly rng: () => number;
  /** Items of the first pages this member saw, newest page last. */
  private seen: InboxItem[] = [];
  /** A first page's filter and its last item: the next page to read. */
  private nextPage: Params | undefined;
  private readonly unread = new Map<string, boolean>();
  private readonly archived: InboxItem[] = [];
  private readonly ownPosts: { channelId: string; postId: number }[] = [];

  constructor(
    private readonly shared: Shared,
    private readonly token: string,
    index: number,
    initialPage: InboxItem[],
  ) {
    this.rng = generator(SEED + index * 7919);
    this.remember(initialPage);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rng() * list.length)]!;
  }

  /** One call, timed and tallied; answers its data when it succeeded. */
  async call(
    kind: string,
    method: string,
    path: string,
    params: Params,
    options: { write?: boolean; refetch?: boolean; refusal?: (status: number, code: string) => boolean } = {},
  ): Promise<unknown> {
    const call = { kind, write: options.write ?? false, refetch: options.refetch ?? false, startedAt: 0 };
    const { tally } = this.shared;
    call.startedAt = performance.now();
    let answer: Answer;
    try {
      answer = await send(this.shared.agent, this.shared.origin, this.token, method, path, params);
    } catch (error) {
      tally.record(call, performance.now() - call.startedAt, 'error', `network: ${error}`);
      return undefined;
    }
    let json: { status?: string; code?: string; data?: unknown } | undefined;
    try {
      json = JSON.parse(answer.body) as typeof json;
    } catch {
      json = undefined;
    }
    if (answer.status === 200 && json?.status === 'success') {
      tally.record(call, answer.ms, 'ok');
      return json.data ?? {};
    }
    const refused = answer.status < 500 && options.refusal?.(answer.status, json?.code ?? '');
    tally.record(call, answer.ms, refused ? 'refused' : 'error', `${answer.status} ${answer.body}`);
    return undefined;
  }

  private remember(page: InboxItem[]) {
    for (const item of page) this.unread.set(item.post_id, item.is_unread === '1');
    this.seen = [...this.seen.filter((s) => !page.some((p) => p.post_id === s.post_id)), ...page].slice(-60);
  }

  private anyChannel() {
    return this.pick(this.shared.channels);
  }

  // Reads.

  private async inboxPage() {
    const roll = this.rng();
    if (roll >= 0.8 && this.nextPage) {
      await this.call('GET inbox/get next page', 'GET', '/inbox/get', this.nextPage);
      return;
    }
    const [kind, filter]: [string, Params] =
      roll < 0.5
        ? ['GET inbox/get', {}]
        : roll < 0.65
          ? ['GET inbox/get is_unread=1', { is_unread: 1 }]
          : ['GET inbox/get channel_id', { channel_id: this.anyChannel().channel_id }];
    const data = (await this.call(kind, 'GET', '/inbox/get', filter)) as { posts: InboxItem[] } | undefined;
    if (data?.posts.length) {
      this.remember(data.posts);
      this.nextPage = { ...filter, last_post_id: data.posts.at(-1)!.post_id };
    }
  }

  conversationParams(item: InboxItem): Params {
    return {
      post_id: item.post_id,
      channel_id: item.channel_id,
      channel_type: item.channel,
      ...(item.is_direct_post === '1' ? { is_message: 1 } : {}),
    };
  }

  async queueOf(kind: string, channelId: string, refetch = false): Promise<number[] | undefined> {
    const data = (await this.call(kind, 'GET', '/posts/get', { channel_id: channelId }, { refetch })) as
      { channels: Record<string, QueuedPost[]> } | undefined;
    return data && (data.channels[channelId] ?? []).filter((p) => p.is_custom_time !== 1).map((p) => p.post_id);
  }

  private async read() {
    const roll = this.rng();
    if (roll < 0.25) await this.inboxPage();
    else if (roll < 0.5) await this.queueOf('GET posts/get', this.anyChannel().channel_id);
    else if (roll < 0.75) await this.call('GET drafts/get', 'GET', '/drafts/get', {});
    else {
      const item = this.pick(this.seen);
      await this.call('GET inbox/conversation', 'GET', '/inbox/conversation', this.conversationParams(item));
    }
  }

  // Writes, in equal shares.

  private act(kind: string, item: InboxItem, action: string) {
    const params = { post_id: item.post_id, channel_id: item.channel_id, channel_type: item.channel, action };
    return this.call(kind, 'POST', '/inbox/action', params, { write: true });
  }

  private async readUnread() {
    const item = this.pick(this.seen);
    const unread = this.unread.get(item.post_id) ?? false;
    await this.act('POST inbox/action read/unread', item, unread ? 'read' : 'unread');
    this.unread.set(item.post_id, !unread);
  }

  /** Archives an item of a first page, or puts back one it archived earlier. */
  private async archiveOrUnarchive() {
    if (this.archived.length >= 3 || (this.archived.length && this.rng() < 0.5)) {
      await this.act('POST inbox/action archive/unarchive', this.archived.shift()!, 'unarchive');
      return;
    }
    const item = this.pick(this.seen);
    if ((await this.act('POST inbox/action archive/unarchive', item, 'archive')) !== undefined) {
      this.archived.push(item);
    }
  }

  /** Creates a post at the end of a queue; once it has a few of its own queued, deletes its oldest instead. */
  private async createOrDelete() {
    if (this.ownPosts.length >= OWN_POSTS) {
      const { channelId, postId } = this.ownPosts.shift()!;
      await this.call(
        'DELETE posts/delete',
        'DELETE',
        '/posts/delete',
        { channel_id: channelId, post_id: postId },
        // A post deleted meanwhile is a refusal, not an error (only its creator deletes it here: none expected).
        { write: true, refusal: (status) => status === 404 },
      );
      return;
    }
    const channelId = this.anyChannel().channel_id;
    const data = (await this.call(
      'POST posts/create',
      'POST',
      '/posts/create',
      // With a picture: Instagram and Pinterest take no post without one.
      {
        channel_ids: channelId,
        message: `From the busy team, ${Math.floor(this.rng() * 1e9)}`,
        picture: '/demo/latte.png',
      },
      { write: true },
    )) as { post_id: number[] } | undefined;
    for (const postId of data?.post_id ?? []) this.ownPosts.push({ channelId, postId });
  }

  /** Reads a channel's queue, then moves its last queued post to the top, as dragging it in the outbox does. */
  private async reorder() {
    const channelId = this.anyChannel().channel_id;
    const queue = await this.queueOf('GET posts/get', channelId);
    if (!queue || queue.length < 2) return;
    await this.call(
      'POST posts/reorder',
      'POST',
      '/posts/reorder',
      { channel_id: channelId, order: [queue.at(-1)!, ...queue.slice(0, -1)].join('_') },
      // The queue changed between reading it and sending the order: the service refuses, as it should.
      { write: true, refusal: (status, code) => status === 400 && code === 'invalid_order' },
    );
  }

  private async write() {
    const roll = this.rng();
    if (roll < 0.25) await this.readUnread();
    else if (roll < 0.5) await this.archiveOrUnarchive();
    else if (roll < 0.75) await this.createOrDelete();
    else await this.reorder();
  }

  /** The dashboard this member looks at, refreshed (as its next call) when events made it stale. */
  view: View | undefined;

  async loop() {
    while (!this.shared.over()) {
      if (this.view?.due) await this.view.refresh();
      else if (this.rng() < 2 / 3) await this.read();
      else await this.write();
    }
  }
}

/**
 * What a member's dashboard shows, and whether events made it stale: like the dashboard, it gathers events for
 * REFETCH_GAP_MS from the first, then refreshes once. The refresh is the member's next call (one call at a time:
 * fifty people, fifty browser tabs).
 */
class View {
  private staleSince: number | undefined;

  constructor(readonly refetch: () => Promise<unknown>) {}

  changed() {
    this.staleSince ??= performance.now();
  }

  get due() {
    return this.staleSince !== undefined && performance.now() - this.staleSince >= REFETCH_GAP_MS;
  }

  async refresh() {
    this.staleSince = undefined;
    await this.refetch();
  }
}

/** The workspace's event stream for one token; answers once the service has subscribed it. */
function openStream(
  origin: string,
  token: string,
  onEvent: (type: string, data: unknown) => void,
  onLost: (why: string) => void,
) {
  const url = new URL(`/api/events/stream?access_token=${encodeURIComponent(token)}`, origin);
  let open = false;
  let closing = false;
  return new Promise<{ close: () => void }>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the event stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        // The service writes `retry:` right after subscribing the stream, in the same turn.
        if (!open) {
          open = true;
          resolve({
            close: () => {
              closing = true;
              req.destroy();
            },
          });
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) type = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (!data.length) continue;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.join('\n'));
          } catch {
            onLost(`unreadable ${type} event: ${data.join('\n')}`);
            continue;
          }
          if (type === 'end') onLost(`end event: ${data.join('\n')}`);
          else onEvent(type, parsed);
        }
      });
      res.on('end', () => closing || onLost('the service ended the event stream'));
    });
    req.on('error', (error) => {
      if (!open) reject(error);
      else if (!closing) onLost(`event stream: ${error}`);
    });
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The run on one database.

/** Resident and peak memory of a process (Linux), as process.ts reads it. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Clock ticks a second in /proc (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds a process has used so far, or undefined once it is gone. */
function cpuOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** A process and all its descendants (the PostgreSQL server and its backends). */
function treeOf(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(' ').map(Number));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine, every core. */
function machineCpu() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3]! - ticks[4]!) / TICKS, total: total / TICKS };
}

/** Who used the CPU during the window: the service, the database server (when separate), this load generator. */
class CpuWatch {
  private start = new Map<number, number>();
  private machine = machineCpu();
  private self = process.cpuUsage();
  private at = performance.now();

  constructor(
    private readonly service: number,
    private readonly database?: number,
  ) {}

  private pids() {
    return [this.service, ...(this.database ? treeOf(this.database) : [])];
  }

  begin() {
    this.start = new Map(this.pids().map((pid) => [pid, cpuOf(pid) ?? 0]));
    this.machine = machineCpu();
    this.self = process.cpuUsage();
    this.at = performance.now();
  }

  /** Shares of one core over the window, in percent. */
  end() {
    const seconds = (performance.now() - this.at) / 1000;
    const used = (pids: number[]) =>
      pids.reduce((sum, pid) => sum + Math.max(0, (cpuOf(pid) ?? 0) - (this.start.get(pid) ?? 0)), 0);
    const share = (cpuSeconds: number) => Math.round((cpuSeconds / seconds) * 100);
    const self = process.cpuUsage(this.self);
    const machine = machineCpu();
    const busy = machine.busy - this.machine.busy;
    const all = machine.total - this.machine.total;
    const service = share(used([this.service]));
    const database = this.database ? share(used(treeOf(this.database))) : undefined;
    const generator = share((self.user + self.system) / 1e6);
    const cores = cpus().length;
    const whole = Math.round((busy / all) * cores * 100);
    return { service, database, generator, whole, others: whole - service - (database ?? 0) - generator, cores };
  }
}

/** The PostgreSQL server's main process, from the postmaster.pid file in its data directory. */
async function postmasterOf(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return Number(readFileSync(join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } finally {
    await client.end();
  }
}

async function tokensFor(origin: string): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < CLIENTS) {
    const batch = Math.min(LOGINS_AT_ONCE, CLIENTS - tokens.length);
    tokens.push(...(await Promise.all(Array.from({ length: batch }, () => logIn(origin)))));
  }
  return tokens;
}

interface Measured {
  tally: Tally;
  /** Peak resident memory sampled during the window, and the kernel's peak since the process started (MB). */
  rss?: { max: number; hwm: number };
  cpu: ReturnType<CpuWatch['end']>;
  /** The machine's load average (1 minute) at the window's end: other work on the machine skews the figures. */
  load: number;
}

async function drive(service: RunningService, sampleMemory: boolean, database?: number): Promise<Measured> {
  const started = Date.now();
  const tokens = await tokensFor(service.origin);
  console.log(`  ${CLIENTS} logins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const tally = new Tally();
  const setup = async <T>(path: string) => {
    const answer = await send(agent, service.origin, service.token, 'GET', path, {});
    const json = JSON.parse(answer.body) as { status: string; data: T };
    if (json.status !== 'success') throw new Error(`${path}: ${answer.status} ${answer.body}`);
    return json.data;
  };
  const { channels } = await setup<{ channels: Channel[] }>('/drafts/get');
  const firstPage = (await setup<{ posts: InboxItem[] }>('/inbox/get')).posts;
  if (!channels.length || !firstPage.length) throw new Error('the demo workspace has no channels or no inbox');

  const shared: Shared = {
    origin: service.origin,
    agent,
    tally,
    channels,
    over: () => performance.now() >= tally.windowEnd,
  };
  const members = tokens.map((token, i) => new Member(shared, token, i, firstPage));
  const streams: { close: () => void }[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    // Half the dashboards show a channel's outbox, half the inbox with an item open.
    await Promise.all(
      members.map(async (member, i) => {
        const showsOutbox = i < CLIENTS / 2;
        const channelId = channels[i % channels.length]!.channel_id;
        const item = firstPage[i % firstPage.length]!;
        const view = new View(() =>
          showsOutbox
            ? member.queueOf(OUTBOX_REFETCH, channelId, true)
            : member.call(INBOX_REFETCH, 'GET', '/inbox/conversation', member.conversationParams(item), {
                refetch: true,
              }),
        );
        member.view = view;
        const onEvent = (type: string, data: unknown) => {
          if (showsOutbox && type === 'outbox') {
            const ids = (data as { channel_ids: number[] }).channel_ids;
            if (!ids.length || ids.includes(Number(channelId))) view.changed();
          } else if (!showsOutbox && type === 'inbox') {
            // Like the dashboard, only an event naming the open thread makes it stale.
            const threads = (data as { conversation_ids?: number[] }).conversation_ids ?? [];
            if (threads.includes(Number(item.get_conversation_id))) view.changed();
          }
        };
        streams.push(await openStream(service.origin, tokens[i]!, onEvent, (why) => tally.error('events/stream', why)));
      }),
    );

    const t0 = performance.now();
    tally.windowStart = t0 + WARM_UP_MS;
    tally.windowEnd = tally.windowStart + WINDOW_MS;
    let peakRss = 0;
    const sample = () => {
      if (performance.now() >= tally.windowStart) peakRss = Math.max(peakRss, memoryOf(service.pid).rss);
    };
    if (sampleMemory) sampler = setInterval(sample, 200);
    const cpu = new CpuWatch(service.pid, database);
    const beginCpu = setTimeout(() => cpu.begin(), WARM_UP_MS);
    // The loops end at the window's end; calls still under way are tallied when they answer (or time out).
    try {
      await Promise.all(members.map((m) => m.loop()));
    } finally {
      clearTimeout(beginCpu);
    }
    const used = cpu.end();
    const load = loadavg()[0]!;
    clearInterval(sampler);
    sample();
    return {
      tally,
      rss: sampleMemory ? { max: peakRss, hwm: memoryOf(service.pid).peak } : undefined,
      cpu: used,
      load,
    };
  } finally {
    clearInterval(sampler);
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

function report(label: string, { tally, rss, cpu, load }: Measured): Figure[] {
  const seconds = WINDOW_MS / 1000;
  const all = sorted(tally.all());
  const writes = sorted(tally.all((e) => e.write));
  const reads = all.length - writes.length;
  const refetchesOf = (kind: string) => tally.byKind.get(kind)?.ms.length ?? 0;
  const refetches = { outbox: refetchesOf(OUTBOX_REFETCH), inbox: refetchesOf(INBOX_REFETCH) };
  const errors = [...tally.errors.values()].reduce((n, e) => n + e.count, 0);
  const name = `busy team (${label})`;

  console.log(`\n  ${name}, by call (calls sent in the ${seconds} s window):`);
  const header = ['calls', 'refused', 'errors', 'p50 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(8)).join(' ');
  console.log(`  ${'call'.padEnd(36)} ${header}`);
  const kinds = [...tally.byKind.entries()].map(([kind, e]) => ({ kind, ...e, ms: sorted(e.ms) }));
  kinds.sort((a, b) => percentile(b.ms, 99) - percentile(a.ms, 99));
  for (const k of kinds) {
    const cells = [k.ms.length, k.refused, k.errors].map((n) => String(n).padStart(8));
    cells.push(
      ...[percentile(k.ms, 50), percentile(k.ms, 99), k.ms.at(-1) ?? NaN].map((v) => ms(v).toFixed(1).padStart(8)),
    );
    console.log(`  ${k.kind.padEnd(36)} ${cells.join(' ')}`);
  }
  if (tally.errors.size) {
    console.log(`  errors (${label}), the first few of each kind:`);
    for (const [key, e] of tally.errors) {
      console.log(`    ${e.count} × ${key}`);
      for (const example of e.examples) console.log(`      ${example}`);
    }
  }
  const slowest = kinds[0];
  const firstError = [...tally.errors.values()][0];
  const figures: Figure[] = [
    {
      name: `${name}: requests/s`,
      value: Math.round(tally.ended / seconds),
      unit: 'req/s',
      note: `${tally.ended} answered in the window; of ${all.length} sent in it: ${reads} reads (${refetches.outbox + refetches.inbox} refetches), ${writes.length} writes`,
    },
    { name: `${name}: p50`, value: ms(percentile(all, 50)), unit: 'ms' },
    {
      name: `${name}: p99`,
      value: ms(percentile(all, 99)),
      unit: 'ms',
      target: label === 'PGlite' ? '< 250 ms' : '< 100 ms',
    },
    { name: `${name}: max`, value: ms(all.at(-1) ?? NaN), unit: 'ms' },
    { name: `${name}: p99 of writes`, value: ms(percentile(writes, 99)), unit: 'ms' },
    {
      name: `${name}: errors`,
      value: errors,
      unit: 'calls',
      target: '0',
      note: firstError ? `first: ${firstError.examples[0]!.slice(0, 160)}` : undefined,
    },
    {
      name: `${name}: refused`,
      value: tally.refused,
      unit: 'calls',
      note: 'reorders of a queue changed meanwhile, deletes of a post deleted meanwhile',
    },
    {
      name: `${name}: refetches caused by events`,
      value: refetches.outbox + refetches.inbox,
      unit: 'calls',
      note: `${refetches.outbox} outbox queues, ${refetches.inbox} conversations`,
    },
  ];
  if (slowest) {
    figures.push({
      name: `${name}: slowest call, p99`,
      value: ms(percentile(slowest.ms, 99)),
      unit: 'ms',
      note: slowest.kind,
    });
  }
  figures.push({
    name: `${name}: CPU of the service process`,
    value: cpu.service,
    unit: '% core',
    note:
      `${cpu.database === undefined ? '' : `PostgreSQL server ${cpu.database}%, `}load generator ${cpu.generator}%, ` +
      `whole machine ${cpu.whole}% of ${cpu.cores * 100}% (other processes ${cpu.others}%), load average ${load.toFixed(1)}`,
  });
  if (rss) {
    figures.push({
      name: `${name}: peak RSS during the run`,
      value: Math.round(rss.max),
      unit: 'MB',
      target: '< 300 MB',
      note: `VmHWM since start ${Math.round(rss.hwm)} MB`,
    });
  }
  return figures;
}

async function measure(label: string, service: RunningService, sampleMemory: boolean, database?: number) {
  console.log(`  ${label}: ${CLIENTS} members, ${WARM_UP_MS / 1000} s warm-up, ${WINDOW_MS / 1000} s measured…`);
  return report(label, await drive(service, sampleMemory, database));
}

async function onPglite(): Promise<Figure[]> {
  console.log('  PGlite: seeding 100,000 inbox items, then starting the measured service…');
  const service = await startService({ port: await freePort(), inboxItems: 100_000 });
  try {
    return await measure('PGlite', service, true);
  } finally {
    await service.stop();
  }
}

async function onPostgres(): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [
      {
        name: 'busy team (PostgreSQL)',
        value: 0,
        unit: '',
        note: 'skipped: it needs PostgreSQL installed (apt-get install -y postgresql)',
      },
    ];
  }
  const server = await startThrowawayPostgres();
  try {
    const url = await createDatabase(server.url, 'bench_busy_team');
    console.log('  PostgreSQL: seeding 100,000 inbox items, then starting the measured service…');
    // The server runs on this machine: the service reaches it through its Unix socket, as a service on the
    // database's own host would (over loopback TCP, each statement costs the service's thread more: about 15%
    // fewer calls a second were answered).
    const local = viaSocket(url);
    const service = await startService({ port: await freePort(), inboxItems: 100_000, env: { DATABASE_URL: local } });
    try {
      return await measure('PostgreSQL', service, false, await postmasterOf(server.url));
    } finally {
      await service.stop();
    }
  } finally {
    server.stop();
  }
}

/** `BUSY_TEAM_ON=pglite` or `=postgres` measures one database only (while looking into one of them). */
export async function busyTeam(): Promise<Figure[]> {
  const only = process.env.BUSY_TEAM_ON;
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') {
    throw new Error(`BUSY_TEAM_ON is pglite or postgres, not "${only}"`);
  }
  prepareBuilds();
  return [...(only === 'postgres' ? [] : await onPglite()), ...(only === 'pglite' ? [] : await onPostgres())];
}
