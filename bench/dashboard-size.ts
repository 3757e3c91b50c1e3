// The dashboard's size: the initial JavaScript of the inbox route (what a browser fetches until the page settles),
// gzip, against a bare React + React Query + TanStack Router page built with the same toolchain.
import type { Figure } from './figures.ts';
import { pageAgainstBare, stubApi } from './page-size.ts';

/** What the inbox route asks the service for, answered with fixed bodies shaped like the contract. */
const channels = [
  { channel_id: '11', channel_type: 1, name: 'Northwind Coffee', screen_name: 'northwindcoffee', picture: '' },
  { channel_id: '15', channel_type: 5, name: 'Northwind Cafe', screen_name: 'northwind.cafe', picture: '' },
];
const item = (n: number) => ({
  text: `Item ${n}: when do you open on Sundays?`,
  object_id: `net-${n}`,
  channel_reply_index: '0',
  post_id: String(1000 - n),
  channel_id: '11',
  timestamp: '2026-06-12 09:00:00',
  user_name: `Customer ${n}`,
  user_id: `u${n}`,
  user_picture: '',
  is_direct_post: '0',
  is_unread: n % 2 ? '1' : '0',
  reply_id: String(1000 - n),
  channel: '1',
  parent_id: '0',
  get_conversation_id: String(1000 - n),
  post_creator_id: `u${n}`,
  service_action_id: '',
  service_reply_id: '',
  post_type: 'mention',
  channel_id_screen_name: 'northwindcoffee',
  channel_picture: '',
  mobile_permalink: '',
  is_actionable: 1,
  can_delete: 0,
  no_data: 0,
  is_actioned: 0,
  first_response: 0,
  action_counter: 0,
  is_liked: 0,
  attachment: null,
  work_id: String(1000 - n),
  assignee_id: n % 3 ? '0' : '1',
  assignee_name: n % 3 ? '' : 'Maya Chen',
  labels: n % 4 ? [] : [{ label_id: '1', name: 'Refund', color: '#dc2626' }],
  is_note: 0,
  snoozed_until: '',
});
const api: Record<string, unknown> = {
  'account/get': {
    status: 'success',
    data: {
      user: { user_id: '1', name: 'Maya Chen', email: 'owner@demo.test', role: 'owner' },
      workspace: { workspace_id: '1', name: 'Northwind Coffee', timezone: 'America/New_York' },
    },
  },
  'drafts/get': { status: 'success', data: { count: 0, drafts: [], channels } },
  'inbox/get': {
    status: 'success',
    data: { count: 20, limit: 20, view_more: 0, active: 10, posts: Array.from({ length: 20 }, (_, n) => item(n)) },
  },
  // The views' counts and the labels the inbox asks for beside its list (issue 35).
  'inbox/assignees': {
    status: 'success',
    data: {
      everyone: { open: 20, unread: 10 },
      unassigned: { open: 13, unread: 6 },
      assignees: [{ user_id: '1', name: 'Maya Chen', picture: '', is_member: 1, open: 7, unread: 4 }],
    },
  },
  'labels/list': { status: 'success', data: [{ label_id: '1', name: 'Refund', color: '#dc2626' }] },
};

export const dashboardSize = (): Promise<Figure[]> =>
  pageAgainstBare({
    name: 'dashboard, inbox route',
    short: 'dashboard inbox',
    path: '/inbox',
    prepare: async (page) => {
      // A logged-in session, as src/lib/auth/session.ts keeps it.
      await page.addInitScript(() =>
        localStorage.setItem(
          'social-desk.session',
          JSON.stringify({ token: 'bench', expiresAt: Date.now() + 3_600_000 }),
        ),
      );
      await stubApi(api)(page);
    },
    ready: 'Customer 0',
  });
