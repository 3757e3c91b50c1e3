/**
 * A team's own workspace from an empty database, in the browser alone: first start (logged in at once), the
 * getting-started guide ticking off a practice channel and an invitation, an API application whose client completes
 * the OAuth flow, the invited collaborator in a second browser (logged in on joining), their post and its approval. Runs against a service of its own, started here on an empty database (SEED_DEMO=0).
 */
import { request, type BrowserContext, type Page } from '@playwright/test';
import { startOwnService, type OwnService } from './own-service';
import { expect, expectNoAxeViolations, test, watchPolicyViolations } from './support';

const PORT = Number(process.env.E2E_EMPTY_PORT ?? 8793);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data-e2e-empty';
const OWNER = { name: 'Ada Lovelace', email: 'ada@example.test', password: 'engines are poetry' };
const COLLAB = { name: 'Charles Babbage', email: 'charles@example.test', password: 'difference engine' };
const CLIENT_REDIRECT = 'http://localhost:4999/callback';

let service: OwnService | undefined;

test.beforeAll(async () => {
  service = await startOwnService(PORT, DATA_DIR, { SEED_DEMO: '0', PUBLISHER: '0' });
});

test.afterAll(async () => {
  await service?.stop();
});

test.use({ baseURL: ORIGIN });

const contexts: BrowserContext[] = [];
const refused: string[][] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(refused.splice(0).flat(), 'the Content-Security-Policy refused something').toEqual([]);
});

const settingsLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name });

/** A client written against the interface: the authorization code flow with its secret, then one call. */
async function clientCallsDraftsGet(clientId: string, clientSecret: string) {
  const api = await request.newContext({ baseURL: ORIGIN, maxRedirects: 0 });
  try {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: CLIENT_REDIRECT,
      response_type: 'code',
      state: 'client-state',
    });
    const form = await api.get(`/api/oauth/authorize?${query}`);
    const html = await form.text();
    expect(html).toContain('CRM sync, an application of Analytical Engines, asks to use your workspace.');
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
    );
    const posted = await api.post('/api/oauth/authorize', {
      form: { ...hidden, email: OWNER.email, password: OWNER.password },
    });
    expect(posted.status()).toBe(302);
    const back = new URL(posted.headers().location!);
    expect(back.origin + back.pathname).toBe(CLIENT_REDIRECT);
    expect(back.searchParams.get('state')).toBe('client-state');
    const token = await api.post(
      `/api/oauth/getAccessToken?${new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: CLIENT_REDIRECT,
        code: back.searchParams.get('code')!,
      })}`,
    );
    expect(token.status()).toBe(200);
    const drafts = await api.get('/api/drafts/get', {
      headers: { authorization: `Bearer ${(await token.json()).access_token}` },
    });
    expect(drafts.status()).toBe(200);
    return (await drafts.json()).data.channels as { name: string }[];
  } finally {
    await api.dispose();
  }
}

