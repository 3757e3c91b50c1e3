import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

const rows = (page: Page) => page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
const unreadCount = async (page: Page) =>
  Number((await page.getByRole('heading', { name: /^Inbox/, level: 1 }).textContent())!.match(/(\d+) unread/)![1]);

async function openInbox(page: Page) {
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(rows(page).first()).toBeVisible();
}

test('triage by keyboard only: open, like, reply, archive, next; the reply is in the thread after a reload', async ({
  page,
}) => {
  await openInbox(page);
  await page.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Northwind Coffee Co. (LinkedIn)' });
  await expect(page).toHaveURL(/channel=/);
  await expect(rows(page).first()).toContainText('LinkedIn');

  await page.keyboard.press('j');
  await expect(page.locator('#inbox-row-0')).toBeFocused();
  await page.keyboard.press('j');
  await expect(page.locator('#inbox-row-1')).toBeFocused();
  await page.keyboard.press('Enter');
  const pane = page.getByRole('article', { name: /^Conversation with/ });
  await expect(pane).toBeVisible();
  const itemUrl = page.url();

  await page.keyboard.press('l');
  await expect(pane.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('r');
  const reply = pane.getByRole('textbox');
  await expect(reply).toBeFocused();
  await page.keyboard.type('Thank you for writing, see you at the shop!');
  // Esc leaves the reply box for the item's row: the next keys are shortcuts, not text.
  await page.keyboard.press('Escape');
  await expect(page.locator('#inbox-row-1')).toBeFocused();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await expect(page.locator('#inbox-row-1')).toBeFocused();
  await expect(reply).toHaveValue('Thank you for writing, see you at the shop!');
  await page.keyboard.press('r');
  await expect(reply).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText(
    'Thank you for writing, see you at the shop!',
  );
  await expectNoAxeViolations(page);

  await page.locator('#inbox-row-1').focus();
  const archived = await page.locator('#inbox-row-1').textContent();
  const next = await page.locator('#inbox-row-2').textContent();
  await page.keyboard.press('e');
  await expect(pane).toBeHidden();
  await expect(rows(page).filter({ hasText: archived! })).toHaveCount(0);
  // The focus stays in the list, on the next item (now in the archived one's place), never on the page's body.
  await expect(page.locator('#inbox-row-1')).toBeFocused();
  await expect(page.locator('#inbox-row-1')).toHaveText(next!);
  await page.keyboard.press('j');
  await expect(page.locator('#inbox-row-2')).toBeFocused();

  await page.goto(itemUrl);
  await expect(
    page.getByRole('article', { name: /^Conversation with/ }).getByRole('list', { name: 'Conversation' }),
  ).toContainText('Thank you for writing, see you at the shop!');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Esc, r, e and the shortcuts dialog never leave the focus on the page body or keys in a text box', async ({
  page,
}) => {
  await openInbox(page);
  // r on a row opens the item and puts the cursor in its reply box at once.
  await page.keyboard.press('j');
  await expect(page.locator('#inbox-row-0')).toBeFocused();
  await page.keyboard.press('r');
  const pane = page.getByRole('article', { name: /^Conversation with/ });
  const reply = pane.getByRole('textbox');
  await expect(reply).toBeFocused();
  await page.keyboard.type('Thanks!');
  await page.keyboard.press('Escape');
  await expect(page.locator('#inbox-row-0')).toBeFocused();
  await page.keyboard.type('je?');
  await expect(reply).toHaveValue('Thanks!');

  // The shortcuts dialog gives the focus back to the row that opened it.
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Shift + E');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#inbox-row-1')).toBeFocused();

  // e archives and the next row takes the focus; Undo brings the item back.
  const archived = await page.locator('#inbox-row-1').textContent();
  await page.keyboard.press('e');
  await expect(page.locator('#inbox-row-1')).toBeFocused();
  await expect(page.locator('#inbox-row-1')).not.toHaveText(archived!);
  // The latest toast's Undo (the first archive's toast may still be showing).
  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expect(page.locator('#inbox-row-1')).toHaveText(archived!);
  await expect(page.locator('#inbox-row-1')).toBeFocused();

  // / goes to the search box; Esc goes back to the list.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search inbox' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#inbox-row-1')).toBeFocused();
});

test('on a phone: no sideways scroll, the list then the item with Back to inbox', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInbox(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await rows(page).first().getByRole('button').first().click();
  const pane = page.getByRole('article', { name: /^Conversation with/ });
  await expect(pane).toBeVisible();
  await expect(page.getByRole('list', { name: 'Inbox items' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pane.getByRole('button', { name: 'Back to inbox' }).click();
  await expect(pane).toBeHidden();
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeVisible();
});

test('an item the demo network brings appears without reloading', async ({ page }) => {
  await openInbox(page);
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  const before = await unreadCount(page);
  const notice = page.getByRole('button', { name: /new items?: show/ });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.click();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});

test('select several items and archive them together', async ({ page }) => {
  await openInbox(page);
  await page.getByRole('checkbox', { name: 'Unread only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  await expect(page).toHaveURL(/unread=true/);
  const first = await rows(page).nth(0).getByRole('button').textContent();
  const second = await rows(page).nth(1).getByRole('button').textContent();
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Archive selected' }).click();
  await expect(bar).toBeHidden();
  await expect(rows(page).getByRole('button', { name: first! })).toHaveCount(0);
  await expect(rows(page).getByRole('button', { name: second! })).toHaveCount(0);
});
