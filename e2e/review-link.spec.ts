import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { channelLinks, expect, expectNoAxeViolations, logInThroughPopup, test, watchPolicyViolations } from './support';

const COLLAB = { email: 'collab@demo.test', password: 'demo-password' };
const picture = readFileSync('public/demo/latte.png');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The contexts this file makes itself, and what the Content-Security-Policy refused in them. */
const contexts: BrowserContext[] = [];
const refused: string[][] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(refused.splice(0).flat(), 'the Content-Security-Policy refused something').toEqual([]);
});

async function freshContext(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  refused.push(watchPolicyViolations(context));
  return context.newPage();
}

async function loggedIn(browser: Browser, user?: typeof COLLAB): Promise<Page> {
  const page = await freshContext(browser);
  await page.goto('/');
  await logInThroughPopup(page, user);
  await expect(channelLinks(page)).toHaveCount(7);
  return page;
}

/** Settings → Workspace's approval steps: step 1 owners and admins, then, when `client`, the client. */
async function setSteps(owner: Page, client: boolean) {
  await owner.goto('/settings/workspace');
  const section = owner.getByRole('region', { name: 'Approval steps' });
  await expect(section.getByLabel('Step 1: who decides')).toBeVisible();
  const remove = section.getByRole('button', { name: 'Remove step 2' });
  if (client) {
    if (!(await remove.isVisible())) await section.getByRole('button', { name: 'Add a step' }).click();
    await section.getByLabel('Step 2: who decides').selectOption({ label: 'The client' });
  } else if (await remove.isVisible()) await remove.click();
  await section.getByLabel('Step 1: who decides').selectOption({ label: 'Owners and admins' });
  await section.getByRole('button', { name: 'Save approval steps' }).click();
  await expect(owner.getByText(client ? 'Approval saved: 2 steps.' : 'Approval saved: one step.')).toBeVisible();
}

