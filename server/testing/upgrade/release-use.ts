// What a team does with a release before it is upgraded, through that release's own API over HTTP, so that its
// snapshot (scripts/release-snapshot.ts) holds rows the demo seed never makes: an uploaded picture and the post
// that carries it, a post shared at once, a draft, an invitation still open and one accepted, a second team that
// signed up on its own with a sandbox channel and a queued post, and an API application. Only calls every release
// since 0.1.0 answers alike, over plain HTTP: the code that drives a release is today's, the release is not.
import { png } from '../images.ts';
import { DEMO_APP, formFields } from '../oauth-flow.ts';

type Params = Record<string, string>;

/** The settings a release runs with while its snapshot is made (server/db/snapshots/README.md lists them). */
export const SNAPSHOT_SETTINGS = {
  SEED_INBOX_ITEMS: '200',
  SIMULATOR: '0',
  SIGNUP: 'open',
  PUBLIC_ORIGIN: 'http://localhost:8787',
  SECRET_KEY: 'release snapshots are sealed with this key',
};

/** The people a snapshot holds besides the demo's, with the passwords they were made with. */
export const SNAPSHOT_PEOPLE = {
  demoOwner: { email: 'owner@demo.test', password: 'demo-password' },
  invited: { email: 'lee@example.test', name: 'Lee Park', password: 'lee-password-1' },
  pending: { email: 'jo@example.test' },
  signedUp: { email: 'ada@example.test', name: 'Ada Lovelace', password: 'ada-password-1' },
};

async function answer(reply: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await reply.json()) as Record<string, unknown>;
  if (!reply.ok) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Logs in through the login form as a browser would, for the demo application, and answers the access token. */
async function login(origin: string, email: string, password: string): Promise<string> {
  const query = new URLSearchParams({ ...DEMO_APP, response_type: 'code', state: 'snapshot' });
  query.delete('client_secret');
  const page = await fetch(`${origin}/api/oauth/authorize?${query}`);
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const posted = await fetch(`${origin}/api/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ ...formFields(await page.text()), email, password }).toString(),
  });
  const code = new URL(posted.headers.get('location') ?? 'x:/').searchParams.get('code');
  if (posted.status !== 302 || !code) throw new Error(`logging in as ${email} answered ${posted.status}`);
  const token = await answer(
    await fetch(`${origin}/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`, { method: 'POST' }),
    'getAccessToken',
  );
  return token.access_token as string;
}

function client(origin: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: async (path: string, params: Params = {}) =>
      (await answer(await fetch(`${origin}/api${path}?${new URLSearchParams(params)}`, { headers }), path)).data,
    post: async (path: string, params: Params = {}) =>
      (
        await answer(
          await fetch(`${origin}/api${path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(params),
          }),
          path,
        )
      ).data,
    upload: async (picture: Buffer, contentType: string) =>
      (
        await answer(
          await fetch(`${origin}/api/media/upload`, {
            method: 'POST',
            headers: { ...headers, 'content-type': contentType },
            body: picture,
          }),
          'media/upload',
        )
      ).data,
  };
}

type Channel = { channel_id: string; channel_type: number; connector: string };

/** Uses the release at `origin` (started with SIGNUP=open) as a team would. */
export async function useRelease(origin: string): Promise<void> {
  const { demoOwner, invited, pending, signedUp } = SNAPSHOT_PEOPLE;
  const owner = client(origin, await login(origin, demoOwner.email, demoOwner.password));
  const channels = (await owner.get('/channels/get')) as Channel[];
  const onNetwork = (type: number) => channels.find((c) => c.channel_type === type)!.channel_id;

  // A picture, and the Instagram post that needs it (Instagram takes no post without one).
  const picture = (await owner.upload(
    png(64, 48, (x, y) => [x * 4, y * 5, 128]),
    'image/png',
  )) as { url: string };
  await owner.post('/posts/create', {
    channel_ids: onNetwork(6),
    message: 'Our new cold brew, poured this morning',
    picture: picture.url,
  });
  await owner.post('/posts/create', { channel_ids: onNetwork(3), message: 'Open late on Fridays', share_now: '1' });
  await owner.post('/drafts/create', { message: 'Autumn menu: ideas welcome', channel_ids: onNetwork(1) });

  await owner.post('/invitations/create', { email: pending.email, role: 'collaborator' });
  const invitation = (await owner.post('/invitations/create', { email: invited.email, role: 'admin' })) as {
    link: string;
  };
  const token = new URL(invitation.link).pathname.split('/').pop()!;
  await client(origin).post('/invitations/accept', { token, name: invited.name, password: invited.password });

  await owner.post('/apps/create', { name: 'Snapshot reporting', redirect_uris: 'https://reports.example.test/cb' });

  await client(origin).post('/signup', {
    name: signedUp.name,
    email: signedUp.email,
    password: signedUp.password,
    workspace_name: 'Analytical Engines',
    timezone: 'Europe/London',
  });
  const ada = client(origin, await login(origin, signedUp.email, signedUp.password));
  const own = (await ada.post('/channels/connect', {
    network: 'sandbox',
    channel_type: '1',
    name: 'Engines on X',
  })) as {
    channel_id: string;
  };
  await ada.post('/posts/create', { channel_ids: own.channel_id, message: 'The first note of the engine' });
}
