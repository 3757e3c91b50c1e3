import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, test } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Whether the page scrolls sideways: on a phone nothing may be wider than the screen. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The pages a social media manager moves between, each with what says it has loaded. */
const pages = [
  { path: '/inbox', heading: /^Inbox/, title: 'Inbox · Social Desk' },
  { path: '/outbox', heading: /^Outbox/, title: 'Outbox · Social Desk' },
  { path: '/calendar', heading: /^Calendar/, title: 'Calendar · Social Desk' },
  { path: '/calendar?view=month', heading: /^Calendar/, title: 'Calendar · Social Desk' },
  { path: '/approvals', heading: /^Approvals/, title: 'Approvals · Social Desk' },
  { path: '/history', heading: /^History/, title: 'History · Social Desk' },
  { path: '/analytics', heading: /^Analytics/, title: 'Analytics · Social Desk' },
  { path: '/drafts', heading: /^Drafts/, title: 'Drafts · Social Desk' },
  { path: '/settings/profile', heading: /^Settings/, title: 'Profile · Settings · Social Desk' },
  { path: '/settings/channels', heading: /^Settings/, title: 'Channels · Settings · Social Desk' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`every page on a ${size} in the ${scheme} scheme: named, fits the screen, axe clean`, async ({ page }) => {
      // Ten pages, each checked by axe (Analytics, with its charts, the longest): about 35 s on a quiet machine.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/inbox');
      await logInThroughPopup(page);
      // Logged in (the session is kept) before the next address is typed.
      await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const { path, heading, title } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(title);
        expect(await overflowsSideways(page), `${path} scrolls sideways`).toBe(false);
        await expectNoAxeViolations(page);
      }
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test('on a phone: the sections along the bottom, the channels behind Menu, and a channel’s queue from there', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/inbox');
  await logInThroughPopup(page);
  const sections = page.getByRole('navigation', { name: 'Main' });
  const box = (await sections.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
  await sections.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  // What does not fit the bottom bar.
  await expect(menu.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'History' })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('region', { name: 'Channels' }).getByRole('link').filter({ hasText: 'LinkedIn' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Outbox ·/ })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
});

test('dark mode follows the system until switched, and the switch holds across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/inbox');
  await logInThroughPopup(page);
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
});
