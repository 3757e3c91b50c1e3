import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

const rows = (page: Page) => page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
const heading = (page: Page) => page.getByRole('heading', { name: /^Inbox/, level: 1 });

test('search the inbox: the start of a word finds it, marked; narrowed by type and “not answered yet”; Esc goes to the results', async ({
  page,
}) => {
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(rows(page).first()).toBeVisible();

  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search inbox' });
  await expect(box).toBeFocused();
  // The demo's messages ask about a missing croissant: the word's start is enough.
  await page.keyboard.type('croiss');
  await expect(page).toHaveURL(/q=croiss/);
  await expect(heading(page)).toContainText(/\d+ results? · \d+ unread/);
  await expect(rows(page).first()).toContainText('croissant');
  for (const row of await rows(page).all()) await expect(row.locator('mark').first()).toHaveText(/^croiss$/i);

  // Mentions of the shop: narrowed to one kind of item, every result is of that kind.
  await box.fill('northwind');
  await expect(page).toHaveURL(/q=northwind/);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Mentions' });
  await expect(page).toHaveURL(/type=mention/);
  await expect(rows(page).first()).toBeVisible();
  // The earlier results stay until the narrowed ones arrive: wait until no row is of another kind.
  await expect(rows(page).filter({ hasNotText: 'Mention ·' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Mention ·');

  await page.getByRole('checkbox', { name: 'Not answered yet' }).check();
  await expect(page).toHaveURL(/unanswered=true/);
  await expect(rows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Esc leaves the box for the first result; the keys then triage the results.
  await box.focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#inbox-row-0')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: /^Conversation with/ })).toContainText(/northwind/i);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(heading(page)).not.toContainText('result');
  await expect(box).toHaveValue('');
});
