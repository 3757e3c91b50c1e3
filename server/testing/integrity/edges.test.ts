// The inputs that once reached PostgreSQL and answered 500 (issue 11), sent to a service on a PostgreSQL server:
// they are refused at the edge with the error body, and the database is left as it was. The fuzz suite
// (server/http/contract/fuzz.test.ts) covers every operation on the embedded database; this checks the worst on the
// other one.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededDatabase, startInstances, type Call, type Client, type Instances } from '../postgres-instances.ts';
import { DEMO } from '../test-app.ts';

let service: Instances;
let sql: pg.Client;
let owner: Client;
const calls: Call[] = [];

const fingerprint = async () =>
  (
    await sql.query<{ f: string }>(
      `select (select md5(string_agg(p::text, ',' order by id)) from posts p) ||
              (select md5(coalesce(string_agg(d::text, ',' order by id), '')) from drafts d) ||
              (select md5(string_agg(i::text, ',' order by id)) from inbox_items i) as f`,
    )
  ).rows[0]!.f;

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `edges_${process.pid}`);
  service = await startInstances(url, 1);
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  owner = service.client(0, await service.tokenFor(DEMO.owner), calls);
});
afterAll(async () => {
  await sql?.end();
  await service?.close();
});

describe('edge values on PostgreSQL', () => {
  it('are refused with the error body, changing nothing', async () => {
    const { rows } = await sql.query<{ id: number }>('select id from channels order by id limit 1');
    const channel = rows[0]!.id;
    const before = await fingerprint();
    const refused = [
      await owner.post('/posts/create', { channel_ids: channel, message: 'a\u0000b' }),
      await owner.post('/posts/create', { channel_ids: `${channel}_2147483648`, message: 'hello' }),
      await owner.post('/posts/create', {
        channel_ids: Array.from({ length: 70_000 }, (_, i) => i + 1).join('_'),
        message: 'hello',
      }),
      await owner.post('/posts/create', { channel_ids: channel, message: 'hello', custom_time: '9999-12-31 23:59:59' }),
      await owner.get('/inbox/get', { timestamp: '0000-01-01 00:00:00' }),
      await owner.get('/inbox/get', { filter_by_user_id: 'x\u0000' }),
      await owner.post('/drafts/create', { message: 'draft', channel_ids: '99999999999999999999' }),
    ];
    for (const call of refused) {
      expect(call.status, JSON.stringify(call.params).slice(0, 80)).toBe(400);
      expect(call.body).toMatchObject({ status: 'error', code: expect.stringMatching(/^[a-z_]+$/) });
    }
    expect(await fingerprint()).toBe(before);
  });
});