/** Ticks the post's card on Approvals and shares it; answers the link, shown once. */
async function shareForReview(owner: Page, card: ReturnType<Page['getByRole']>): Promise<string> {
  await card.getByRole('checkbox', { name: /^Share for review: Post by Sam Rivera for Instagram/ }).check();
  await owner.getByRole('button', { name: 'Share 1 ticked for review' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Share for review' });
  await expect(dialog.getByRole('spinbutton', { name: 'Link works for (days)' })).toHaveValue('7');
  await dialog.getByRole('textbox', { name: /Note for the reviewer/ }).fill('Next week on Instagram');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const ready = owner.getByRole('dialog', { name: 'Review link ready' });
  await expect(ready.getByText(/it will not be shown again/)).toBeVisible();
  const url = await ready.getByRole('textbox', { name: 'Review link' }).inputValue();
  expect(url).toMatch(/\/review\/[\w-]{43}$/);
  await expectNoAxeViolations(owner);
  await ready.getByRole('button', { name: 'Done' }).click();
  await expect(ready).toBeHidden();
  return url;
}

/** The review page in a browser that never logged in, the visitor's name typed once. */
async function visit(browser: Browser, url: string, viewport = PHONE): Promise<Page> {
  const visitor = await freshContext(browser, viewport);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Posts to review' })).toBeVisible();
  return visitor;
}

async function typeName(visitor: Page, name: string) {
  await visitor.getByLabel('Your name').fill(name);
  await visitor.getByRole('button', { name: 'Save name' }).click();
}

test('a client asks for changes through a review link, then approves the edited post, which is queued', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const message = `Winter menu tasting on Friday ${Date.now()}`;
  const owner = await loggedIn(browser);
  await setSteps(owner, true);
  try {
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    const ownerBell = owner.getByRole('button', { name: /^Notifications/ });
    await expect(ownerBell).toBeVisible();

    // The collaborator posts with a picture.
    const collab = await loggedIn(browser, COLLAB);
    await channelLinks(collab).filter({ hasText: 'Instagram' }).click();
    await collab.getByRole('button', { name: 'New post' }).click();
    const composer = collab.getByRole('dialog', { name: 'New post' });
    await composer.getByRole('textbox', { name: 'Message' }).fill(message);
    await composer
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: picture });
    await expect(composer.getByRole('img', { name: 'Attached to this post' })).toBeVisible({ timeout: 15_000 });
    await composer.getByRole('button', { name: 'Send for approval' }).click();
    await expect(composer).toBeHidden();

    // The owner's bell shows it live; she approves step 1 and shares the post for review.
    await expect(ownerBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await ownerBell.click();
    await owner
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Sam Rivera sent a post for approval on .*Instagram/ })
      .filter({ hasText: message.slice(0, 30) })
      .click();
    await expect(owner).toHaveURL(/\/approvals$/);
    const waiting = owner.getByRole('list', { name: 'Posts awaiting approval' });
    const card = waiting.getByRole('listitem').filter({ hasText: message });
    await expect(card).toContainText('Step 1 of 2');
    await card.getByRole('button', { name: 'Approve' }).click();
    // No client is a member: the client's step falls back to owners and admins (decision 057), so it stays here.
    await expect(card).toContainText('Step 2 of 2');
    const firstUrl = await shareForReview(owner, card);

    // A browser that never logged in, on a phone: the picture, and no axe finding at either size.
    const visitor = await visit(browser, firstUrl);
    const post = visitor.getByRole('article').filter({ hasText: message }).first();
    await expect(post.getByRole('img', { name: /The post’s picture/ })).toBeVisible();
    await expect(post.getByText('Waiting for your decision')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize(DESKTOP);
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize(PHONE);
    await typeName(visitor, 'Dana from Acme');
    await post.getByLabel(/Comment/).fill('Say which shops have the tasting.');
    await post.getByRole('button', { name: 'Request changes' }).click();
    await expect(post.getByRole('list', { name: 'What reviewers said' })).toContainText(
      'Say which shops have the tasting.',
    );

    // The collaborator's bell says so and leads to the draft with the reason; she edits it and sends it again.
    const collabBell = collab.getByRole('button', { name: /^Notifications/ });
    await expect(collabBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await collabBell.click();
    await collab
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Dana from Acme sent your post on .* back to your drafts/ })
      .first()
      .click();
    await expect(collab).toHaveURL(/\/drafts$/);
    const draft = collab.getByRole('article', { name: new RegExp(message.slice(0, 30)) });
    await expect(draft).toContainText('Sent back by Dana from Acme');
    await expect(draft).toContainText('Say which shops have the tasting.');
    await draft.getByRole('button', { name: /^Edit draft/ }).click();
    const editor = collab.getByRole('dialog', { name: 'Edit draft' });
    const edited = `${message} at Main St and Harbour Rd`;
    await editor.getByRole('textbox', { name: 'Message' }).fill(edited);
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor).toBeHidden();
    await collab
      .getByRole('article', { name: new RegExp(message.slice(0, 30)) })
      .getByRole('button', { name: /^Send draft .* for approval$/ })
      .click();
    await expect(collab.getByRole('article', { name: new RegExp(message.slice(0, 30)) })).toHaveCount(0);

    // The owner approves step 1 again, and a second link approves the client's step: the post is queued.
    await owner.reload();
    const again = owner
      .getByRole('list', { name: 'Posts awaiting approval' })
      .getByRole('listitem')
      .filter({ hasText: edited });
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect(again).toContainText('Step 2 of 2');
    const secondUrl = await shareForReview(owner, again);
    const client = await visit(browser, secondUrl);
    const second = client.getByRole('article').filter({ hasText: edited }).first();
    await typeName(client, 'Dana from Acme');
    await second.getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('list', { name: 'What reviewers said' })).toContainText('Dana from Acme');

    await channelLinks(owner).filter({ hasText: 'Instagram' }).click();
    await expect(
      owner.getByRole('list', { name: 'Queue' }).getByRole('article', { name: /Winter menu tasting/ }),
    ).toBeVisible();
  } finally {
    // The e2e files share one service: one step of owners and admins again.
    await setSteps(owner, false);
  }
});
