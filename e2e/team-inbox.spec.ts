/**
 * Two teammates run one inbox together, each in a browser of their own: who is on a conversation, who has it, what
 * the team says to itself beside it, and a new message bringing a done conversation back to the one who had it.
 * The customer writes on X, through X's stand-in (answering as docs.x.com describes its API), in this process: the
 * spec plays the customer with its `mention`. Runs against a service of its own pointed at that stand-in. (A direct
 * message would do as well, but X allows 15 reads of them per 15 minutes: polled every second, the second message
 * would wait out X's window.)
 */
import type { Browser, Page } from '@playwright/test';
import { startXStandIn, type XAccount, type XStandIn } from '../server/testing/x-stand-in.ts';
import { startOwnService, type OwnService } from './own-service';
import { expect, expectNoAxeViolations, logInThroughPopup, OWNER, test, watchPolicyViolations } from './support';

const PORT = Number(process.env.E2E_TEAM_PORT ?? 8796);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data-e2e-team';
const COLLABORATOR = { email: 'collab@demo.test', password: 'demo-password' };
const customer: XAccount = { id: '7700112233', name: 'Jordan Blake', username: 'jordanblake' };

let x: XStandIn;
let service: OwnService | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  x = await startXStandIn({ port: PORT + 1 });
  service = await startOwnService(PORT, DATA_DIR, {
    SEED_INBOX_ITEMS: '40',
    PUBLISHER: '0',
    INBOX_POLL_SECONDS: '1',
    X_CLIENT_ID: x.clientId,
    X_CLIENT_SECRET: x.clientSecret,
    X_API_BASE_URL: x.url,
    X_AUTH_BASE_URL: x.url,
  });
});

test.afterAll(async () => {
  await service?.stop();
  await x?.close();
});

test.use({ baseURL: ORIGIN });

const rows = (page: Page) => page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
const customerRow = (page: Page) => rows(page).filter({ hasText: customer.name });
const pane = (page: Page) => page.getByRole('article', { name: `Conversation with ${customer.name}` });

/** A teammate's own browser (its own storage: its own session), watched for what the page's policy refused. */
async function teammate(browser: Browser, user: typeof OWNER, refused: string[][]) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  refused.push(watchPolicyViolations(context));
  const page = await context.newPage();
  await page.goto('/inbox');
  await logInThroughPopup(page, user);
  await expect(page.getByRole('navigation', { name: 'Inbox views' })).toBeVisible();
  return page;
}

