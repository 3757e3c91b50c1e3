// Calls as a team member's dashboard makes them: node:http with keep-alive sockets of their own, and the choices
// each member makes from a seeded generator.
import { Agent, request } from 'node:http';

/** A call that has not answered by then counts as a network error (and frees its client). */
const CALL_TIMEOUT_MS = 30_000;

// What the service answers (the parts read here).

export interface InboxItem {
  post_id: string;
  channel_id: string;
  channel: string;
  is_unread: '0' | '1';
  is_direct_post: '0' | '1';
  get_conversation_id: string;
}
export interface QueuedPost {
  post_id: number;
  is_custom_time?: number;
}
export interface Channel {
  channel_id: string;
  channel_type: number;
}
export type Params = Record<string, string | number>;

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function send(agent: Agent, origin: string, token: string, method: string, path: string, params: Params) {
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
export function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
