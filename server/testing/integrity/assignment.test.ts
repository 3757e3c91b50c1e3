// Assignment under real concurrency (issue 35, decision 039): two instances on one PostgreSQL database, each with its
// own pool. Two people taking one conversation at once: one wins, the other is told who. An item arriving while its
// conversation is assigned ends with the conversation's assignee. Round-robin hands conversations arriving at once
// out in turn. And the assignee views read inbox_assignee_idx in the list's order, on a database big enough for the
// planner to choose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageStatementText } from '../../services/inbox/items.ts';
import { seededDatabase, startInstances, type Call, type Client, type Instances } from '../postgres-instances.ts';
import { DEMO } from '../test-app.ts';

const TRIALS = Number(process.env.TRIALS ?? 40);

let service: Instances;
let databaseUrl: string;
let sql: pg.Client;
let workspaceId: number;
let channelId: number;
let ownerId: number;
let collabId: number;
let owner: Client[];
let collab: Client[];
const calls: Call[] = [];

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `assignment_${process.pid}`, 50);
  databaseUrl = url;
  service = await startInstances(url, 2);
  const ownerToken = await service.tokenFor(DEMO.owner);
  const collabToken = await service.tokenFor(DEMO.collab);
  owner = [service.client(0, ownerToken, calls), service.client(1, ownerToken, calls)];
  collab = [service.client(0, collabToken, calls), service.client(1, collabToken, calls)];
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const { rows } = await sql.query<{ workspace_id: number; channel_id: number; owner: number; collab: number }>(
    `select m.workspace_id, (select min(id) from channels c where c.workspace_id = m.workspace_id) as channel_id,
            m.user_id as owner, (select id from users where email = $2) as collab
     from memberships m join users u on u.id = m.user_id where u.email = $1`,
    [DEMO.owner, DEMO.collab],
  );
  ({ workspace_id: workspaceId, channel_id: channelId, owner: ownerId, collab: collabId } = rows[0]!);
}, 60_000);
afterAll(async () => {
  await sql?.end();
  await service?.close();
});

