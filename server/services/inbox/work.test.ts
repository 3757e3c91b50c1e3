// Migration 0025's triggers (decision 038): every item joins its unit of work and its assignee as it arrives, our
// replies mark what they answer, and archiving records when an item was done.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openedPerTest } from '../../testing/test-app.ts';

const open = openedPerTest();

describe('an item arriving in the inbox', () => {
  it('joins its unit of work, its assignee, and marks what our replies answer', async () => {
    const t = await open();
    const db = t.deps.db;
    const [channel] = (await db.execute(sql`select id, workspace_id from channels order by id limit 1`)).rows as {
      id: number;
      workspace_id: number;
    }[];
    let n = 0;
    /** Inserts an item as the pollers do (its id taken first, a root its own conversation); answers its row. */
    const arrive = async (item: { parent?: number; direct?: boolean; ours?: boolean; type?: string; at: string }) => {
      n += 1;
      const [row] = (
        await db.execute(sql`
          with next as (select nextval(pg_get_serial_sequence('inbox_items', 'id'))::int as id)
          insert into inbox_items (id, workspace_id, channel_id, network_id, post_type, parent_id, conversation_id,
                                   is_direct, by_channel, author_id, author_name, text, permalink, created_at)
          overriding system value
          select next.id, ${channel!.workspace_id}, ${channel!.id}, ${`work-test-${n}`}, ${item.type ?? 'reply'},
                 ${item.parent ?? null}::int,
                 coalesce((select conversation_id from inbox_items where id = ${item.parent ?? null}::int), next.id),
                 ${item.direct ?? false}, ${item.ours ?? false}, 'someone', 'Someone', 'text', '', ${item.at}::timestamptz
          from next
          returning id, work_id, assignee_id, answered_at`)
      ).rows as { id: number; work_id: number; assignee_id: number | null; answered_at: string | null }[];
      return row!;
    };
    const answeredAt = async (id: number) =>
      (
        (await db.execute(sql`select answered_at from inbox_items where id = ${id}`)).rows[0] as {
          answered_at: unknown;
        }
      ).answered_at;

    // A channel's own post is a unit of its own, and so is each comment on it, with the replies under that comment.
    const post = await arrive({ type: 'post', ours: true, at: '2026-11-01T09:00:00Z' });
    expect(post.work_id).toBe(post.id);
    const comment = await arrive({ parent: post.id, at: '2026-11-01T09:05:00Z' });
    const other = await arrive({ parent: post.id, at: '2026-11-01T09:06:00Z' });
    expect([comment.work_id, other.work_id]).toEqual([comment.id, other.id]);
    const follow = await arrive({ parent: comment.id, at: '2026-11-01T09:07:00Z' });
    expect(follow.work_id).toBe(comment.id);

    // Assigned, the unit's new items come to the same person.
    const [member] = (
      await db.execute(sql`select user_id from memberships where workspace_id = ${channel!.workspace_id} limit 1`)
    ).rows as { user_id: number }[];
    await db.execute(sql`insert into inbox_work (work_id, workspace_id, channel_id, assignee_id)
                         values (${comment.id}, ${channel!.workspace_id}, ${channel!.id}, ${member!.user_id})`);
    const later = await arrive({ parent: follow.id, at: '2026-11-01T09:20:00Z' });
    expect(later).toMatchObject({ work_id: comment.id, assignee_id: member!.user_id });
    expect((await arrive({ parent: post.id, at: '2026-11-01T09:21:00Z' })).assignee_id).toBeNull();

    // Our reply answers the comment it replies to, once: the first answer's time stays.
    await arrive({ parent: comment.id, ours: true, at: '2026-11-01T09:30:00Z' });
    await arrive({ parent: comment.id, ours: true, at: '2026-11-01T09:45:00Z' });
    expect(new Date((await answeredAt(comment.id)) as string).toISOString()).toBe('2026-11-01T09:30:00.000Z');
    expect(await answeredAt(other.id)).toBeNull();

    // A direct-message conversation is one unit; our message answers every message of theirs before it.
    const first = await arrive({ direct: true, at: '2026-11-02T10:00:00Z' });
    const second = await arrive({ direct: true, parent: first.id, at: '2026-11-02T10:01:00Z' });
    expect(second.work_id).toBe(first.id);
    await arrive({ direct: true, parent: second.id, ours: true, at: '2026-11-02T10:10:00Z' });
    const after = await arrive({ direct: true, parent: second.id, at: '2026-11-02T10:20:00Z' });
    expect(await answeredAt(first.id)).not.toBeNull();
    expect(await answeredAt(second.id)).not.toBeNull();
    expect(await answeredAt(after.id)).toBeNull();
  });

  it('is done when archived, and open again when brought back', async () => {
    const t = await open();
    const db = t.deps.db;
    const doneAt = async () =>
      (
        (
          await db.execute(
            sql`select done_at from inbox_items where id = (select min(id) from inbox_items where in_list)`,
          )
        ).rows[0] as { done_at: unknown }
      ).done_at;
    const setArchived = (archived: boolean) =>
      db.execute(
        sql`update inbox_items set is_archived = ${archived} where id = (select min(id) from inbox_items where in_list)`,
      );
    await setArchived(false);
    expect(await doneAt()).toBeNull();
    await setArchived(true);
    expect(await doneAt()).not.toBeNull();
    // Archived again while done: the time it was done stays.
    const done = await doneAt();
    await setArchived(true);
    expect(await doneAt()).toEqual(done);
    await setArchived(false);
    expect(await doneAt()).toBeNull();
  });
});
