import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { channelLinks, expect, expectNoAxeViolations, logInThroughPopup, test, watchPolicyViolations } from './support';

const COLLAB = { email: 'collab@demo.test', password: 'demo-password' };

/** The contexts this file makes itself, and what the Content-Security-Policy refused in them. */
const contexts: BrowserContext[] = [];
const refused: string[][] = [];
test.afterEach(async () => {
  // Closed, so that their pages do not go on polling and listening through the next files' tests.
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(refused.splice(0).flat(), 'the Content-Security-Policy refused something').toEqual([]);
});

async function loggedIn(browser: Browser, user?: typeof COLLAB): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  refused.push(watchPolicyViolations(context));
  const page = await context.newPage();
  await page.goto('/');
  await logInThroughPopup(page, user);
  await expect(channelLinks(page)).toHaveCount(7);
  return page;
}

test('a collaborator writes a post; the owner approves one and sends another back; the collaborator finds the reason', async ({
  browser,
}) => {
  // The owner is at work first: the bell tells her of the collaborator's post as it comes.
  const owner = await loggedIn(browser);
  const ownerBell = owner.getByRole('button', { name: /^Notifications/ });
  await expect(ownerBell).toBeVisible();
  const collab = await loggedIn(browser, COLLAB);
  await channelLinks(collab).filter({ hasText: 'Google Business Profile' }).click();
  await collab.getByRole('button', { name: 'New post' }).click();
  const composer = collab.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByRole('radio', { name: 'Share now' })).toBeDisabled();
  await composer.getByLabel('Message').fill('Free refills all weekend!!!');
  await composer.getByRole('button', { name: 'Send for approval' }).click();
  await expect(composer).toBeHidden();
  await expect(
    collab.getByRole('region', { name: 'Awaiting approval' }).getByRole('article', { name: /Free refills/ }),
  ).toBeVisible();

  await expect(ownerBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await ownerBell.click();
  const ownerNews = owner.getByRole('dialog', { name: 'Notifications' });
  const asked = ownerNews.getByRole('link', {
    name: /Sam Rivera sent a post for approval on .*Google Business Profile/,
  });
  await expect(asked).toContainText('Free refills all weekend!!!');
  await expectNoAxeViolations(owner);
  await asked.click();
  await expect(owner).toHaveURL(/\/approvals$/);
  await expect(ownerNews).toBeHidden();
  const waiting = owner.getByRole('list', { name: 'Posts awaiting approval' });
  await expect(waiting.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(owner);

  const hiring = waiting.getByRole('listitem').filter({ hasText: 'Hiring: shift lead' });
  await hiring.getByRole('button', { name: 'Approve' }).click();
  await expect(hiring).toHaveCount(0);

  const refills = waiting.getByRole('listitem').filter({ hasText: 'Free refills' });
  await refills.getByRole('button', { name: 'Send back' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Send back to Sam Rivera' });
  await dialog.getByLabel(/Reason/).fill('Too many exclamation marks, and we cannot promise refills on Sunday.');
  await expectNoAxeViolations(owner);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(refills).toHaveCount(0);
  await expect(waiting.getByRole('listitem')).toHaveCount(2);

  await channelLinks(owner).filter({ hasText: 'LinkedIn' }).click();
  await expect(
    owner.getByRole('list', { name: 'Queue' }).getByRole('article', { name: /Hiring: shift lead/ }),
  ).toBeVisible();

  // The collaborator's bell says so, wherever she is, and leads to the draft.
  const collabBell = collab.getByRole('button', { name: /^Notifications/ });
  await expect(collabBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await collabBell.click();
  await collab
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Maya Chen sent your post on .* back to your drafts/ })
    .click();
  await expect(collab).toHaveURL(/\/drafts$/);
  const draft = collab.getByRole('article', { name: /Free refills/ });
  await expect(draft).toContainText('Sent back by Maya Chen');
  await expect(draft).toContainText('Too many exclamation marks, and we cannot promise refills on Sunday.');
  await expectNoAxeViolations(collab);
  await collab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(collab.getByText('Only owners and admins approve posts.')).toBeVisible();
  await expect(collab.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
