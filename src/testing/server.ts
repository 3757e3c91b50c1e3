import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  AccountGetResponse,
  ChannelsNetworksResponse,
  DraftsGetResponse,
  Error as ApiErrorBody,
  NotificationsSettingsResponse,
  OnboardingGetResponse,
  SandboxGetResponse,
  SetupGetResponse,
  WorkspacesListResponse,
} from '../api/generated/types.gen';

export const API = 'http://localhost:3000/api';

export const account: AccountGetResponse = {
  status: 'success',
  data: {
    user: { user_id: '1', name: 'Maya Chen', email: 'owner@demo.test', picture: '/avatars/user-1.svg', role: 'owner' },
    workspace: { workspace_id: '1', name: 'Northwind Coffee', timezone: 'America/New_York', clock: '24h' },
  },
};

/** `account/get` answering as another member (a collaborator, say): the demo's owner with what `user` changes. */
export const accountAs = (user: Partial<AccountGetResponse['data']['user']>) =>
  http.get(`${API}/account/get`, () =>
    HttpResponse.json({ ...account, data: { ...account.data, user: { ...account.data.user, ...user } } }),
  );

export const draftsWithChannels: DraftsGetResponse = {
  status: 'success',
  data: {
    count: 0,
    drafts: [],
    channels: [
      {
        channel_id: '11',
        channel_type: 1,
        name: 'Northwind Coffee',
        screen_name: 'northwindcoffee',
        picture: '/avatars/network-1.svg',
      },
      {
        channel_id: '15',
        channel_type: 5,
        name: 'Northwind Cafe',
        screen_name: 'northwind.cafe',
        picture: '/avatars/network-5.svg',
      },
    ],
  },
};

/** Both channels are on the sandbox network, publishing normally, with the demo's practice traffic. */
export const sandboxSettings: SandboxGetResponse = {
  status: 'success',
  data: ['11', '15'].map((channel_id) => ({
    channel_id,
    behaviour: 'publish',
    failure_reason: null,
    publications: 0,
    latency_ms: 0,
    latency_jitter_ms: 0,
    practice_traffic: 1,
  })),
};

export const setupDone: SetupGetResponse = { status: 'success', data: { setup_needed: false, signup: 'invite' } };

/** The owner's only workspace; sign-up is by invitation, so no other can be created. */
export const oneWorkspace: WorkspacesListResponse = {
  status: 'success',
  data: {
    workspaces: [{ workspace_id: '1', name: 'Northwind Coffee', role: 'owner', current: true }],
    can_create: false,
  },
};

/** A server with Bluesky, and every network that signs in on its own pages without its app's settings. */
const notSetUp = (channel_type: number, name: string, net: string) => ({
  channel_type,
  name,
  connect: 'oauth' as const,
  status: 'not_configured' as const,
  missing_settings: [`${net}_CLIENT_ID`, `${net}_CLIENT_SECRET`],
});

export const networksOffered: ChannelsNetworksResponse = {
  status: 'success',
  data: [
    notSetUp(1, 'X', 'X'),
    notSetUp(2, 'Facebook Page', 'FACEBOOK'),
    notSetUp(4, 'LinkedIn', 'LINKEDIN'),
    notSetUp(5, 'Instagram', 'INSTAGRAM'),
    notSetUp(6, 'Pinterest', 'PINTEREST'),
    notSetUp(7, 'Google Business Profile', 'GOOGLE'),
    { channel_type: 3, name: 'Bluesky', connect: 'app_password', status: 'available', missing_settings: [] },
  ],
};

export const errorBody = (code: string, message: string): ApiErrorBody => ({ status: 'error', code, message });

/** A workspace past its first hour: the getting-started guide is done, so the dashboard opens on the inbox. */
export const guideDone: OnboardingGetResponse = {
  status: 'success',
  data: {
    steps: { channels: true, team: true, schedule: true, first_post: true },
    done: 4,
    total: 4,
    dismissed: false,
    show: false,
  },
};