/** The list as it is now (the poller brings X's messages every second): the view reloaded until `row` shows. */
async function untilListed(page: Page, path: string, row: () => ReturnType<typeof customerRow>) {
  await expect(async () => {
    await page.goto(path);
    await expect(row()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('two teammates share a conversation: presence, assignment, a note with a mention, a saved reply, done and reopened', async ({
  page: maya,
  browser,
}) => {
  test.setTimeout(120_000);
  const refused: string[][] = [];

  // Maya, the owner, connects the team's X account and keeps a saved reply for late orders.
  await maya.goto('/settings/channels');
  await logInThroughPopup(maya);
  await maya.getByRole('button', { name: 'Connect a channel' }).click();
  const connect = maya.getByRole('dialog', { name: 'Connect a channel' });
  await connect.getByRole('radio', { name: 'X', exact: true }).check();
  await connect.getByRole('button', { name: 'Continue to X' }).click();
  await maya.getByRole('button', { name: 'Authorize app' }).click();
  await expect(maya).toHaveURL(/\/settings\/channels\?connected=\d+$/);
  await maya.goto('/settings/saved-replies');
  await maya.getByRole('button', { name: 'New saved reply' }).click();
  const newReply = maya.getByRole('dialog', { name: 'New saved reply' });
  await newReply.getByRole('textbox', { name: 'Title' }).fill('Late order');
  await newReply
    .getByRole('textbox', { name: 'Text' })
    .fill('Hi {first_name}, we are sorry your order is late. {my_name} from {channel_name} is on it.');
  await newReply.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(maya.getByRole('list', { name: 'Saved replies' })).toContainText('Late order');
  await expectNoAxeViolations(maya);
  for (const page of ['labels', 'assignment']) {
    await maya.goto(`/settings/${page}`);
    await expect(maya.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(maya);
  }

  // A customer writes to the team on X.
  x.mention(customer, '@northwindcoffee Hello, my order #1042 never arrived. Can you help?');
  await untilListed(maya, '/inbox?assignee=none', () => customerRow(maya));
  await customerRow(maya).getByRole('button').first().click();
  await expect(pane(maya)).toBeVisible();
  await expect(pane(maya).getByText('Not assigned')).toBeVisible();

  // Sam, a collaborator, sees Maya on it, on the row and in the pane.
  const sam = await teammate(browser, COLLABORATOR, refused);
  await untilListed(sam, '/inbox', () => customerRow(sam));
  await expect(customerRow(sam).getByRole('img', { name: 'Maya Chen is viewing this' })).toBeVisible();
  await customerRow(sam).getByRole('button').first().click();
  await expect(pane(sam).getByRole('status').filter({ hasText: 'Maya Chen is viewing this' })).toBeVisible();
  await expect(pane(maya).getByRole('status').filter({ hasText: 'Sam Rivera is viewing this' })).toBeVisible();

  // Maya gives it to Sam; Sam finds it under Mine.
  await pane(maya).getByRole('button', { name: 'Assign…' }).click();
  await maya
    .getByRole('dialog', { name: 'Assign the conversation' })
    .getByRole('button', { name: /^Sam Rivera/ })
    .click();
  await expect(pane(maya).getByText('Assigned to Sam Rivera')).toBeVisible();
  const views = sam.getByRole('navigation', { name: 'Inbox views' });
  await untilListed(sam, '/inbox?assignee=me', () => customerRow(sam));
  await expect(views.getByRole('link', { name: /^Mine/ })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(sam);

  // Sam writes a note for the team, naming Maya; Maya is told at once and finds it under Mentions.
  await customerRow(sam).getByRole('button').first().click();
  await pane(sam).getByRole('tab', { name: 'Internal note' }).click();
  await pane(sam)
    .getByRole('textbox', { name: 'Internal note' })
    .fill('@Maya Chen the courier says it was delivered to a neighbour; refund?');
  await pane(sam).getByRole('button', { name: 'Add note' }).click();
  const note = pane(sam)
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: 'Internal note' });
  await expect(note).toContainText('delivered to a neighbour');
  await expectNoAxeViolations(sam);

  await expect(maya.getByText(/Sam Rivera mentioned you/)).toBeVisible();
  await maya
    .getByRole('link', { name: /^Mentions/ })
    .first()
    .click();
  await expect(maya.getByRole('main')).toContainText('delivered to a neighbour');
  await expectNoAxeViolations(maya);

  // Sam answers with the saved reply: it goes to the customer on X.
  await pane(sam).getByRole('tab', { name: 'Reply' }).click();
  await pane(sam).getByRole('button', { name: 'Saved replies' }).click();
  await sam.getByRole('combobox', { name: 'Search saved replies' }).fill('late');
  await sam.getByRole('option', { name: /Late order/ }).click();
  await expect(pane(sam).getByRole('textbox', { name: 'Your reply' })).toHaveValue(
    'Hi Jordan, we are sorry your order is late. Sam Rivera from northwindcoffee is on it.',
  );
  await pane(sam).getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(pane(sam).getByRole('list', { name: 'Conversation' })).toContainText('Hi Jordan');
  const answer = x.posts.find((post) => post.authorId === x.user.id && post.text.startsWith('Hi Jordan'));
  expect(answer, 'the answer went out on X').toBeDefined();

  // Done: archived. The customer writes again: it comes back, to Sam.
  await pane(sam)
    .getByRole('button', { name: /^Archive/ })
    .first()
    .click();
  await expect(customerRow(sam)).toHaveCount(0);
  x.mention(customer, '@northwindcoffee Thank you! Is there a tracking number?', { replyTo: answer!.id });
  await untilListed(sam, '/inbox?assignee=me', () => customerRow(sam));
  await expect(customerRow(sam)).toContainText('tracking number');

  // The team's response times: Maya's report counts the conversation.
  await maya.goto('/inbox/reports');
  await expect(maya.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(maya);

  expect(refused.flat(), 'the Content-Security-Policy refused something').toEqual([]);
});
