// The API under load beside a bare node:http server, measured side by side in one run; and queue reorders.
import { spawn } from 'node:child_process';
import { freePort } from '../server/testing/instance.ts';
import { load, type Figure } from './figures.ts';
import type { RunningService } from './service.ts';

type Load = Awaited<ReturnType<typeof load>>;

/** An answer a bare server sends: its body, and the headers besides those node:http adds itself. */
interface BareAnswer {
  body: string;
  headers: Record<string, string>;
}

const FIXED: BareAnswer = {
  body: JSON.stringify({ status: 'success', data: { message: 'a fixed answer' } }),
  headers: { 'content-type': 'application/json' },
};

/** The floor: a node:http server answering a fixed body, in a process of its own like the service. */
async function startBareServer(answer: BareAnswer = FIXED) {
  const port = await freePort();
  const code = `
    const body = Buffer.from(${JSON.stringify(answer.body)});
    const headers = { ...${JSON.stringify(answer.headers)}, 'content-length': body.length };
    require('node:http').createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill())),
  };
}

/** A bare server's rate, warmed up for 2 s first as the service is. */
async function bareLoad(answer?: BareAnswer): Promise<Load> {
  const server = await startBareServer(answer);
  try {
    await load(server.url, { seconds: 2 });
    return await load(server.url);
  } finally {
    await server.stop();
  }
}

/**
 * inbox/get's answer as the service sends it (its body and its own headers), for a bare server to send: what any
 * server sending that answer costs the load generator, which reads 17 KB where the fixed answer is 60 bytes.
 */
async function inboxAnswer(url: string, headers: Record<string, string>): Promise<BareAnswer> {
  const response = await fetch(url, { headers });
  const own: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) own[name] = value;
  });
  return { body: await response.text(), headers: own };
}

/** One call of the API with a service's origin and a token, answering its data; anything but success throws. */
export async function call(
  service: Pick<RunningService, 'origin' | 'token'>,
  method: string,
  path: string,
  params: Record<string, string | number>,
) {
  const body = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${service.origin}/api${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${service.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : body,
  });
  const json = (await response.json()) as { status: string; data?: unknown; message?: string };
  if (json.status !== 'success') throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data as never;
}

async function channelsByType(service: RunningService): Promise<Record<number, number>> {
  const data = (await call(service, 'GET', '/drafts/get', {})) as {
    channels: { channel_id: string; channel_type: number }[];
  };
  return Object.fromEntries(data.channels.map((c) => [c.channel_type, Number(c.channel_id)]));
}

/** Fills a channel's queue up to `size` posts through the API, answering the queue's post ids in order. */
async function fillQueue(service: RunningService, channelId: number, size: number): Promise<number[]> {
  const queueOf = async () => {
    const data = (await call(service, 'GET', '/posts/get', { channel_id: channelId })) as {
      channels: Record<string, { post_id: number; is_custom_time: number }[]>;
    };
    return (data.channels[String(channelId)] ?? []).filter((p) => p.is_custom_time !== 1).map((p) => p.post_id);
  };
  let queued = await queueOf();
  for (let i = queued.length; i < size; i++) {
    // With a picture: channels[6] is Pinterest, which takes no post without one.
    await call(service, 'POST', '/posts/create', {
      channel_ids: channelId,
      message: `Queued post ${i + 1}`,
      picture: '/demo/latte.png',
    });
  }
  queued = await queueOf();
  return queued;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median latency of reorders of a whole queue (the last post moved to the top, each time). */
async function reorderLatency(service: RunningService, channelId: number, ids: number[], times = 21) {
  let order = ids;
  const latencies: number[] = [];
  for (let i = 0; i < times; i++) {
    order = [order.at(-1)!, ...order.slice(0, -1)];
    const started = performance.now();
    await call(service, 'POST', '/posts/reorder', { channel_id: channelId, order: order.join('_') });
    latencies.push(performance.now() - started);
  }
  return median(latencies);
}

const loadFigures = (name: string, result: Load, bare: Load, target?: { ratio?: string; p99?: string }): Figure[] => [
  { name: `${name}: requests/s`, value: Math.round(result.rps), unit: 'req/s' },
  {
    name: `${name}: ratio to bare node:http`,
    value: Math.round((result.rps / bare.rps) * 100) / 100,
    unit: '×',
    target: target?.ratio,
  },
  { name: `${name}: p50`, value: result.p50, unit: 'ms' },
  { name: `${name}: p99`, value: result.p99, unit: 'ms', target: target?.p99 },
  ...(result.failed ? [{ name: `${name}: failed answers`, value: result.failed, unit: 'requests', target: '0' }] : []),
];

export async function apiFigures(service: RunningService): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${service.token}` };
  const channels = await channelsByType(service);
  console.log('  filling queues of 500, 100 and 1,000 posts through the API…');
  await fillQueue(service, channels[6]!, 500);
  const hundred = await fillQueue(service, channels[3]!, 100);
  const thousand = await fillQueue(service, channels[7]!, 1000);
  const inbox = (await call(service, 'GET', '/inbox/get', {})) as {
    posts: { post_id: string; channel_id: string; channel: string }[];
  };
  const item = inbox.posts[0]!;

  const bare = await bareLoad();
  const inboxUrl = `${service.origin}/api/inbox/get`;
  const sameAnswer = await bareLoad(await inboxAnswer(inboxUrl, headers));

  await load(inboxUrl, { seconds: 2, headers });
  const inboxGet = await load(inboxUrl, { headers });
  const postsUrl = `${service.origin}/api/posts/get?channel_id=${channels[6]}`;
  await load(postsUrl, { seconds: 2, headers });
  const postsGet = await load(postsUrl, { headers });
  const actionBody = (action: string) =>
    new URLSearchParams({
      post_id: item.post_id,
      channel_id: item.channel_id,
      channel_type: item.channel,
      action,
    }).toString();
  const action = await load(`${service.origin}/api/inbox/action`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    requests: [
      { method: 'POST', body: actionBody('unread') },
      { method: 'POST', body: actionBody('read') },
    ],
  });

  return [
    { name: 'bare node:http, fixed JSON: requests/s', value: Math.round(bare.rps), unit: 'req/s' },
    { name: 'bare node:http, fixed JSON: p99', value: bare.p99, unit: 'ms' },
    ...loadFigures('GET inbox/get (100,000 items, page of 20)', inboxGet, bare, { ratio: '≥ 0.35', p99: '< 25 ms' }),
    {
      name: "bare node:http sending inbox/get's answer: ratio to bare node:http",
      value: Math.round((sameAnswer.rps / bare.rps) * 100) / 100,
      unit: '×',
      note: `${Math.round(sameAnswer.rps)} req/s; the same bytes and headers: what any server sending them reaches here`,
    },
    ...loadFigures('GET posts/get (queue of 500)', postsGet, bare),
    ...loadFigures('POST inbox/action (read/unread)', action, bare),
    {
      name: 'POST posts/reorder, queue of 100: median',
      value: Math.round(await reorderLatency(service, channels[3]!, hundred)),
      unit: 'ms',
    },
    {
      name: 'POST posts/reorder, queue of 1,000: median',
      value: Math.round(await reorderLatency(service, channels[7]!, thousand)),
      unit: 'ms',
      target: '< 30 ms',
    },
  ];
}
