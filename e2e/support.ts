import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  await popup.getByRole('button', { name: 'Log in' }).click();
  await popup.waitForEvent('close');
}

export const channelLinks = (page: Page) => page.getByRole('region', { name: 'Channels' }).getByRole('link');
