import { describe, expect, it } from 'vitest';
import { accountGet, accountUpdate, mediaUpload, postsExport } from './generated';
import { createClient } from './plain-fetch';

/** The generated SDK and query options, and the dashboard's own files, as text (tests left out). */
const raw = (files: Record<string, string>) => Object.entries(files);
const sdk = raw(
  import.meta.glob<string>(['/src/api/generated/sdk/*.gen.ts', '/src/api/generated/@tanstack/**/*.gen.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const dashboard = raw(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/api/generated/**', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const generated = raw(
  import.meta.glob<string>(['/src/api/generated/**/*.ts'], { query: '?raw', import: 'default', eager: true }),
);
const matching = (files: [string, string][], pattern: RegExp) =>
  files.filter(([, text]) => pattern.test(text)).map(([file]) => file);

const API = 'http://api.test';
type Call = { url: string; method: string; headers: Record<string, string>; body: string | null };

/** A client whose fetch answers `answer` and records what was sent, as the service would have received it. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const client = createClient({
    baseUrl: API,
    auth: (auth) => (auth.scheme === 'bearer' ? 'session-token' : undefined),
    fetch: async (request: Request) => {
      const body = request.body ? await request.text() : null;
      calls.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body });
      return answer();
    },
  } as Parameters<typeof createClient>[0]);
  return { client, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the plain fetch client the dashboard is built with (vite.config.ts)', () => {
  it('stands in for the generated one only where the client folder imports it', () => {
    expect(generated.length).toBeGreaterThan(100);
    // The alias matches `./client.gen` from any file: only the client's index may import it so.
    expect(matching(generated, /from '\.\/client\.gen'/)).toEqual(['/src/api/generated/client/index.ts']);
  });

  it('has every method the SDK calls (its one Server-Sent Events call is never made: no-sse.test.ts)', () => {
    expect(sdk.length).toBeGreaterThan(100);
    const methods = new Set(sdk.flatMap(([, text]) => [...text.matchAll(/client\)\.(\w+)/g)].map((m) => m[1]!)));
    const client = createClient() as unknown as Record<string, unknown>;
    const missing = [...methods].filter((method) => typeof client[method] !== 'function');
    expect(methods.has('post')).toBe(true);
    expect(missing).toEqual(['sse']);
    expect(matching(sdk, /client\)\.sse\./)).toEqual(['/src/api/generated/sdk/eventsStream.gen.ts']);
  });

  it('is asked for nothing it left out', () => {
    const left = /requestValidator|responseValidator|responseTransformer|responseStyle|interceptors\.(request|error)/;
    expect(matching(sdk, left)).toEqual([]);
    expect(matching(dashboard, left)).toEqual([]);
    // Bodies are JSON (the default serializer) or, with no serializer, sent as they are (the picture's bytes).
    expect(matching(sdk, /bodySerializer: (?!null)/)).toEqual([]);
    // What the dashboard uses of the client object itself.
    const users = dashboard.filter(([, text]) => text.includes("generated/client.gen'"));
    expect(users.length).toBeGreaterThan(1);
    const members = new Set(users.flatMap(([, text]) => [...text.matchAll(/\bclient\.(\w+)[.(]/g)].map((m) => m[1]!)));
    expect(members.has('setConfig')).toBe(true);
    const client = createClient() as unknown as Record<string, unknown>;
    expect([...members].filter((member) => !(member in client))).toEqual([]);
  });

  it('sends a GET to the base address with the session as a Bearer header, and reads the JSON answer', async () => {
    const { client, calls } = clientAnswering(() => json({ status: 'success', data: { user: { user_id: '1' } } }));
    const { data, response } = await accountGet({ client, query: { workspace_id: '7' } as never });
    expect(response.status).toBe(200);
    expect(data).toEqual({ status: 'success', data: { user: { user_id: '1' } } });
    expect(calls).toEqual([
      {
        url: `${API}/account/get?workspace_id=7`,
        method: 'GET',
        headers: { authorization: 'Bearer session-token' },
        body: null,
      },
    ]);
  });

  it('posts JSON, and bytes as they are with their own type', async () => {
    const { client, calls } = clientAnswering(() => json({ status: 'success', data: {} }));
    await accountUpdate({ client, body: { name: 'Maya' } });
    await mediaUpload({ client, body: 'PNG…' as never, headers: { 'Content-Type': 'image/webp' } });
    expect(calls.map(({ method, headers, body }) => [method, headers['content-type'], body])).toEqual([
      ['POST', 'application/json', '{"name":"Maya"}'],
      ['POST', 'image/webp', 'PNG…'],
    ]);
  });

  it('runs the response interceptors in order, with the request', async () => {
    const { client } = clientAnswering(() => json({}, 401));
    const seen: string[] = [];
    client.interceptors.response.use((response, request) => {
      seen.push(`first ${response.status} ${request.headers.get('authorization')}`);
      return new Response('{"status":"error","code":"unauthorized"}', { status: 403 });
    });
    client.interceptors.response.use((response) => {
      seen.push(`second ${response.status}`);
      return response;
    });
    const { error, response } = await accountGet({ client });
    expect(seen).toEqual(['first 401 Bearer session-token', 'second 403']);
    expect([response.status, error]).toEqual([403, { status: 'error', code: 'unauthorized' }]);
  });

  it("throws the service's error body with throwOnError, else returns it; text where it is not JSON", async () => {
    const refusal = { status: 'error', code: 'invalid_request', message: 'name is required' };
    await expect(
      accountUpdate({ client: clientAnswering(() => json(refusal, 400)).client, body: {}, throwOnError: true }),
    ).rejects.toEqual(refusal);
    const { error } = await accountGet({
      client: clientAnswering(() => new Response('Bad gateway', { status: 502 })).client,
    });
    expect(error).toBe('Bad gateway');
    const empty = await accountGet({ client: clientAnswering(() => new Response('', { status: 500 })).client });
    expect(empty.error).toEqual({});
  });

  it('throws a network failure with throwOnError, else returns it as the error', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client } = clientAnswering(() => Promise.reject(failure));
    await expect(accountGet({ client, throwOnError: true })).rejects.toBe(failure);
    const { error, response } = await accountGet({ client });
    expect([error, response]).toEqual([failure, undefined]);
  });

  it('reads an empty answer as {}, text as text, and a blob when asked', async () => {
    // As the generated client: JSON with no body is {}; an answer with no type at all is its (empty) stream.
    const noBody = () => new Response('', { headers: { 'Content-Type': 'application/json' } });
    expect((await accountGet({ client: clientAnswering(noBody).client })).data).toEqual({});
    const noContent = () => new Response(null, { status: 204 });
    expect((await accountGet({ client: clientAnswering(noContent).client })).data).toBeNull();
    const csv = () => new Response('\uFEFFa,b\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    const text = await postsExport({ client: clientAnswering(csv).client, query: { kind: 'sent' } as never });
    expect(text.data).toBe('a,b\n');
    const blob = await postsExport({
      client: clientAnswering(csv).client,
      query: { kind: 'sent' } as never,
      parseAs: 'blob',
    });
    // Node's Blob, not jsdom's: the answer's bytes and type, whichever realm made it.
    expect((blob.data as unknown as Blob).type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await (blob.data as unknown as Blob).arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it('keeps its configuration across setConfig, the base without its final slash', () => {
    const client = createClient({ baseUrl: '/api' } as Parameters<typeof createClient>[0]);
    expect(client.setConfig({ baseUrl: 'https://desk.example/api/' }).baseUrl).toBe('https://desk.example/api');
    expect(client.getConfig().baseUrl).toBe('https://desk.example/api');
  });
});
