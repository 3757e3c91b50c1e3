// The team inbox across instances on one PostgreSQL database: presence said on one instance reaches the dashboards
// and the presence answers of the others (decision 042).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { channels, inboxItems } from '../../db/schema.ts';
import { seededDatabase, startInstances, type Call, type Instances } from '../postgres-instances.ts';
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
    const controller = new AbortController();
    const response = await fetch(`${address}/api/events/stream?access_token=${await service.tokenFor(DEMO.owner)}`, {
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })().catch(() => undefined);
    try {
      const said = await sam.post('/inbox/presence', {
        post_id: item!.id,
        channel_id: item!.channelId,
        state: 'typing',
      });
      expect(said.status).toBe(200);
      await expect.poll(() => text, { timeout: 5000 }).toContain('event: presence');
      expect(text).toContain(`"post_id":"${item!.id}"`);
      expect(text).toContain('"state":"typing"');
      const heard = await maya.get('/inbox/presence');
      expect(heard.body.data).toEqual({
        presence: [expect.objectContaining({ user_name: 'Sam Rivera', post_id: String(item!.id), state: 'typing' })],
      });

      await sam.post('/inbox/presence', { post_id: item!.id, channel_id: item!.channelId, state: 'left' });
      await expect.poll(() => text, { timeout: 5000 }).toContain('"state":"left"');
      expect((await maya.get('/inbox/presence')).body.data).toEqual({ presence: [] });
    } finally {
      controller.abort();
      await pump;
    }
  });
});
