// What today's migrations add to a database each snapshotted release made, and what they fill it with, as the
// migrations' own comments say. A new snapshot gets its entry here; a later migration that changes what an earlier
// one filled in changes the entries it concerns.
import { expect } from 'vitest';
import type { Contents, Row } from './contents.ts';
import type { Answer } from './serve.ts';

interface Caller {
  get: (path: string, params?: Record<string, string | number>) => Promise<Answer>;
}

export interface SinceRelease {
  /** Every column the migrations since the release add, as `table.column`. */
  added: string[];
  /** Checks the rows the release left, once migrated. */
  filled: (after: Contents) => void;
  /** Checks what the service makes of them: `owner` is the demo's owner, `signedUp` the team that signed up alone. */
  serves: (people: { owner: Caller; signedUp: Caller }) => Promise<void>;
}

export const rowsIn = (contents: Contents, table: string): Row[] => contents.tables.get(`public.${table}`)!.rows;

const columnsOf = (table: string, columns: string[]) => columns.map((column) => `${table}.${column}`);

/**
 * Migration 0025's units of work (decision 038), worked out again from the items themselves: a direct-message
 * conversation; a top comment (no parent, a parent the inbox lacks, or a channel's own post as parent) and the
 * replies under it. Inbound items answered by a reply of ours (or a later direct message of ours) have
 * `answered_at`, the first such answer's time.
 */
