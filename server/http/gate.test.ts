import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGate, registerGate } from './gate.ts';

describe('the gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `size` calls in at once and the others in the order they came, as places free up', () => {
    const gate = createGate(2, 1000);
    const admitted: string[] = [];
    const leave = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((name) => [name, gate.enter(() => admitted.push(name))] as const),
    );
    expect(admitted).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(3);
    leave.b!();
    expect(admitted).toEqual(['a', 'b', 'c']);
    // Leaving twice frees one place only.
    leave.b!();
    expect(admitted).toEqual(['a', 'b', 'c']);
    leave.a!();
    leave.c!();
    expect(admitted).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.waiting).toBe(0);
  });

  it('skips a call whose client gave up while it waited, without losing its place to anyone', () => {
    const gate = createGate(1, 1000);
    const admitted: string[] = [];
    const leaveA = gate.enter(() => admitted.push('a'));
    const leaveB = gate.enter(() => admitted.push('b'));
    gate.enter(() => admitted.push('c'));
    leaveB();
    expect(gate.waiting).toBe(1);
    leaveA();
    expect(admitted).toEqual(['a', 'c']);
    // c holds the only place: a newcomer waits.
    gate.enter(() => admitted.push('d'));
    expect(admitted).toEqual(['a', 'c']);
  });

  it('gives a slow call’s place to the next in line after a while, and not twice when the slow call ends', () => {
    vi.useFakeTimers();
    const gate = createGate(1, 100);
    const admitted: string[] = [];
    const leaveSlow = gate.enter(() => admitted.push('slow'));
    const leaveB = gate.enter(() => admitted.push('b'));
    gate.enter(() => admitted.push('c'));
    vi.advanceTimersByTime(99);
    expect(admitted).toEqual(['slow']);
    vi.advanceTimersByTime(1);
    expect(admitted).toEqual(['slow', 'b']);
    leaveSlow();
    expect(admitted).toEqual(['slow', 'b']);
    leaveB();
    expect(admitted).toEqual(['slow', 'b', 'c']);
  });

  it('lends each place when its own call has run for a while, with one timer for all', () => {
    vi.useFakeTimers();
    const gate = createGate(2, 100);
    const admitted: string[] = [];
    gate.enter(() => admitted.push('a'));
    vi.advanceTimersByTime(50);
    gate.enter(() => admitted.push('b'));
    gate.enter(() => admitted.push('c'));
    gate.enter(() => admitted.push('d'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(49);
    expect(admitted).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(admitted).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(49);
    expect(admitted).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(1);
    expect(admitted).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the gate on a server', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /**
   * A server of one place (lent after a minute: longer than any test) whose /api/slow answers when told, and whose
   * /api/write's answer, once ready, waits to be let out as a write's waits for other instances to be told of it.
   */
  async function serve() {
    app = Fastify({ forceCloseConnections: true });
    const gate = registerGate(app, 1, 60_000)!;
    let letOut = () => {};
    const answerReady = new Promise<void>((ready) => {
      app!.addHook('onSend', async (request) => {
        if (request.url !== '/api/write') return;
        ready();
        await new Promise<void>((out) => (letOut = out));
      });
    });
    app.post('/api/write', async () => ({ written: true }));
    let finishSlow = () => {};
    const slowStarted = new Promise<void>((started) => {
      app!.get('/api/slow', async () => {
        started();
        await new Promise<void>((finish) => (finishSlow = finish));
        return { slow: true };
      });
    });
    const worked: string[] = [];
    app.get('/api/quick', async (request) => {
      worked.push(String((request.query as { n?: string }).n));
      return { quick: true };
    });
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/api/events/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('retry: 1000\n\n');
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      gate,
      address,
      slowStarted,
      finishSlow: () => finishSlow(),
      worked,
      answerReady,
      letOut: () => letOut(),
    };
  }

  it('keeps the others in line while the place is taken, and lets them in when it frees', async () => {
    const { gate, address, slowStarted, finishSlow, worked } = await serve();
    const slow = fetch(`${address}/api/slow`).then((r) => r.json());
    await slowStarted;
    const quick = fetch(`${address}/api/quick?n=1`).then((r) => r.status);
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    expect(worked).toEqual([]);
    finishSlow();
    expect(await slow).toEqual({ slow: true });
    expect(await quick).toBe(200);
    expect(worked).toEqual(['1']);
  });

  it('lets the next call in once an answer is ready, while it waits to go out', async () => {
    const { gate, address, answerReady, letOut, worked } = await serve();
    const write = fetch(`${address}/api/write`, { method: 'POST' }).then((r) => r.json());
    await answerReady;
    const quick = fetch(`${address}/api/quick?n=1`).then((r) => r.status);
    expect(await quick).toBe(200);
    expect(worked).toEqual(['1']);
    expect(gate.waiting).toBe(0);
    letOut();
    expect(await write).toEqual({ written: true });
  });

  it('does not work on a call whose client gave up in line', async () => {
    const { gate, address, slowStarted, finishSlow, worked } = await serve();
    const slow = fetch(`${address}/api/slow`);
    await slowStarted;
    const givenUp = new AbortController();
    const abandoned = fetch(`${address}/api/quick?n=abandoned`, { signal: givenUp.signal }).catch(() => 'aborted');
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    givenUp.abort();
    expect(await abandoned).toBe('aborted');
    await vi.waitFor(() => expect(gate.waiting).toBe(0));
    finishSlow();
    await slow;
    expect((await fetch(`${address}/api/quick?n=next`)).status).toBe(200);
    expect(worked).toEqual(['next']);
  });

  it('answers the health check while every place is taken', async () => {
    const { address, slowStarted, finishSlow } = await serve();
    const slow = fetch(`${address}/api/slow`);
    await slowStarted;
    expect(await (await fetch(`${address}/api/health`)).json()).toEqual({ status: 'ok' });
    finishSlow();
    await slow;
  });

  it('lets calls by while an event stream stays open', async () => {
    const { address, worked } = await serve();
    const stream = new AbortController();
    const opened = await fetch(`${address}/api/events/stream`, { signal: stream.signal });
    expect(opened.status).toBe(200);
    try {
      const statuses = await Promise.all(
        [1, 2, 3].map((n) => fetch(`${address}/api/quick?n=${n}`).then((r) => r.status)),
      );
      expect(statuses).toEqual([200, 200, 200]);
      expect(worked.sort()).toEqual(['1', '2', '3']);
    } finally {
      stream.abort();
    }
  });
});
