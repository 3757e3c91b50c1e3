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
