// Instances that listen alone skip the work of telling others (decision 035): no marker for a read, no wait for a
// write's messages. A newcomer is welcomed by every instance already there, each having sent what it queued first,
// and the others stop being alone; once it has gone, they are alone again.
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../testing/instance.ts';
import { openPostgres, type Database, type Listening } from './client.ts';

const TOPIC = 'listeners_test';
let opened: { database: Database; listening?: Listening }[] = [];
let observer: pg.Client | undefined;

afterEach(async () => {
  for (const { database, listening } of opened.reverse()) {
    await listening?.stop();
    await database.close();
  }
  opened = [];
  await observer?.end();
  observer = undefined;
});

let databases = 0;
async function freshDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'), `listeners_${process.pid}_${databases++}`);
}

/** An instance listening on the topic; what it hears goes to `heard`. */
async function instance(url: string, options: { beforeWelcome?: () => Promise<void>; aloneCheckMs?: number } = {}) {
  const database = openPostgres(url, 2);
  const heard: string[] = [];
  const entry: { database: Database; listening?: Listening } = { database };
  opened.push(entry);
  const listening = await database.messages!.listen(TOPIC, (payload) => heard.push(payload), undefined, options);
  entry.listening = listening;
  return { database, listening, heard };
}

/** Every payload on the topic, seen by a plain connection that is not an instance (it holds no lock). */
async function observe(url: string): Promise<string[]> {
  const seen: string[] = [];
  observer = new pg.Client({ connectionString: url });
  observer.on('notification', (message) => seen.push(message.payload ?? ''));
  await observer.connect();
  await observer.query(`listen "${TOPIC}"`);
  return seen;
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('an instance listening', () => {
  it('alone, hears everything at once without a marker', async () => {
    const url = await freshDatabase();
    const seen = await observe(url);
    const a = await instance(url);
    expect(a.listening.alone).toBe(true);
    expect(await Promise.all([a.listening.heard(), a.listening.heard()])).toEqual([true, true]);
    // A round trip of the observer's own: anything the instance sent would have arrived before it.
    await observer!.query(`notify "${TOPIC}", 'flush'`);
    await until(() => seen.includes('flush'));
    expect(seen.filter((payload) => payload.startsWith('mark:'))).toEqual([]);
  });

  it('is welcomed by those already there, after they sent what they queued, and they stop being alone', async () => {
    const url = await freshDatabase();
    const seen = await observe(url);
    const order: string[] = [];
    const a = await instance(url, {
      beforeWelcome: async () => {
        // What the bus does: sends what it queued while alone, before the welcome.
        await a.database.messages!.send(TOPIC, ['queued while alone']);
        order.push('sent');
      },
    });
    expect(a.listening.alone).toBe(true);

    const b = await instance(url);
    await b.listening.known();
    expect([a.listening.alone, b.listening.alone]).toEqual([false, false]);
    // The newcomer heard what the other had queued before it was welcomed.
    expect(b.heard).toEqual(['queued while alone']);
    expect(order).toEqual(['sent']);
    await until(() => seen.some((payload) => payload.startsWith('welcome:')));
    const hello = seen.findIndex((payload) => payload.startsWith('hello:'));
    const queued = seen.indexOf('queued while alone');
    const welcome = seen.findIndex((payload) => payload.startsWith('welcome:'));
    expect(hello).toBeGreaterThanOrEqual(0);
    expect(queued).toBeGreaterThan(hello);
    expect(welcome).toBeGreaterThan(queued);

    // Among others, a read waits for its marker again.
    expect(await a.listening.heard()).toBe(true);
    await until(() => seen.some((payload) => payload.startsWith('mark:')));

    // A third is welcomed by both.
    const c = await instance(url);
    await c.listening.known();
    const newcomer = seen
      .filter((payload) => payload.startsWith('hello:'))
      .at(-1)!
      .slice('hello:'.length);
    const welcomers = () =>
      new Set(seen.filter((payload) => payload.startsWith(`welcome:${newcomer}:`)).map((p) => p.split(':')[2]));
    await until(() => welcomers().size === 2);
    expect(c.listening.alone).toBe(false);
  });

  it('is alone again once the others have gone', async () => {
    const url = await freshDatabase();
    const a = await instance(url, { aloneCheckMs: 50 });
    const b = await instance(url);
    await b.listening.known();
    expect(a.listening.alone).toBe(false);
    await b.listening.stop();
    await until(() => a.listening.alone);
    expect(await a.listening.heard()).toBe(true);
  });
});