/** Inserts items as a poller does, on one connection of their own each; answers their ids. */
async function arrive(items: { parent?: number; type?: string }[], client: pg.Client | pg.Pool = sql) {
  const ids: number[] = [];
  for (const item of items) {
    const { rows } = await client.query<{ id: number }>(
      `with next as (select nextval(pg_get_serial_sequence('inbox_items', 'id'))::int as id)
       insert into inbox_items (id, workspace_id, channel_id, network_id, post_type, parent_id, conversation_id,
                                by_channel, author_id, author_name, text, permalink, created_at)
       overriding system value
       select next.id, $1, $2, 'sbx-race-' || next.id, $3, $4::int,
              coalesce((select conversation_id from inbox_items where id = $4::int), next.id),
              false, 'someone', 'Someone', 'Hello?', '', now()
       from next returning id`,
      [workspaceId, channelId, item.type ?? (item.parent ? 'reply' : 'mention'), item.parent ?? null],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

const assigneesOf = async (workId: number) =>
  (
    await sql.query<{ assignee_id: number | null }>(
      `select assignee_id from inbox_items where work_id = $1
       union all select assignee_id from inbox_work where work_id = $1`,
      [workId],
    )
  ).rows.map((r) => r.assignee_id);

describe('two people assigning one conversation at once, on two instances', () => {
  it(`gives it to one and tells the other who has it (${TRIALS} conversations)`, async () => {
    calls.length = 0;
    const heads = await arrive(Array.from({ length: TRIALS }, () => ({})));
    const problems: string[] = [];
    for (const [n, head] of heads.entries()) {
      // Alternate which instance each person calls, and who calls first.
      const takes = [
        () =>
          owner[n % 2]!.post('/inbox/assign', {
            post_id: head,
            channel_id: channelId,
            assignee_id: ownerId,
            expected_assignee_id: 0,
          }),
        () =>
          collab[(n + 1) % 2]!.post('/inbox/assign', {
            post_id: head,
            channel_id: channelId,
            assignee_id: collabId,
            expected_assignee_id: 0,
          }),
      ];
      const [a, b] = await Promise.all(n % 4 < 2 ? takes.map((t) => t()) : takes.reverse().map((t) => t()));
      const won = [a!, b!].filter((c) => c.status === 200);
      const lost = [a!, b!].filter((c) => c.status === 409);
      if (won.length !== 1 || lost.length !== 1) {
        problems.push(`unit ${head}: ${a!.status} and ${b!.status}`);
        continue;
      }
      const winner = won[0]!.params.assignee_id;
      const name = winner === ownerId ? 'Maya Chen' : 'Sam Rivera';
      if (lost[0]!.body.message !== `${name} has this conversation now.`)
        problems.push(`unit ${head}: the loser was told "${lost[0]!.body.message}"`);
      const held = await assigneesOf(head);
      if (held.some((id) => id !== winner)) problems.push(`unit ${head}: assignees ${held.join(',')}`);
    }
    expect(problems).toEqual([]);
    expect(service.instances.flatMap((i) => i.failures)).toEqual([]);
  }, 120_000);
});

describe('an item arriving while its conversation is assigned', () => {
  it(`ends with the conversation's assignee, whichever commits first (${TRIALS} conversations)`, async () => {
    const heads = await arrive(Array.from({ length: TRIALS }, () => ({})));
    const arriving = new pg.Client({ connectionString: databaseUrl });
    await arriving.connect();
    const problems: string[] = [];
    try {
      for (const [n, head] of heads.entries()) {
        const assignee = n % 2 ? ownerId : collabId;
        // The reply's transaction stays open a moment after its insert, as a poller's does with more to insert.
        const reply = (async () => {
          await arriving.query('begin');
          const [id] = await arrive([{ parent: head }], arriving);
          await arriving.query('select pg_sleep(0.01)');
          await arriving.query('commit');
          return id;
        })();
        const assigned = owner[n % 2]!.post('/inbox/assign', {
          post_id: head,
          channel_id: channelId,
          assignee_id: assignee,
        });
        const [, answer] = await Promise.all([reply, assigned]);
        if (answer.status !== 200) problems.push(`unit ${head}: ${answer.status}`);
        const held = await assigneesOf(head);
        if (held.length !== 3 || held.some((id) => id !== assignee))
          problems.push(`unit ${head}: assignees ${held.join(',')}`);
      }
    } finally {
      await arriving.end();
    }
    expect(problems).toEqual([]);
    expect(service.instances.flatMap((i) => i.failures)).toEqual([]);
  }, 120_000);
});

describe('round-robin on PostgreSQL', () => {
  it('hands conversations arriving at once out in turn, each to one member', async () => {
    const set = await owner[0]!.post('/inbox/routing', {
      enabled: 1,
      channel_ids: String(channelId),
      member_ids: `${ownerId}_${collabId}`,
    });
    expect(set.status).toBe(200);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
    try {
      const arrived = (await Promise.all(Array.from({ length: 16 }, () => arrive([{}], pool)))).flat();
      const { rows } = await sql.query<{ id: number; assignee_id: number; work: number }>(
        `select i.id, i.assignee_id, w.assignee_id as work from inbox_items i join inbox_work w on w.work_id = i.id
         where i.id = any($1) order by i.id`,
        [arrived],
      );
      expect(rows).toHaveLength(16);
      expect(rows.every((r) => r.assignee_id === r.work)).toBe(true);
      expect(rows.filter((r) => r.assignee_id === ownerId)).toHaveLength(8);
      expect(rows.filter((r) => r.assignee_id === collabId)).toHaveLength(8);
      // The turn after sixteen is where it began.
      const routing = (await owner[1]!.get('/inbox/routing')).body.data as { next_member_id: string };
      expect(routing.next_member_id).toBe(String(ownerId));
    } finally {
      await pool.end();
      await owner[0]!.post('/inbox/routing', { enabled: 0 });
    }
  });
});

describe('the assignee views on PostgreSQL', () => {
  it('read inbox_assignee_idx in the list’s order, with no sort, for Mine and Unassigned', async () => {
    // 40,000 items over a year, a third assigned to the owner, some read, a quarter archived.
    await sql.query(
      `insert into inbox_items (workspace_id, channel_id, network_id, post_type, conversation_id, author_id,
                                author_name, text, permalink, is_unread, is_archived, created_at)
       select $1, $2, 'sbx-plan-' || g, 'mention', 0, 'someone-' || g % 500, 'Someone', 'Hello', '', g % 7 = 0,
              g % 4 = 0, now() - g * interval '13 minutes'
       from generate_series(1, 40000) g`,
      [workspaceId, channelId],
    );
    await sql.query(`update inbox_items set assignee_id = $1 where network_id like 'sbx-plan-%' and id % 3 = 0`, [
      ownerId,
    ]);
    await sql.query('analyze inbox_items');
    for (const assignee of [ownerId, 'none'] as const)
      for (const unreadOnly of [false, true]) {
        const { text, values } = pageStatementText(
          service.instances[0]!.database.db,
          workspaceId,
          { archived: false, unreadOnly, assignee },
          { kind: 'none' },
        );
        // As the service's prepared statement runs: planned for its values (a generic plan cannot use the list's
        // partial indexes, whose `in_list` is one of its parameters, so PostgreSQL keeps planning each call afresh).
        await sql.query(`prepare page as ${text}`);
        const literals = values.map((v) => (typeof v === 'string' ? sql.escapeLiteral(v) : String(v)));
        const explained = await sql.query<{ 'QUERY PLAN': string }>(`explain execute page(${literals.join(', ')})`);
        await sql.query('deallocate page');
        const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        const view = `assignee=${assignee}${unreadOnly ? ', unread only' : ''}:\n${plan}`;
        // The page: a limit over the view's index, read in the list's order (no sort), then the channel of each.
        expect(plan, view).toMatch(
          new RegExp(
            `^Limit .*\\n(?:  InitPlan[^]*?)?  ->  Nested Loop .*\\n        ->  Index Scan Backward using ${
              unreadOnly ? 'inbox_assignee_unread_idx' : 'inbox_assignee_idx'
            } on inbox_items`,
          ),
        );
        expect(plan, view).not.toMatch(/Sort Key: inbox_items\.created_at/);
      }
  });
});
