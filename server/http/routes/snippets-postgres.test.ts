/**
 * Snippets under concurrency, on two instances of one PostgreSQL database (decision 067): one name made or taken
 * twice at once is made once, and snippets made at once never pass the workspace's limit together.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snippets } from '../../db/schema.ts';
import { MAX_SNIPPETS } from '../../domain/snippets.ts';
import { seededDatabase, startInstances, type Call, type Instances } from '../../testing/postgres-instances.ts';
import { DEMO } from '../../testing/test-app.ts';

let cluster: Instances;
let owner: [ReturnType<Instances['client']>, ReturnType<Instances['client']>];
let workspaceId: number;
const log: Call[] = [];

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `snippets_${process.pid}`);
  cluster = await startInstances(url, 2);
  const token = await cluster.tokenFor(DEMO.owner);
  owner = [cluster.client(0, token, log), cluster.client(1, token, log)];
  const account = (await owner[0].get('/account/get')).body as { data: { workspace: { workspace_id: string } } };
  workspaceId = Number(account.data.workspace.workspace_id);
});
afterAll(() => cluster.close());

const db = () => cluster.instances[0]!.database.db;
const mine = () => db().select().from(snippets).where(eq(snippets.workspaceId, workspaceId));

describe('snippets on two instances', () => {
  it('make one name of a kind once when several make it at once', async () => {
    const calls = await Promise.all(
      ['Twice', 'TWICE', 'twice', 'Twice'].map((name, i) =>
        owner[i % 2]!.post('/snippets/create', { kind: 'hashtags', name, body: '#twice' }),
      ),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409, 409, 409]);
    expect(calls.filter((c) => c.status === 409).every((c) => c.body.code === 'snippet_exists')).toBe(true);
    expect((await mine()).filter((r) => r.name.toLowerCase() === 'twice')).toHaveLength(1);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('give a name to one of two snippets renamed to it at once', async () => {
    const made = await Promise.all(
      ['One', 'Two'].map((name) => owner[0].post('/snippets/create', { kind: 'signature', name, body: `— ${name}` })),
    );
    const ids = made.map((m) => Number((m.body.data as { snippet_id: string }).snippet_id));
    const calls = await Promise.all(
      ids.map((id, i) => owner[i % 2]!.post('/snippets/update', { snippet_id: id, name: 'Same' })),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(calls.find((c) => c.status === 409)!.body.code).toBe('snippet_exists');
    expect((await mine()).filter((r) => r.name === 'Same')).toHaveLength(1);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('never pass the workspace’s limit when several are made at once', async () => {
    const room = 2;
    const have = (await mine()).length;
    await db()
      .insert(snippets)
      .values(
        Array.from({ length: MAX_SNIPPETS - room - have }, (_, i) => ({
          workspaceId,
          kind: 'hashtags' as const,
          name: `Filler ${i}`,
          body: '#x',
        })),
      );
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        owner[i % 2]!.post('/snippets/create', { kind: 'signature', name: `Late ${i}`, body: 'Bye' }),
      ),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(calls.filter((c) => c.status === 409).every((c) => c.body.code === 'too_many_snippets')).toBe(true);
    expect(await mine()).toHaveLength(MAX_SNIPPETS);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });
});