/** The caller's email notifications as a member who has chosen nothing has them, on a service that sends email. */
export const notificationSettings: NotificationsSettingsResponse = {
  status: 'success',
  data: {
    email_enabled: 1,
    kinds: [
      { kind: 'approval_requested', email: 'now', default_email: 'now' },
      { kind: 'post_approved', email: 'digest', default_email: 'digest' },
      { kind: 'post_sent_back', email: 'now', default_email: 'now' },
      { kind: 'post_failed', email: 'now', default_email: 'now' },
      { kind: 'channel_needs_reconnect', email: 'now', default_email: 'now' },
      { kind: 'conversation_assigned', email: 'digest', default_email: 'digest' },
      { kind: 'mentioned', email: 'digest', default_email: 'digest' },
    ],
    digest_hour: 8,
    timezone: '',
    digest_zone: 'America/New_York',
  },
};

/** The API as the dashboard sees it by default: a logged-in owner with two channels. */
export const handlers = [
  http.get(`${API}/onboarding/get`, () => HttpResponse.json(guideDone)),
  http.get(`${API}/account/get`, () => HttpResponse.json(account)),
  http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
  http.get(`${API}/sandbox/get`, () => HttpResponse.json(sandboxSettings)),
  http.get(`${API}/channels/get`, () => HttpResponse.json({ status: 'success', data: [] })),
  http.get(`${API}/channels/networks`, () => HttpResponse.json(networksOffered)),
  // The account menu's workspace switcher asks on every page.
  http.get(`${API}/workspaces/list`, () => HttpResponse.json(oneWorkspace)),
  // A service with people: the login screen shows, rather than the first start.
  http.get(`${API}/setup/get`, () => HttpResponse.json(setupDone)),
  // An open conversation tells the team who is on it (decision 042); a test that reads what it said serves its own.
  http.post(`${API}/inbox/presence`, () => HttpResponse.json({ status: 'success', data: { expires_in: 30 } })),
  // The shell shows how many mentions are unseen on every page: none unless a test says otherwise.
  http.get(`${API}/inbox/mentions`, () =>
    HttpResponse.json({ status: 'success', data: { count: 0, limit: 20, view_more: 0, unseen: 0, mentions: [] } }),
  ),
  // The shell's bell counts the caller's unread notifications on every page: none unless a test says otherwise.
  http.get(`${API}/notifications/list`, () =>
    HttpResponse.json({ status: 'success', data: { count: 0, limit: 20, view_more: 0, unread: 0, notifications: [] } }),
  ),
  // The shell opens on the inbox: empty unless a test says otherwise.
  http.get(`${API}/inbox/get`, () =>
    HttpResponse.json({ status: 'success', data: { count: 0, limit: 20, view_more: 0, active: 0, posts: [] } }),
  ),
  // The inbox's views count its items, and its filters offer the workspace's labels: none unless a test says so.
  http.get(`${API}/inbox/assignees`, () =>
    HttpResponse.json({
      status: 'success',
      data: { everyone: { open: 0, unread: 0 }, unassigned: { open: 0, unread: 0 }, assignees: [] },
    }),
  ),
  http.get(`${API}/labels/list`, () => HttpResponse.json({ status: 'success', data: [] })),
  // Profile shows them.
  http.get(`${API}/notifications/settings`, () => HttpResponse.json(notificationSettings)),
  // An approval card counts its post's comments (decision 056): none unless a test says otherwise.
  http.get(`${API}/posts/comments`, () => HttpResponse.json({ status: 'success', data: { count: 0, comments: [] } })),
  // People lists the open review links (decision 060): none unless a test says otherwise.
  http.get(`${API}/reviews/list`, () => HttpResponse.json({ status: 'success', data: [] })),
  // The composer reads whether links get UTM parameters (decision 068): off unless a test says otherwise.
  http.get(`${API}/workspace/utm`, () => HttpResponse.json({ status: 'success', data: { enabled: 0, campaign: '' } })),
];

export const server = setupServer(...handlers);

/** The workspace has chosen the 12-hour clock (1:00 PM) for this test. */
export function serveTwelveHourClock() {
  server.use(
    http.get(`${API}/account/get`, () =>
      HttpResponse.json({
        ...account,
        data: { ...account.data, workspace: { ...account.data.workspace, clock: '12h' } },
      }),
    ),
  );
}

/** Records the JSON bodies a POST endpoint receives ({} for none), answering with what `answer` makes of each. */
export function recordPosts<T>(path: string, answer: (body: T) => Response | Promise<Response>): T[] {
  const bodies: T[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as T;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}
