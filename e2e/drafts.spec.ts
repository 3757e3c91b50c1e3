import { type Locator, type Page } from '@playwright/test';
import { channelLinks, expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

async function openDrafts(page: Page) {
  await page.goto('/');
  await logInThroughPopup(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
}

const draft = (page: Page, text: string | RegExp) =>
  page.getByRole('list', { name: 'Drafts' }).getByRole('article').filter({ hasText: text });

/** Delete is in the draft's "more actions" menu. */
async function deleteDraft(page: Page, card: Locator) {
  await card.getByRole('button', { name: /^More actions for draft/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
}

test('a draft without channels cannot be queued until it has one; then it takes its slot in the outbox', async ({
  page,
}) => {
  await openDrafts(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New draft' }).click();
  const composer = page.getByRole('dialog', { name: 'New draft' });
  await composer.getByLabel('Message').fill('Brunch menu teaser: shakshuka and cardamom buns.');
  await expectNoAxeViolations(page);
  await composer.getByRole('button', { name: 'Save draft' }).click();
  await expect(composer).toBeHidden();
  await expect(draft(page, 'Brunch menu teaser')).toContainText('No channels yet');

  // Without a channel it cannot be queued or shared, and says why (decision 066).
  const toQueue = draft(page, 'Brunch menu teaser').getByRole('button', { name: /^Add draft .* to the queue$/ });
  await expect(toQueue).toBeDisabled();
  await expect(toQueue).toHaveAccessibleDescription('Pick a channel first: Edit the draft to choose where it goes.');

  await draft(page, 'Brunch menu teaser')
    .getByRole('button', { name: /^Edit draft/ })
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit draft' });
  await editor.getByRole('checkbox', { name: /Instagram/ }).check();
  await editor.getByLabel('Picture address').fill('https://northwind.example/brunch.jpg');
  await editor.getByRole('radio', { name: 'Add to queue' }).check();
  await editor.getByRole('button', { name: 'Add to queue' }).click();
  await expect(editor).toBeHidden();
  await expect(draft(page, 'Brunch menu teaser')).toHaveCount(0);

  await channelLinks(page).filter({ hasText: 'Instagram' }).click();
  const queue = page.getByRole('list', { name: 'Queue' });
  const last = queue.getByRole('listitem').last();
  await expect(last).toContainText('Brunch menu teaser');
  const times = await queue.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
  expect(times.at(-1)! > times.at(-2)!).toBe(true);
});

test('delete a draft and undo it; a delete left alone goes through', async ({ page }) => {
  await page.clock.install();
  await openDrafts(page);
  const idea = draft(page, 'ask the roaster');
  const poll = draft(page, 'Poll: oat, almond');

  await deleteDraft(page, idea);
  await expect(idea).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(idea).toBeVisible();
  await page.clock.fastForward(10_000);

  await deleteDraft(page, poll);
  await expect(poll).toHaveCount(0);
  const deleted = page.waitForResponse((r) => r.url().includes('/api/drafts/delete') && r.status() === 200);
  await page.clock.fastForward(10_000);
  await deleted;

  await page.reload();
  await expect(draft(page, 'ask the roaster')).toBeVisible();
  await expect(draft(page, 'Poll: oat, almond')).toHaveCount(0);
});
