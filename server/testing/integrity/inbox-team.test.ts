// The team inbox across instances on one PostgreSQL database: presence said on one instance reaches the dashboards
// and the presence answers of the others, and two teammates answering one conversation at once on two instances
// with seen_last_id send one answer, never two (decision 042).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { channels, inboxItems } from '../../db/schema.ts';
import { seededDatabase, startInstances, type Call, type Instances } from '../postgres-instances.ts';
import { openEventStream } from '../event-stream.ts';
import { DEMO } from '../test-app.ts';

const LINKEDIN = 4;
let service: Instances;

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `inbox_team_${process.pid}`, 200);
  service = await startInstances(url, 2);
});
afterAll(() => service?.close());

const db = () => service.instances[0]!.database.db;

/** The newest unanswered comments of the demo's LinkedIn channel, one per unit of work. */
async function unanswered(n: number) {
  const rows = await db()
    .select({ item: inboxItems })
    .from(inboxItems)
    .innerJoin(channels, eq(channels.id, inboxItems.channelId))
    .where(
      and(
        eq(channels.channelType, LINKEDIN),
        eq(inboxItems.byChannel, false),
        eq(inboxItems.postType, 'comment'),
        eq(inboxItems.serviceReplyId, ''),
      ),
    )
    .orderBy(desc(inboxItems.createdAt));
  const units = rows.map((r) => r.item).filter((row, i, all) => all.findIndex((r) => r.workId === row.workId) === i);
  return units.slice(0, n);
}

describe('presence across instances', () => {
  it('said on one instance, reaches a stream and the presence answer of the other', async () => {
    const [item] = await unanswered(1);
    const log: Call[] = [];
    const sam = service.client(0, await service.tokenFor(DEMO.collab), log);
    const maya = service.client(1, await service.tokenFor(DEMO.owner), log);
    const address = await service.instances[1]!.app.listen({ port: 0, host: '127.0.0.1' });
    const dashboard = await openEventStream(address, await service.tokenFor(DEMO.owner));
    const text = () => dashboard.stream.text;
    try {
      const said = await sam.post('/inbox/presence', {
        post_id: item!.id,
        channel_id: item!.channelId,
        state: 'typing',
      });
      expect(said.status).toBe(200);
      await expect.poll(text, { timeout: 5000 }).toContain('event: presence');
      expect(text()).toContain(`"post_id":"${item!.id}"`);
      expect(text()).toContain('"state":"typing"');
      const heard = await maya.get('/inbox/presence');
      expect(heard.body.data).toEqual({
        presence: [expect.objectContaining({ user_name: 'Sam Rivera', post_id: String(item!.id), state: 'typing' })],
      });

      await sam.post('/inbox/presence', { post_id: item!.id, channel_id: item!.channelId, state: 'left' });
      await expect.poll(text, { timeout: 5000 }).toContain('"state":"left"');
      expect((await maya.get('/inbox/presence')).body.data).toEqual({ presence: [] });
    } finally {
      await dashboard.close();
    }
  });
});

describe('two teammates answering one conversation at once, on two instances', () => {
  it('sends one answer; the other is told who answered', async () => {
    const items = await unanswered(6);
    expect(items).toHaveLength(6);
    const log: Call[] = [];
    const maya = service.client(0, await service.tokenFor(DEMO.owner), log);
    const sam = service.client(1, await service.tokenFor(DEMO.collab), log);
    const answer = (client: typeof maya, item: (typeof items)[number], message: string) =>
      client.post('/inbox/action', {
        post_id: item.id,
        channel_id: item.channelId,
        channel_type: LINKEDIN,
        action: 'reply',
        message,
        seen_last_id: item.id,
      });
    const outcomes = await Promise.all(
      items.map((item) => Promise.all([answer(maya, item, 'From Maya'), answer(sam, item, 'From Sam')])),
    );
    for (const pair of outcomes) {
      expect(pair.map((c) => c.status).sort()).toEqual([200, 409]);
      const refused = pair.find((c) => c.status === 409)!;
      expect(refused.body.code).toBe('answered_meanwhile');
      const winner = pair.find((c) => c.status === 200)!;
      expect(refused.body.message).toContain(winner === pair[0] ? '“From Maya”' : '“From Sam”');
    }
    const [answers] = await db()
      .select({ n: count() })
      .from(inboxItems)
      .where(
        and(
          inArray(
            inboxItems.parentId,
            items.map((i) => i.id),
          ),
          eq(inboxItems.byChannel, true),
        ),
      );
    expect(answers!.n).toBe(items.length);
    for (const instance of service.instances) expect(instance.failures).toEqual([]);
  });
});
