import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** What the browser refused under the service's Content-Security-Policy, in every page of a context. */
export function watchPolicyViolations(context: BrowserContext): string[] {
  const refused: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      refused.push(`${message.location().url}: ${message.text()}`);
  });
  return refused;
}

/**
 * Playwright's test, with every page of the test's context watched: whatever the Content-Security-Policy made the
 * browser refuse (an inline script, a style, a connection) fails the test.
 */
export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const refused = watchPolicyViolations(context);
      await use(refused);
      expect(refused, 'the Content-Security-Policy refused something').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const OWNER = { email: 'owner@demo.test', password: 'demo-password' };

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Clicks "Log in", completes the form in the popup, and waits for the popup to close. */
export async function logInThroughPopup(page: Page, user = OWNER, check?: (popup: Page) => Promise<void>) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Log in' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Log in to Social Desk' })).toBeVisible();
  if (check) await check(popup);
  await popup.getByLabel('Email').fill(user.email);
  await popup.getByLabel('Password').fill(user.password);
  // Listened for before the click: the popup can close before the click's own wait ends, and a close already
  // past is never heard.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await closed;
}

export const channelLinks = (page: Page) => page.getByRole('region', { name: 'Channels' }).getByRole('link');

/** Share now from the composer: confirmed, then its five seconds with Undo (decision 066) before it is sent. */
export async function shareNowFrom(composer: Locator) {
  await composer.getByRole('button', { name: 'Share now' }).click();
  await composer.getByRole('button', { name: 'Yes, share now' }).click();
  await expect(composer).toBeHidden({ timeout: 15_000 });
}
