/**
 * What worked last month: the owner opens Analytics on the demo's year of results (seeded on the first start, decision
 * 080), reads the last 30 days, turns a chart into its table, opens a top post's curve, moves to last month and one
 * channel, and takes the range away as a CSV and a PDF. Then the page on a phone and in the dark scheme. Reads only:
 * nothing here changes the demo the other specs rely on.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logInThroughPopup, test } from './support';

const PHONE = { width: 390, height: 844 };

/** Whether the page scrolls sideways: nothing may be wider than the screen. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The tiles' figures, each by its label ("Posts" → "217"): the values alone, without the previous period's. */
async function tiles(page: Page): Promise<Record<string, string>> {
  const labels = await page.getByRole('term').allInnerTexts();
  const values = await page.getByRole('definition').allInnerTexts();
  return Object.fromEntries(labels.map((label, i) => [label.trim(), values[i]!.split('\n')[0]!.trim()]));
}

/** The page's range as its address says it (`from`, `to`), once a preset or a channel has put it there. */
function rangeOf(page: Page) {
  const search = new URL(page.url()).searchParams;
  return { from: search.get('from')!, to: search.get('to')!, channel: search.get('channel') };
}

/** The first of the month before today's, and its last day (the zone's today is within a day of this machine's). */
function lastMonthShape(to: string) {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${to.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`;
}

const topPosts = (page: Page) => page.getByRole('table', { name: /^Top posts by engagement/ });

/** Opens Analytics from the main navigation, as the owner, and waits for the range's figures. */
async function openAnalytics(page: Page) {
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'More' })
      .getByRole('link', { name: 'Analytics' })
      .click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Analytics · Social Desk');
  await expect(topPosts(page)).toBeVisible();
}

test('what worked last month: the figures, a chart’s table, a post’s curve, one channel, the CSV and the PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAnalytics(page);

  // The last 30 days: the preset pressed, the tiles with figures, the charts, the top posts.
  const range = page.getByRole('group', { name: 'Range' });
  await expect(range.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  const month = await tiles(page);
  expect(Object.keys(month)).toEqual([
    'Posts',
    'Engagement',
    'Engagement rate',
    'Impressions',
    'Link clicks',
    'Followers change',
  ]);
  // A week of the demo's seven channels at least: a post a day each.
  expect(Number(month.Posts!.replace(/,/g, ''))).toBeGreaterThan(7 * 7);
  expect(Number(month.Engagement!.replace(/,/g, ''))).toBeGreaterThan(0);
  for (const chart of ['Followers', 'Engagement per day', 'Networks compared'])
    await expect(page.getByRole('region', { name: chart, exact: true })).toBeVisible();
  await expect(topPosts(page).getByRole('row')).toHaveCount(11);
  await expect(topPosts(page)).toHaveAccessibleName(/^Top posts by engagement, 10 of \d+$/);
  await expectNoAxeViolations(page);

  // A chart as its table, and back to the drawing: the table then kept for screen readers alone.
  const followers = page.getByRole('region', { name: 'Followers', exact: true });
  const asTable = followers.getByRole('button', { name: 'Table: Followers' });
  await asTable.click();
  await expect(asTable).toHaveAttribute('aria-pressed', 'true');
  const followersTable = followers.getByRole('region', { name: 'Followers per day' });
  await expect(followersTable).toHaveAttribute('tabindex', '0');
  // A row a day of the range, under its head.
  await expect(followersTable.getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page);
  await asTable.click();
  await expect(asTable).toHaveAttribute('aria-pressed', 'false');
  await expect(followersTable).not.toHaveAttribute('tabindex');
  await expect(followersTable.getByRole('row')).toHaveCount(31);

  // The best post's curve, read when its row opens.
  const best = topPosts(page).getByRole('rowheader').first().getByRole('button');
  await best.click();
  await expect(best).toHaveAttribute('aria-expanded', 'true');
  const curve = page.getByRole('region', { name: 'Over time' });
  await expect(curve).toBeVisible();
  // Its head and each reading: the demo's posts have three.
  await expect(curve.getByRole('table', { name: 'The post’s readings' }).getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await best.click();
  await expect(curve).toHaveCount(0);

  // Last month: the address says its days, and the figures are its own.
  await range.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  const lastMonth = rangeOf(page);
  expect(lastMonth.to).toBe(lastMonthShape(lastMonth.to));
  expect(lastMonth.from).toBe(`${lastMonth.to.slice(0, 7)}-01`);
  await expect(range.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(range.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => tiles(page)).not.toEqual(month);
  const everyChannel = await tiles(page);
  // Every day of the month was published on by each of the seven channels.
  const days = Number(lastMonth.to.slice(8));
  expect(Number(everyChannel.Posts!.replace(/,/g, ''))).toBeGreaterThanOrEqual(7 * days);
  await expectNoAxeViolations(page);

  // One channel: its posts alone, a post a day.
  const channel = page.getByRole('combobox', { name: 'Channel' });
  const names = await channel.getByRole('option').allInnerTexts();
  expect(names[0]).toBe('All channels');
  await channel.selectOption({ label: names[1]! });
  await expect(page).toHaveURL(/[?&]channel=\d+/);
  expect(rangeOf(page)).toMatchObject({ from: lastMonth.from, to: lastMonth.to });
  await expect.poll(async () => (await tiles(page)).Posts).toBe(String(days));
  await expect(topPosts(page).getByRole('row').nth(1)).toContainText(names[1]!.replace(/ \(.*\)$/, ''));
  await expectNoAxeViolations(page);

  // The range's posts as a CSV, its report as a PDF: saved under the range's name.
  const csvSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvSaved;
  expect(csv.suggestedFilename()).toBe(`results-${lastMonth.from}-${lastMonth.to}.csv`);
  const lines = readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toContain('post_id');
  // The head and a line per post of the channel's month.
  expect(lines.filter((line) => line.trim()).length).toBe(days + 1);

  const pdfSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfSaved;
  expect(pdf.suggestedFilename()).toBe(`results-${lastMonth.from}-${lastMonth.to}.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

for (const scheme of ['light', 'dark'] as const)
  test(`on a phone in the ${scheme} scheme: the figures fit the screen, the charts scroll in their cards, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: scheme });
    await openAnalytics(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(await overflowsSideways(page), 'the page scrolls sideways').toBe(false);
    await expectNoAxeViolations(page);

    // A table in a chart's place, and a post's curve: each scrolls in its own card.
    const engagement = page.getByRole('region', { name: 'Engagement per day', exact: true });
    await engagement.getByRole('button', { name: 'Table: Engagement per day' }).click();
    await expect(engagement.getByRole('region', { name: 'Engagement per day by network' })).toBeVisible();
    const best = topPosts(page).getByRole('rowheader').first().getByRole('button');
    await best.click();
    await expect(page.getByRole('region', { name: 'Over time' })).toBeVisible();
    expect(await overflowsSideways(page), 'the page scrolls sideways with a table and a curve').toBe(false);
    await expectNoAxeViolations(page);

    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-01&/);
    await expect(
      page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Last month' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await overflowsSideways(page), 'last month scrolls sideways').toBe(false);
    await expectNoAxeViolations(page);
  });

test('in the dark scheme on a desktop: the charts and a table in a chart’s place, axe clean', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openAnalytics(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await overflowsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  const networks = page.getByRole('region', { name: 'Networks compared', exact: true });
  await networks.getByRole('button', { name: 'Table: Networks compared' }).click();
  await expect(networks.getByRole('region', { name: 'Each network’s figures' })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});
