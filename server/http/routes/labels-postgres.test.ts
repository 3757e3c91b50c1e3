/**
 * Labels under concurrency, on two instances of one PostgreSQL database (decision 041): an item ends with one
 * call's set of labels, never a mix; a label deleted while items are labelled leaves no row pointing nowhere; one
 * name made twice at once is made once; labels made at once never pass the workspace's limit together.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inboxItemLabels, inboxItems, labels } from '../../db/schema.ts';
import { seededDatabase, startInstances, type Call, type Instances } from '../../testing/postgres-instances.ts';
import { DEMO } from '../../testing/test-app.ts';
import { MAX_LABELS } from '../../domain/labels.ts';

let cluster: Instances;
let owner: [ReturnType<Instances['client']>, ReturnType<Instances['client']>];
const log: Call[] = [];

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `labels_${process.pid}`);
  cluster = await startInstances(url, 2);
  const token = await cluster.tokenFor(DEMO.owner);
  owner = [cluster.client(0, token, log), cluster.client(1, token, log)];
});
afterAll(() => cluster.close());

const db = () => cluster.instances[0]!.database.db;
const makeLabel = async (name: string) => {
  const made = await owner[0].post('/labels/create', { name, color: '#2f80ed' });
  expect(made.status).toBe(200);
  return Number((made.body.data as { label_id: string }).label_id);
};

describe('labels on two instances', () => {
  it('leave an item with one call’s whole set when several label it at once', async () => {
    const ids = await Promise.all(['A', 'B', 'C', 'D'].map((n) => makeLabel(`Race ${n}`)));
    const [item] = await db().select().from(inboxItems).where(eq(inboxItems.inList, true)).limit(1);
    const sets = [`${ids[0]}_${ids[1]}`, `${ids[2]}_${ids[3]}`, `${ids[1]}_${ids[2]}`, String(ids[3]), ''];
    for (let round = 0; round < 5; round++) {
      const calls = await Promise.all(
        sets.map((set, i) =>
          owner[i % 2]!.post('/inbox/label', { post_id: item!.id, channel_id: item!.channelId, label_ids: set }),
        ),
      );
      expect(calls.map((c) => c.status)).toEqual(sets.map(() => 200));
      const now = (await db().select().from(inboxItemLabels).where(eq(inboxItemLabels.itemId, item!.id)))
        .map((r) => r.labelId)
        .sort((a, b) => a - b);
      const asSets = sets.map((set) => (set ? set.split('_').map(Number) : []).sort((a, b) => a - b));
      expect(asSets).toContainEqual(now);
    }
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('never leave a row of a label deleted while items are labelled with it', async () => {
    const doomed = await makeLabel('Doomed');
    const items = await db().select().from(inboxItems).where(eq(inboxItems.inList, true)).limit(20);
    const labelling = items.map((item, i) =>
      owner[i % 2]!.post('/inbox/label', { post_id: item.id, channel_id: item.channelId, label_ids: doomed }),
    );
    const deleting = owner[1].post('/labels/delete', { label_id: doomed });
    const answers = await Promise.all([...labelling, deleting]);
    // A call that came after the delete finds no label: a 404, never a 500.
    expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    expect((await deleting).status).toBe(200);
    expect(await db().select().from(inboxItemLabels).where(eq(inboxItemLabels.labelId, doomed))).toEqual([]);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('make one name once when two make it at once', async () => {
    const calls = await Promise.all(
      ['Twice', 'TWICE', 'twice', 'Twice'].map((name, i) =>
        owner[i % 2]!.post('/labels/create', { name, color: '#000000' }),
      ),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409, 409, 409]);
    expect(calls.filter((c) => c.status === 409).every((c) => c.body.code === 'label_exists')).toBe(true);
    const rows = await db()
      .select()
      .from(labels)
      .where(and(eq(labels.workspaceId, (await db().select().from(labels).limit(1))[0]!.workspaceId)));
    expect(rows.filter((r) => r.name.toLowerCase() === 'twice')).toHaveLength(1);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('never pass the workspace’s limit when several are made at once', async () => {
    const account = (await owner[0].get('/account/get')).body as { data: { workspace: { workspace_id: string } } };
    const workspaceId = Number(account.data.workspace.workspace_id);
    const mine = () => db().select().from(labels).where(eq(labels.workspaceId, workspaceId));
    const room = 2;
    const have = (await mine()).length;
    await db()
      .insert(labels)
      .values(
        Array.from({ length: MAX_LABELS - room - have }, (_, i) => ({
          workspaceId,
          name: `Filler ${i}`,
          color: '#000000',
        })),
      );
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        owner[i % 2]!.post('/labels/create', { name: `Late ${i}`, color: '#000000' }),
      ),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(calls.filter((c) => c.status === 409).every((c) => c.body.code === 'too_many_labels')).toBe(true);
    expect(await mine()).toHaveLength(MAX_LABELS);
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });
});