test('a new team starts from an empty database: workspace, API application, a collaborator, a post approved', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // First start: the login page leads to "Create your workspace".
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Create your workspace' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Workspace name').fill('Analytical Engines');
  await page.getByLabel('Time zone').fill('Europe/London');
  await page.getByRole('button', { name: 'Create workspace' }).click();

  // Creating the workspace logs its owner in: the getting-started guide opens, nothing done yet.
  const guide = page.getByRole('list', { name: 'Steps' });
  const step = (name: string) => guide.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(page.getByRole('heading', { name: 'Get Analytical Engines started' })).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByText('0 of 4 done')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(step('Connect your accounts')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A practice channel, from the guide: the step ticks itself off.
  await page.getByRole('button', { name: 'Add a practice channel' }).click();
  const adding = page.getByRole('dialog', { name: 'Connect a channel' });
  await expect(adding.getByRole('radio', { name: /Sandbox/ })).toBeChecked();
  await adding.getByLabel('Network it plays').selectOption({ label: 'LinkedIn' });
  await adding.getByLabel('Channel name').fill('Engines on LinkedIn');
  await adding.getByRole('button', { name: 'Add channel' }).click();
  await expect(step('Connect your accounts')).toContainText('Done');
  await expect(page.getByText('1 of 4 done')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Channels' }).getByRole('link')).toHaveCount(1);

  // An invitation from the guide, as a link to hand over.
  await step('Invite your team').getByLabel('Email').fill(COLLAB.email);
  await step('Invite your team').getByLabel('Role', { exact: true }).selectOption({ label: 'Collaborator' });
  await step('Invite your team').getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/invite\//);
  await expect(step('Invite your team')).toContainText('Done');
  await expect(page.getByRole('link', { name: 'Get started, 2 of 4 steps done' })).toBeVisible();

  // An API application, whose secret is shown once; a client completes the OAuth flow with it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await settingsLink(page, 'API applications').click();
  // The page that was open (Profile) has a Name field too: wait for this one's.
  await expect(page.getByRole('heading', { name: 'Register an application' })).toBeVisible();
  await page.getByLabel('Name').fill('CRM sync');
  await page.getByLabel('Redirect URIs').fill(CLIENT_REDIRECT);
  await page.getByRole('button', { name: 'Register application' }).click();
  const secretDialog = page.getByRole('dialog');
  await expect(secretDialog.getByText(/it will not be shown again/)).toBeVisible();
  const clientId = await secretDialog.getByRole('textbox', { name: 'Client ID' }).inputValue();
  const clientSecret = await secretDialog.getByRole('textbox', { name: 'Client secret' }).inputValue();
  await expectNoAxeViolations(page);
  await secretDialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText(clientSecret)).toHaveCount(0);
  expect((await clientCallsDraftsGet(clientId, clientSecret)).map((c) => c.name)).toEqual(['Engines on LinkedIn']);
  await expect(page.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', /\/api\/docs$/);

  // The collaborator accepts it in a browser of their own, logs in and writes a post.
  const theirs = await browser.newContext({ baseURL: ORIGIN });
  contexts.push(theirs);
  refused.push(watchPolicyViolations(theirs));
  const collab = await theirs.newPage();
  await collab.goto(new URL(link).pathname);
  await expect(collab.getByText(/Ada Lovelace invites you to join Analytical Engines/)).toBeVisible();
  await collab.getByLabel('Your name').fill(COLLAB.name);
  await collab.getByLabel('Password', { exact: true }).fill(COLLAB.password);
  await collab.getByRole('button', { name: 'Join Analytical Engines' }).click();
  // Joining logs the collaborator in: the workspace opens, with no guide (setting up is the managers' work).
  await expect(collab).toHaveURL(/\/inbox$/);
  await expect(collab.getByRole('link', { name: /Get started/ })).toHaveCount(0);
  await expectNoAxeViolations(collab);
  await collab
    .getByRole('region', { name: 'Channels' })
    .getByRole('link', { name: /Engines on LinkedIn/ })
    .click();
  await collab.getByRole('button', { name: 'New post' }).click();
  const composer = collab.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('Message').fill('Our engine computes Bernoulli numbers.');
  await composer.getByRole('button', { name: 'Send for approval' }).click();
  await expect(composer).toBeHidden();

  // The owner sees the new member, and approves the post into the queue.
  await settingsLink(page, 'People').click();
  await expect(page.getByRole('cell', { name: 'Charles Babbage', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' }).click();
  const waiting = page.getByRole('list', { name: 'Posts awaiting approval' });
  const post = waiting.getByRole('article').filter({ hasText: 'Bernoulli numbers' });
  await post.getByRole('button', { name: 'Approve' }).click();
  await expect(post).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('link', { name: /Engines on LinkedIn/ })
    .click();
  await expect(
    page.getByRole('list', { name: 'Queue' }).getByRole('article', { name: /Bernoulli numbers/ }),
  ).toBeVisible();

  // The audit log tells the story, naming who and what in words.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await settingsLink(page, 'Audit log').click();
  const rows = page.getByRole('table', { name: 'Audit events, newest first' }).getByRole('row');
  for (const what of [
    'Ada Lovelace created the workspace Analytical Engines',
    'Ada Lovelace connected Engines on LinkedIn (LinkedIn)',
    'Ada Lovelace registered the API application CRM sync',
    'Ada Lovelace invited charles@example.test as Collaborator',
    'Charles Babbage joined the workspace as Collaborator',
    'Ada Lovelace approved “Our engine computes Bernoulli numbers.” on Engines on LinkedIn (LinkedIn)',
  ])
    await expect(rows.filter({ hasText: what })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // On a phone the sentences wrap: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.filter({ hasText: 'invited charles@example.test' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    'the audit log scrolls sideways on a phone',
  ).toBe(false);
  // What is still there is a link: the approved post, to its channel's outbox.
  const approved = rows.filter({ hasText: 'approved' });
  await approved.getByRole('link', { name: 'Our engine computes Bernoulli numbers.' }).click();
  await expect(page).toHaveURL(/\/outbox\/\d+$/);
});
