import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

// Tall enough for the morning hours of the week grid to show without scrolling.
test.use({ viewport: { width: 1440, height: 1000 } });

const ZONE = 'America/New_York';

/** A day in the demo workspace's zone, `days` from now, as YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "Tue, Nov 24", as the calendar names a day. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The demo pins a launch post two days ahead at 11:15 on X, Bluesky, Instagram and Google Business Profile. */
const LAUNCH = dayFromNow(2);
/** Another day of the same week, later than now: the day before, or after when the launch is on a Monday. */
const OTHER = weekday(LAUNCH) === 1 ? addDays(LAUNCH, 1) : addDays(LAUNCH, -1);

const cell = (page: Page, day: string, hour: string) => page.getByRole('group', { name: `${dayName(day)} ${hour}:00` });
const launchHandle = (page: Page, network: string) =>
  page.getByRole('button', { name: new RegExp(`^Move post: Launch day.*\\(${network}\\)`) });
const launchIn = (page: Page, day: string, hour: string, network: string) =>
  cell(page, day, hour).getByRole('button', {
    name: new RegExp(`post at \\d\\d:15 on .*\\(${network}\\): Launch day`),
  });
const moved = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/posts/bulkMove') && r.request().method() === 'POST');

async function openWeek(page: Page, day: string) {
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();
  await page.goto(`/calendar?view=week&date=${day}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(cell(page, day, '09')).toBeVisible();
}

test('the inbox loads nothing of the calendar; the calendar shows the week, axe clean', async ({ page }) => {
  // Two axe runs over the week's and the month's whole grids take 11 to 18 s each on two cores.
  test.setTimeout(60_000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();
  expect(scripts.filter((path) => /calendar/.test(path))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  expect(scripts.some((path) => /calendar/.test(path))).toBe(true);
  await expect(page).toHaveTitle('Calendar · Social Desk');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Month' }).click();
  await expect(page.getByRole('group', { name: /^[A-Z][a-z]+day, / }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('drag a post to another day with the mouse; it stays there after a reload', async ({ page }) => {
  await openWeek(page, LAUNCH);
  const handle = launchHandle(page, 'X');
  const target = cell(page, OTHER, '12');
  // Four launch posts make the launch's hour tall: the handle may be scrolled out of the grid's view, where a press
  // would select text rather than pick the post up.
  await handle.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = moved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  // Dropped once the hour shows it is over it.
  await expect(target).toHaveClass(/ring-2/);
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(launchIn(page, OTHER, '12', 'X')).toBeVisible();
  await page.reload();
  await expect(launchIn(page, OTHER, '12', 'X')).toBeVisible();
  await expect(launchIn(page, LAUNCH, '11', 'X')).toHaveCount(0);
});

test('move a post with the keyboard only: an hour later, announced, kept after a reload', async ({ page }) => {
  await openWeek(page, LAUNCH);
  const handle = launchHandle(page, 'Bluesky');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up post “Launch day/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/would move to .* 12:15 \(pinned there\)/)).toBeAttached();
  const saved = moved(page);
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(launchIn(page, LAUNCH, '12', 'Bluesky')).toBeVisible();
  await page.reload();
  await expect(launchIn(page, LAUNCH, '12', 'Bluesky')).toBeVisible();
});

test('select two posts, move them a day, then undo', async ({ page }) => {
  await openWeek(page, LAUNCH);
  const shift = weekday(LAUNCH) === 0 ? -1 : 1;
  const next = addDays(LAUNCH, shift);
  await page.getByRole('checkbox', { name: /^Select post: Launch day.*\(Instagram\)/ }).check();
  await page.getByRole('checkbox', { name: /^Select post: Launch day.*\(Google Business Profile\)/ }).check();
  const bar = page.getByRole('toolbar', { name: 'Selected posts' });
  await expect(bar.getByText('2 posts selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Move…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 posts' });
  await dialog.getByRole('spinbutton', { name: /Days to move by/ }).fill(String(shift));
  const saved = moved(page);
  await dialog.getByRole('button', { name: 'Move' }).click();
  expect((await saved).status()).toBe(200);
  await expect(launchIn(page, next, '11', 'Instagram')).toBeVisible();
  await expect(launchIn(page, next, '11', 'Google Business Profile')).toBeVisible();
  const undone = page.waitForResponse((r) => r.url().includes('/api/posts/bulkUndo'));
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await undone).status()).toBe(200);
  await expect(launchIn(page, LAUNCH, '11', 'Instagram')).toBeVisible();
  await expect(launchIn(page, LAUNCH, '11', 'Google Business Profile')).toBeVisible();
});

test('import a CSV with one bad row: nothing is created; fixed, all of it is', async ({ page }) => {
  const day = dayFromNow(3);
  await openWeek(page, day);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import posts from a CSV file' });
  const csv = (instagramPicture: string) =>
    [
      'channel,message,picture,time',
      `northwind-main-st,Spreadsheet post one,,${day} 10:30:00`,
      `northwind-main-st,Spreadsheet post two,,${day} 14:30:00`,
      `northwind.cafe,Spreadsheet post three,${instagramPicture},${day} 10:30:00`,
    ].join('\n');
  await dialog.getByLabel('Or paste the CSV text').fill(csv(''));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const rows = dialog.getByRole('region', { name: 'Rows of the file' });
  await expect(rows.getByText(/picture/i).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create 3 posts' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expect(page.locator('[data-post-id]').filter({ hasText: 'Spreadsheet post' })).toHaveCount(0);

  await dialog.getByLabel('Or paste the CSV text').fill(csv('/demo/latte.png'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const created = page.waitForResponse((r) => r.url().includes('/api/posts/import') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create 3 posts' }).click();
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 posts created')).toBeVisible();
  await expect(cell(page, day, '10').getByRole('button', { name: /^Open .*Spreadsheet post one/ })).toBeVisible();
  await expect(cell(page, day, '10').getByRole('button', { name: /^Open .*Spreadsheet post three/ })).toBeVisible();
  await expect(cell(page, day, '14').getByRole('button', { name: /^Open .*Spreadsheet post two/ })).toBeVisible();
});
