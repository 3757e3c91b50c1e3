import { type Page } from '@playwright/test';
import { channelLinks, expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

// Tall enough that the third queued post is far from the window's lower edge: dnd-kit scrolls the page while the
// pointer rests near an edge, and on a busy machine that scrolling would carry a mouse drag past its target.
test.use({ viewport: { width: 1280, height: 1000 } });

const queue = (page: Page) => page.getByRole('list', { name: 'Queue' });
const messages = (page: Page) =>
  queue(page)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
const times = (page: Page) => queue(page).locator('time').allTextContents();

async function openOutbox(page: Page, network: string) {
  await page.goto('/');
  await logInThroughPopup(page);
  await channelLinks(page).filter({ hasText: network }).click();
  await expect(page.getByRole('heading', { name: /^Outbox ·/ })).toBeVisible();
  await expect(queue(page).getByRole('listitem').first()).toBeVisible();
}

/** What dnd-kit announces to screen readers, after each step of a keyboard move. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

const reorderDone = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/posts/reorder') && r.status() === 200);

test('drag a queued post to another place with the mouse; the new order and times hold after a reload', async ({
  page,
}) => {
  await openOutbox(page, 'X ·');
  await expectNoAxeViolations(page);
  const before = await messages(page);
  const slots = await times(page);

  const handle = queue(page).getByRole('button', { name: /^Move post 1:/ });
  const target = queue(page).getByRole('listitem').nth(2);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = reorderDone(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
  // Drop once dnd-kit has taken in the last move, as its announcement tells.
  // The demo's four, and any another spec of the run queued on X meanwhile.
  await expect(announced(page)).toContainText(`would move to position 3 of ${before.length}`);
  await page.mouse.up();
  await saved;

  const expected = [before[1], before[2], before[0], ...before.slice(3)];
  await expect.poll(() => messages(page)).toEqual(expected);
  expect(await times(page)).toEqual(slots);
  await page.reload();
  await expect(queue(page).getByRole('listitem')).toHaveCount(before.length);
  expect(await messages(page)).toEqual(expected);
  expect(await times(page)).toEqual(slots);
});

test('move a queued post with the keyboard only; the new order holds after a reload', async ({ page }) => {
  await openOutbox(page, 'Facebook Page');
  await expect(queue(page).getByRole('listitem')).toHaveCount(4);
  const before = await messages(page);
  const slots = await times(page);

  await queue(page)
    .getByRole('button', { name: /^Move post 1:/ })
    .focus();
  const saved = reorderDone(page);
  await page.keyboard.press('Space');
  // dnd-kit measures the places after the lift and only then knows the post is over its own: an arrow pressed
  // before that has nowhere to go, so wait for that first "over" announcement.
  await expect(announced(page)).toContainText('would move to position 1 of 4');
  await page.keyboard.press('ArrowDown');
  await expect(announced(page)).toContainText('would move to position 2 of 4');
  await page.keyboard.press('ArrowDown');
  await expect(announced(page)).toContainText('would move to position 3 of 4');
  await page.keyboard.press('Space');
  await saved;
  await expect(announced(page)).toContainText('dropped at position 3');

  const expected = [before[1], before[2], before[0], before[3]];
  await expect.poll(() => messages(page)).toEqual(expected);
  await page.reload();
  await expect(queue(page).getByRole('listitem')).toHaveCount(4);
  expect(await messages(page)).toEqual(expected);
  expect(await times(page)).toEqual(slots);
});

test('write a post for three channels at once with a link and a scheduled time', async ({ page }) => {
  await openOutbox(page, 'LinkedIn');
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByRole('checkbox', { name: /Instagram/ }).check();
  await composer.getByRole('checkbox', { name: /Pinterest/ }).check();
  await composer.getByLabel('Message').fill('Pumpkin spice is back for three weeks only.');
  await expect(composer.getByRole('list', { name: 'Characters per network' })).toContainText('Pinterest: 43 / 500');
  await composer.getByRole('textbox', { name: /^Link/ }).fill('https://northwind.example/pumpkin');
  // Instagram and Pinterest publish nothing without a picture: until it has one, the composer says so and waits.
  await expect(composer.getByRole('list', { name: 'Problems per channel' })).toContainText('Instagram needs an image.');
  await composer.getByLabel('Picture address').fill('https://northwind.example/pumpkin.jpg');
  await expect(composer.getByRole('list', { name: 'Problems per channel' })).toBeHidden();
  await composer.getByRole('radio', { name: 'Schedule' }).check();
  await composer.getByLabel(/^Day/).fill('2031-05-06');
  await composer.getByLabel(/^Time/).fill('10:45');
  await expectNoAxeViolations(page);
  await composer.getByRole('button', { name: 'Schedule' }).click();
  await expect(composer).toBeHidden();

  const pinned = page.getByRole('region', { name: 'Pinned to a time' });
  await expect(pinned.getByRole('article', { name: /Pumpkin spice/ })).toContainText('Tue, May 6, 2031 10:45');
  await expect(pinned.getByRole('article', { name: /Pumpkin spice/ })).toContainText('One of 3 posts written together');
  await channelLinks(page).filter({ hasText: 'Pinterest' }).click();
  await expect(
    page.getByRole('region', { name: 'Pinned to a time' }).getByRole('article', { name: /Pumpkin spice/ }),
  ).toBeVisible();
});

test('a channel set to refuse posts fails one with the network’s reason; set back, the retry goes out', async ({
  page,
}) => {
  await openOutbox(page, 'Bluesky');
  const sandbox = page.getByRole('region', { name: 'Sandbox network' });
  const count = async () =>
    Number((await sandbox.getByText(/on this channel so far/).textContent())!.match(/\d+/)?.[0] ?? 1);
  const before = await count();

  await sandbox.getByRole('radio', { name: 'Refuse posts' }).check();
  await sandbox.getByRole('textbox', { name: /The network’s reason/ }).fill('Bluesky is down for maintenance.');
  await sandbox.getByRole('button', { name: 'Save sandbox setting' }).click();
  await expect(page.getByText('Sandbox saved: this channel will refuse posts.')).toBeVisible();

  const first = queue(page).getByRole('article').first();
  const message = (await first.getAttribute('aria-label'))!.replace(/^Post: /, '');
  await first.getByRole('button', { name: /^Share post .* now$/ }).click();
  const failed = page.getByRole('region', { name: 'Failed' }).getByRole('article', { name: `Post: ${message}` });
  await expect(failed).toContainText('Bluesky is down for maintenance.');
  await expectNoAxeViolations(page);

  await sandbox.getByRole('radio', { name: 'Publish normally' }).check();
  await sandbox.getByRole('button', { name: 'Save sandbox setting' }).click();
  await failed.getByRole('button', { name: /^Share post .* now$/ }).click();
  await expect(failed).toBeHidden();
  await expect.poll(count).toBe(before + 1);
});
