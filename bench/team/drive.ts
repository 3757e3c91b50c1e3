// A team at work on a running service: fifty members logged in, their event streams open, their loops driven
// through a warm-up and a measured window.
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { LABELS } from '../inbox-team.ts';
import { logIn, type RunningService } from '../service.ts';
import { send, type Channel, type InboxItem } from './calls.ts';
import { CpuWatch, memoryOf } from './machine.ts';
import { Member, type Shared } from './member.ts';
import { openStream } from './stream.ts';
import { Tally } from './tally.ts';
import { View } from './view.ts';

export const CLIENTS = 50;
export const WARM_UP_MS = 5_000;
export const WINDOW_MS = 30_000;
export const OUTBOX_REFETCH = 'refetch GET posts/get';
export const INBOX_REFETCH = 'refetch GET inbox/conversation';
const LOGINS_AT_ONCE = 5;
/** Five of the 1,000,000-item inbox's labels, as docs/benchmarks.md describes the team's setup. */
const TEAM_LABELS = LABELS.slice(0, 5);

/** How a team works: what share of its turns are reads, and whether its dashboards' refreshes are calls too. */
export interface Team {
  name: string;
  readTurns: number;
  /**
   * Members refresh what their dashboard shows when events name it (the busy team), as their next call after
   * gathering events for a while. Without, every call is the member's own (the unpaced team): people in a hurry
   * do not wait for their dashboard to catch up.
   */
  refreshes: boolean;
  /**
   * The service measured is a first start, as from a fresh clone (the demo with its default inbox, seeded in the
   * process measured), rather than one started again on 100,000 inbox items loaded by an earlier start.
   */
  firstStart: boolean;
}

async function tokensFor(origin: string): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < CLIENTS) {
    const batch = Math.min(LOGINS_AT_ONCE, CLIENTS - tokens.length);
    tokens.push(...(await Promise.all(Array.from({ length: batch }, () => logIn(origin)))));
  }
  return tokens;
}

export interface Measured {
  tally: Tally;
  /** Peak resident memory sampled during the window, and the kernel's peak since the process started (MB). */
  rss: { max: number; hwm: number };
  cpu: ReturnType<CpuWatch['end']>;
  /** The machine's load average (1 minute) at the window's end: other work on the machine skews the figures. */
  load: number;
}

/** What a member's dashboard shows and refreshes: half a channel's outbox, half the inbox with an item open. */
function showView(member: Member, i: number, channels: Channel[], firstPage: InboxItem[]) {
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
  return (type: string, data: unknown) => {
    if (showsOutbox && type === 'outbox') {
      const ids = (data as { channel_ids: number[] }).channel_ids;
      if (!ids.length || ids.includes(Number(channelId))) view.changed();
    } else if (!showsOutbox && type === 'inbox') {
      // Like the dashboard, only an event naming the open thread makes it stale.
      const threads = (data as { conversation_ids?: number[] }).conversation_ids ?? [];
      if (threads.includes(Number(item.get_conversation_id))) view.changed();
    }
  };
}

/** The team's labels, made by the owner before the team starts, as a team sets up its inbox: their ids. */
async function createLabels(agent: Agent, service: RunningService): Promise<string[]> {
  const ids: string[] = [];
  for (const { name, color } of TEAM_LABELS) {
    const answer = await send(agent, service.origin, service.token, 'POST', '/labels/create', { name, color });
    const json = JSON.parse(answer.body) as { status: string; data: { label_id: string } };
    if (json.status !== 'success') throw new Error(`labels/create: ${answer.status} ${answer.body}`);
    ids.push(json.data.label_id);
  }
  return ids;
}

export async function drive(team: Team, service: RunningService, database?: number): Promise<Measured> {
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
  const { assignees } = await setup<{ assignees: { user_id: string; is_member: number }[] }>('/inbox/assignees');
  const memberIds = assignees.filter((a) => a.is_member === 1).map((a) => a.user_id);
  const labels = await createLabels(agent, service);

  const shared: Shared = {
    origin: service.origin,
    agent,
    tally,
    channels,
    readTurns: team.readTurns,
    members: memberIds,
    labels,
    over: () => performance.now() >= tally.windowEnd,
  };
  const members = tokens.map((token, i) => new Member(shared, token, i, firstPage));
  const streams: { close: () => void }[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    // Every member's dashboard has its event stream open, whether or not its view is refreshed from it.
    await Promise.all(
      members.map(async (member, i) => {
        const onEvent = team.refreshes ? showView(member, i, channels, firstPage) : () => undefined;
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
    sampler = setInterval(sample, 200);
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
    return { tally, rss: { max: peakRss, hwm: memoryOf(service.pid).peak }, cpu: used, load };
  } finally {
    clearInterval(sampler);
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}
