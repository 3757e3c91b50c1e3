import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

// A phone: a touch screen, 390 px wide.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const queue = (page: Page) => page.getByRole('list', { name: 'Queue' });
const messages = (page: Page) =>
  queue(page)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test('on a phone, press and hold a post’s handle, then drag it to another place; the order holds after a reload', async ({
  page,
}) => {
  await page.goto('/outbox');
  await logInThroughPopup(page);
  await page.getByRole('link', { name: /Pinterest/ }).click();
  await expect(queue(page).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await messages(page);

  const handle = queue(page).getByRole('button', { name: /^Move post 1:/ });
  const target = queue(page).getByRole('listitem').nth(2);
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  const saved = page.waitForResponse((r) => r.url().includes('/api/posts/reorder') && r.status() === 200);

  // The press has to be held (250 ms) before the drag starts, so a swipe still scrolls the page.
  await touch('touchStart', from.y + from.height / 2);
  // Picked up: dnd-kit says so, then at once where the post would go (still its own place).
  await expect(announced(page)).toContainText(/Picked up post|would move to position 1 of/);
  const endY = to.y + to.height / 2;
  for (let step = 1; step <= 20; step++)
    await touch('touchMove', from.y + from.height / 2 + ((endY - from.y - from.height / 2) * step) / 20);
  await expect(announced(page)).toContainText(`would move to position 3 of ${before.length}`);
  await touch('touchEnd', endY);
  await saved;

  const expected = [before[1], before[2], before[0], ...before.slice(3)];
  await expect.poll(() => messages(page)).toEqual(expected);
  await page.reload();
  await expect(queue(page).getByRole('listitem')).toHaveCount(before.length);
  expect(await messages(page)).toEqual(expected);
});

test('on a phone, no keyboard hints, and a toast sits above the bottom bar, never over it', async ({ page }) => {
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('searchbox', { name: 'Search inbox' })).toHaveAttribute('placeholder', 'Search inbox');

  const pane = page.getByRole('article', { name: /^Conversation with/ });
  // Once in a whole run (2026-11-27) a first tap left the pane closed for 30 s; the cause is not found yet (see the
  // issue's note). A person taps again: so does the test, a few times at most, and fails if the pane never opens.
  await expect(async () => {
    await page.getByRole('list', { name: 'Inbox items' }).getByRole('button').first().click();
    await expect(pane).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await pane.getByRole('button', { name: 'Archive', exact: true }).click();
  const toast = page.getByText(/^Archived the (item|message) from/).locator('..');
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const shown = (await toast.boundingBox())!;
  expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
  await expectNoAxeViolations(page);
});