function expectUnitsOfWork(items: Row[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const headOf = (item: Row): unknown => {
    if (item.is_direct) return item.conversation_id === 0 ? item.id : item.conversation_id;
    const parent = item.parent_id === null ? undefined : byId.get(item.parent_id);
    if (!parent || (parent.parent_id === null && parent.post_type === 'post')) return item.id;
    return headOf(parent);
  };
  const time = (value: unknown) => (value === null ? null : new Date(value as string).getTime());
  expect(items.length).toBeGreaterThan(0);
  let answered = 0;
  for (const item of items) {
    expect(item.work_id, `item ${item.id}`).toBe(headOf(item));
    expect([item.assignee_id, item.written_by, item.done_at]).toEqual([null, null, null]);
    const ours = item.by_channel
      ? []
      : items.filter((r) =>
          item.is_direct
            ? r.is_direct &&
              r.by_channel &&
              r.conversation_id === item.conversation_id &&
              time(r.created_at)! >= time(item.created_at)!
            : r.by_channel && r.parent_id === item.id && item.post_type !== 'post',
        );
    const first = ours.length ? Math.min(...ours.map((r) => time(r.created_at)!)) : null;
    expect(time(item.answered_at), `item ${item.id}`).toBe(first);
    if (first !== null) answered += 1;
  }
  // The release's data has answered conversations, or this checks nothing of answered_at.
  expect(answered).toBeGreaterThan(0);
}

const DEMO_PEOPLE = ['owner@demo.test', 'other@demo.test'];

export const SINCE_RELEASE: Record<string, SinceRelease> = {
  '0.1.0': {
    added: [
      'memberships.guide_dismissed_at',
      'workspaces.schedule_checked_at',
      'channels.sandbox_practice_traffic',
      'workspaces.is_demo',
      'workspaces.clock',
      'audit_events.subjects',
      // 0025: the team inbox (decision 038).
      ...columnsOf('inbox_items', ['work_id', 'assignee_id', 'answered_at', 'done_at', 'written_by']),
      ...columnsOf('inbox_work', [
        'work_id',
        'workspace_id',
        'channel_id',
        'assignee_id',
        'assigned_at',
        'assigned_by',
        'snoozed_until',
        'updated_at',
      ]),
      ...columnsOf('labels', ['id', 'workspace_id', 'name', 'color', 'created_at']),
      // 0029: a label's rows carry their items' state (decision 045).
      ...columnsOf('inbox_item_labels', [
        'item_id',
        'label_id',
        'workspace_id',
        'created_at',
        'channel_id',
        'is_archived',
        'unread',
      ]),
      ...columnsOf('saved_replies', [
        'id',
        'workspace_id',
        'title',
        'text',
        'use_count',
        'created_by',
        'created_at',
        'updated_at',
      ]),
      ...columnsOf('inbox_notes', [
        'id',
        'workspace_id',
        'channel_id',
        'item_id',
        'conversation_id',
        'work_id',
        'author_id',
        'author_name',
        'text',
        'created_at',
      ]),
      ...columnsOf('inbox_mentions', ['note_id', 'user_id', 'workspace_id', 'seen_at', 'created_at']),
      ...columnsOf('inbox_routing', [
        'workspace_id',
        'enabled',
        'channel_ids',
        'member_ids',
        'next_index',
        'updated_at',
      ]),
      // 0030: notifications (decision 053).
      ...columnsOf('notifications', [
        'id',
        'workspace_id',
        'user_id',
        'kind',
        'actor_id',
        'actor_name',
        'post_id',
        'excerpt',
        'channel_id',
        'channel_name',
        'item_id',
        'conversation_id',
        'reason',
        'count',
        'gather_key',
        'created_at',
        'updated_at',
        'read_at',
      ]),
      // 0031: approval steps (decision 057).
      'posts.approval_step',
      ...columnsOf('approval_steps', ['workspace_id', 'position', 'who', 'user_id', 'created_at']),
      ...columnsOf('post_approvals', ['post_id', 'step', 'decided_by_id', 'decided_by_name', 'decision', 'at']),
      // 0032: notifications by email (decision 058).
      ...columnsOf('notifications', ['mailed_count', 'mailed_at', 'mail_claimed_at']),
      ...columnsOf('notification_settings', [
        'workspace_id',
        'user_id',
        'modes',
        'digest_hour',
        'timezone',
        'updated_at',
      ]),
      // 0033: comments on posts and drafts (decision 056), and the draft a notification of one names.
      'notifications.draft_id',
      ...columnsOf('post_comments', [
        'id',
        'workspace_id',
        'post_id',
        'draft_id',
        'author_id',
        'author_name',
        'body',
        'created_at',
        'deleted_at',
      ]),
      // 0034: review links (decision 060), and who sent a draft back when they have no account.
      'drafts.rejected_by_name',
      ...columnsOf('reviews', [
        'id',
        'workspace_id',
        'token_hash',
        'note',
        'created_by_id',
        'created_by_name',
        'created_at',
        'expires_at',
        'revoked_at',
      ]),
      ...columnsOf('review_posts', ['review_id', 'post_id', 'position']),
      ...columnsOf('review_decisions', ['id', 'review_id', 'post_id', 'name', 'decision', 'comment', 'step', 'at']),
      // 0035: snippets, saved hashtag groups and signatures (decision 067).
      ...columnsOf('snippets', [
        'id',
        'workspace_id',
        'kind',
        'name',
        'body',
        'created_by',
        'created_at',
        'updated_at',
      ]),
      // 0036: a version per network (decision 063), links with UTM parameters (068), recurring posts (069).
      ...columnsOf('posts', ['has_version', 'utm_campaign', 'series_id', 'repeat_every', 'occurrence', 'occurrences']),
      'short_links.target',
      ...columnsOf('workspaces', ['utm_enabled', 'utm_campaign']),
      // 0037: threads (decision 064) and first comments (065).
      ...columnsOf('posts', ['first_comment', 'first_comment_status', 'first_comment_error']),
      'sandbox_publications.reply_to',
      ...columnsOf('post_parts', [
        'post_id',
        'position',
        'message',
        'state',
        'network_id',
        'permalink',
        'error',
        'published_at',
        'updated_at',
      ]),
      // 0038: pictures' names and renditions (decisions 061, 062).
      ...columnsOf('media', ['name', 'thumbnail_key', 'jpeg_key']),
      // 0039: drafts carry versions, a thread, a first comment, a campaign and a repeat (decision 070).
      ...columnsOf('drafts', [
        'versions',
        'thread',
        'first_comment',
        'utm_campaign',
        'repeat_every',
        'repeat_until',
        'repeat_count',
      ]),
      // 0040: results (decision 073): each post's figures and their readings, each channel's days.
      ...columnsOf('channels', ['results_paused_until', 'growth_day', 'growth_tries']),
      ...columnsOf('post_results', [
        'post_id',
        'workspace_id',
        'channel_id',
        'network_post_id',
        'published_at',
        'permalink',
        'likes',
        'comments',
        'shares',
        'quotes',
        'saves',
        'impressions',
        'network_clicks',
        'link_clicks',
        'engagement',
        'rate_base',
        'followers_at_post',
        'state',
        'refreshes',
        'refreshed_at',
        'next_refresh_at',
      ]),
      ...columnsOf('post_result_samples', [
        'post_id',
        'taken_at',
        'likes',
        'comments',
        'shares',
        'quotes',
        'saves',
        'impressions',
        'network_clicks',
        'link_clicks',
        'engagement',
      ]),
      ...columnsOf('channel_days', [
        'channel_id',
        'day',
        'workspace_id',
        'followers',
        'following',
        'posts_total',
        'views',
        'website_clicks',
        'calls',
        'directions',
        'reviews',
        'rating',
      ]),
      // 0041: the workspace's logo on its reports (decision 078).
      ...columnsOf('workspaces', ['logo_media_id']),
      // 0042: results reports mailed on a schedule (decision 079).
      ...columnsOf('report_schedules', [
        'id',
        'workspace_id',
        'name',
        'frequency',
        'weekday',
        'month_day',
        'time',
        'recipients',
        'channel_ids',
        'attach_csv',
        'next_run_at',
        'tries',
        'last_sent_at',
        'last_error',
        'created_by',
        'created_at',
      ]),
    ],
    filled(after) {
      const workspaces = rowsIn(after, 'workspaces');
      // 0021: a workspace that worked before the guide came has chosen its times already; nobody put a guide away.
      for (const w of workspaces) expect(w.schedule_checked_at, String(w.name)).toBe(w.created_at);
      for (const m of rowsIn(after, 'memberships')) expect(m.guide_dismissed_at).toBeNull();

      // 0022: the demo's two workspaces are the demo's, the team that signed up on its own is not; the demo's
      // sandbox channels go on getting practice traffic, the team's own sandbox channel does not start to.
      const demoUsers = rowsIn(after, 'users')
        .filter((u) => DEMO_PEOPLE.includes(String(u.email)))
        .map((u) => u.id);
      const demoWorkspaces = new Set(
        rowsIn(after, 'memberships')
          .filter((m) => demoUsers.includes(m.user_id))
          .map((m) => m.workspace_id),
      );
      expect(workspaces.filter((w) => w.is_demo).map((w) => w.name)).toEqual(
        expect.arrayContaining(['Northwind Coffee', 'Harbor Books']),
      );
      for (const w of workspaces) expect(w.is_demo, String(w.name)).toBe(demoWorkspaces.has(w.id));
      const sandbox = rowsIn(after, 'channels').filter((c) => c.connector === 'sandbox');
      for (const c of sandbox)
        expect(c.sandbox_practice_traffic, String(c.name)).toBe(demoWorkspaces.has(c.workspace_id));
      expect(sandbox.some((c) => !c.sandbox_practice_traffic)).toBe(true);

      // 0023 and 0024: the 24-hour clock every workspace had, and no subjects recorded for the events before them.
      for (const w of workspaces) expect(w.clock).toBe('24h');
      for (const e of rowsIn(after, 'audit_events')) expect(e.subjects).toEqual([]);

      // 0025: every item in its unit of work, what our channels had answered, nobody assigned, nothing done yet.
      expectUnitsOfWork(rowsIn(after, 'inbox_items'));

      // 0031: posts awaiting approval wait at the one step there was; the others at none.
      const posts = rowsIn(after, 'posts');
      expect(posts.some((p) => p.to_approve && p.status === 0)).toBe(true);
      for (const p of posts) expect(p.approval_step, `post ${p.id}`).toBe(p.to_approve && p.status === 0 ? 1 : null);

      // 0036: every post's text is its group's, none repeats, no workspace adds UTM parameters.
      for (const p of posts) expect([p.has_version, p.series_id], `post ${p.id}`).toEqual([false, null]);
      for (const w of workspaces) expect([w.utm_enabled, w.utm_campaign]).toEqual([false, '']);
      // 0037: no post has a first comment to publish.
      for (const p of posts) expect(p.first_comment_status, `post ${p.id}`).toBeNull();
    },
    async serves({ owner, signedUp }) {
      const guide = (await signedUp.get('/onboarding/get')).body.data;
      expect(guide).toMatchObject({
        steps: { channels: true, team: false, schedule: true, first_post: true },
        done: 3,
        show: true,
      });
      const practice = async (caller: Caller) =>
        ((await caller.get('/sandbox/get')).body.data as { practice_traffic: number }[]).map((c) => c.practice_traffic);
      expect(new Set(await practice(owner))).toEqual(new Set([1]));
      expect(await practice(signedUp)).toEqual([0]);
      expect((await owner.get('/workspace/get')).body.data).toMatchObject({ clock: '24h' });
    },
  },
};
