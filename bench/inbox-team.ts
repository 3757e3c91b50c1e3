// The 1,000,000-item inbox as a team works it (issue 35): units of work, assignees, labels, and the views' calls.
import type pg from 'pg';

/** Teammates beside the demo's two members, who log in with the demo's password. */
export const TEAMMATES = [
  { email: 'priya@demo.test', name: 'Priya Shah', role: 'admin' },
  { email: 'leo@demo.test', name: 'Leo Park', role: 'collaborator' },
  { email: 'ana@demo.test', name: 'Ana Costa', role: 'collaborator' },
  { email: 'tom@demo.test', name: 'Tom Becker', role: 'collaborator' },
];

/**
 * A workspace's labels and how many inbound items carry each: one on about 100,000 (decision 041's slow spot: its
 * unread count), and the long tail a team's topics have. An item may carry several.
 */
export const LABELS = [
  { name: 'Refund', color: '#e5484d', items: 100_000 },
  { name: 'Order issue', color: '#f76b15', items: 30_000 },
  { name: 'Sales lead', color: '#30a46c', items: 10_000 },
  { name: 'Wholesale', color: '#0090ff', items: 4_000 },
  { name: 'Complaint', color: '#8e4ec6', items: 1_500 },
  { name: 'Press', color: '#ffc53d', items: 500 },
  { name: 'Event booking', color: '#12a594', items: 150 },
  { name: 'Influencer', color: '#d6409f', items: 40 },
] as const;

/** A share of units from outside nobody has taken, of 1,000 (the rest go evenly to the members). */
const UNASSIGNED_PER_MILLE = 250;

/**
 * The unit of work and its assignee of each seeded item, as migration 0025's and 0026's triggers set them (the seed
 * runs with triggers off): a direct-message conversation and a mention with its replies are units of their root; a
 * channel's own post is a unit of its own, and so is each comment under it (the seed's comments all answer the
 * post). The assignee is the unit's, chosen from the unit's id by a hash, so every item of a unit has the same one;
 * a channel's own post is nobody's. `$19` is the members' ids.
 */
export const WORK_COLUMNS = `
  case when kind = 'post' then id else root_id end as work_id,
  ((hashint4((case when kind = 'post' then id else root_id end)::int)::bigint + 2147483648) % 1000) as work_roll`;
export const ASSIGNEE = `
  case when (kind = 'post' and k = 0) or work_roll < ${UNASSIGNED_PER_MILLE} then null
       else ($19::int[])[1 + work_roll % cardinality($19::int[])] end`;

/** Adds the teammates to the workspace; answers every member's id, the owner (whom the benchmark logs in as) first. */
export async function addTeammates(client: pg.Client, workspaceId: number): Promise<number[]> {
  await client.query(
    `insert into users (email, name, password_hash, picture)
       select t.email, t.name, o.password_hash, '/avatars/user-' || t.n || '.svg'
       from unnest($1::text[], $2::text[]) with ordinality as t(email, name, n)
       cross join (select password_hash from users where email = 'owner@demo.test') o
     on conflict (email) do nothing`,
    [TEAMMATES.map((t) => t.email), TEAMMATES.map((t) => t.name)],
  );
  await client.query(
    `insert into memberships (workspace_id, user_id, role)
       select $1, u.id, t.role from unnest($2::text[], $3::text[]) as t(email, role) join users u on u.email = t.email
     on conflict do nothing`,
    [workspaceId, TEAMMATES.map((t) => t.email), TEAMMATES.map((t) => t.role)],
  );
  const { rows } = await client.query<{ user_id: number }>(
    `select m.user_id from memberships m join users u on u.id = m.user_id
     where m.workspace_id = $1 order by u.email <> 'owner@demo.test', m.user_id`,
    [workspaceId],
  );
  return rows.map((r) => r.user_id);
}

/**
 * After the bulk load, in a few statements: each assigned unit's row of inbox_work (as an assignment writes it),
 * the labels, and their rows on inbound items (not ours, not a channel's post), spread over the year by a hash of
 * the item's id. A label row keeps the item's time, as labelling writes it.
 */
export async function seedTeamState(client: pg.Client, workspaceId: number, ownerId: number): Promise<void> {
  await client.query(
    `insert into inbox_work (work_id, workspace_id, channel_id, assignee_id, assigned_at, assigned_by, updated_at)
       select id, workspace_id, channel_id, assignee_id, created_at + interval '20 minutes', $2,
              created_at + interval '20 minutes'
       from inbox_items where workspace_id = $1 and id = work_id and assignee_id is not null
     on conflict (work_id) do nothing`,
    [workspaceId, ownerId],
  );
  await client.query(
    `insert into labels (workspace_id, name, color)
       select $1, name, color from unnest($2::text[], $3::text[]) as l(name, color)
     on conflict do nothing`,
    [workspaceId, LABELS.map((l) => l.name), LABELS.map((l) => l.color)],
  );
  await client.query(
    `with inbound as (
       select id, workspace_id, created_at from inbox_items
       where workspace_id = $1 and not by_channel and post_type <> 'post'
     ),
     wanted as (
       select l.id, w.items::float8 / (select count(*) from inbound) as share, w.n
       from unnest($2::text[], $3::int[]) with ordinality as w(name, items, n)
       join labels l on l.workspace_id = $1 and l.name = w.name
     )
     insert into inbox_item_labels (item_id, label_id, workspace_id, created_at)
       select i.id, w.id, i.workspace_id, i.created_at from inbound i cross join wanted w
       where (hashint4(i.id * 16 + w.n::int)::float8 + 2147483648) / 4294967296 < w.share
     on conflict do nothing`,
    [workspaceId, LABELS.map((l) => l.name), LABELS.map((l) => l.items)],
  );
  await client.query('analyze inbox_work');
  await client.query('analyze labels');
  await client.query('analyze inbox_item_labels');
}

export interface TeamScene {
  /** The members other than the one logged in. */
  others: number[];
  /** The labels by size, the largest first. */
  labels: { id: number; items: number }[];
}

export async function readTeamScene(client: pg.Client, workspaceId: number, me: number): Promise<TeamScene> {
  const { rows: members } = await client.query<{ user_id: number }>(
    'select user_id from memberships where workspace_id = $1 and user_id <> $2 order by user_id',
    [workspaceId, me],
  );
  const { rows: labels } = await client.query<{ id: number; items: number }>(
    `select l.id, count(il.item_id)::int as items from labels l left join inbox_item_labels il on il.label_id = l.id
     where l.workspace_id = $1 group by l.id order by items desc, l.id`,
    [workspaceId],
  );
  return { others: members.map((m) => m.user_id), labels };
}

/** A kind's name for a label view: the largest label apart, the others together. */
export const labelKind = (scene: TeamScene, id: number) =>
  id === scene.labels[0]!.id
    ? `label_id (${scene.labels[0]!.items.toLocaleString('en')} items)`
    : `label_id (${scene.labels.at(-1)!.items.toLocaleString('en')} to ${scene.labels[1]!.items.toLocaleString('en')} items)`;
