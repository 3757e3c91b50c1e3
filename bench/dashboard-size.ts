// The dashboard's size: the initial JavaScript of the inbox route (what a browser fetches until the page settles),
// gzip, against a bare React + React Query + TanStack Router page built with the same toolchain.
import type { Page } from '@playwright/test';
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

/** A logged-in session, as src/lib/auth/session.ts keeps it. */
const loggedIn = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('social-desk.session', JSON.stringify({ token: 'bench', expiresAt: Date.now() + 3_600_000 })),
  );

const figures = { likes: 40, comments: 6, shares: 8, quotes: 2, saves: 3, impressions: 2400, network_clicks: 12 };
/** What the analytics route asks for its first view: a month's posts and channels (decision 077). */
const analyticsApi: Record<string, unknown> = {
  ...api,
  'analytics/posts': {
    status: 'success',
    data: {
      from: '2026-10-29',
      to: '2026-11-27',
      count: 30,
      totals: {
        posts: 30,
        ...figures,
        link_clicks: 90,
        engagement: 59,
        engagement_rate: 0.024,
        rate_base: 'impressions',
      },
      posts: Array.from({ length: 10 }, (_, n) => ({
        post_id: String(100 + n),
        channel_id: '11',
        channel_type: 1,
        message: `Post ${n}: our single origin is back`,
        published_at: '2026-11-20 09:00:00',
        permalink: `https://x.com/northwindcoffee/status/${100 + n}`,
        state: 'final',
        ...figures,
        link_clicks: 3,
        engagement: 59,
        engagement_rate: 0.024,
        rate_base: 'impressions',
        refreshed_at: '2026-11-27 09:00:00',
        final: 1,
      })),
    },
  },
  'analytics/channels': {
    status: 'success',
    data: {
      from: '2026-10-29',
      to: '2026-11-27',
      channels: channels.map((c) => ({
        channel_id: c.channel_id,
        channel_type: c.channel_type,
        name: c.name,
        screen_name: c.screen_name,
        followers_first: 1000,
        followers_last: 1040,
        followers_change: 40,
        posts: 15,
        engagement: 300,
        engagement_rate: 0.02,
        rate_base: 'impressions',
        impressions: 15000,
        link_clicks: 45,
        days: Array.from({ length: 30 }, (_, d) => ({
          day: `2026-11-${String((d % 28) + 1).padStart(2, '0')}`,
          followers: 1000 + d,
          posts: 1,
          engagement: 10,
          impressions: 500,
          link_clicks: 1,
          views: null,
          website_clicks: null,
          calls: null,
          directions: null,
        })),
      })),
      networks: [],
    },
  },
};

/** The analytics route's first view: its figures and tables, with the chart library loaded after them. */
const analyticsSize = (): Promise<Figure[]> =>
  pageAgainstBare({
    name: 'dashboard, analytics route',
    short: 'dashboard analytics',
    path: '/analytics',
    prepare: async (page) => {
      await loggedIn(page);
      await stubApi(analyticsApi)(page);
    },
    ready: 'Post 0: our single origin is back',
    // Recharts (its own class names are in its code) and the page's charts over it (lines drawn with gaps: decision
    // 077), both asked for once the figures are shown.
    apart: {
      name: 'the charts and their library',
      is: (body) => body.includes('recharts-surface') || body.includes('connectNulls'),
    },
  });

export const dashboardSize = async (): Promise<Figure[]> => [...(await inboxSize()), ...(await analyticsSize())];

const inboxSize = (): Promise<Figure[]> =>
  pageAgainstBare({
    name: 'dashboard, inbox route',
    short: 'dashboard inbox',
    path: '/inbox',
    prepare: async (page) => {
      await loggedIn(page);
      await stubApi(api)(page);
    },
    ready: 'Customer 0',
  });
