import { channelLinks, expectNoAxeViolations, logInThroughPopup, OWNER, expect, test } from './support';

test('log in through the popup, see the channels, stay logged in across a reload, log out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Social Desk' })).toBeVisible();
  await expectNoAxeViolations(page);

  await logInThroughPopup(page, OWNER, async (popup) => {
    await expectNoAxeViolations(popup);
    // A wrong password answers the form again with the reason, never a redirect.
    await popup.getByLabel('Email').fill(OWNER.email);
    await popup.getByLabel('Password').fill('not-the-password');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await expect(popup.getByRole('alert')).toContainText('do not match');
    await expectNoAxeViolations(popup);
  });

  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(channelLinks(page)).toHaveCount(7);
  await expect(channelLinks(page).filter({ hasText: 'Instagram' })).toBeVisible();
  await expect(page.getByText('Maya Chen')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(channelLinks(page)).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  await channelLinks(page).filter({ hasText: 'LinkedIn' }).click();
  await expect(page.getByRole('heading', { name: /Outbox · Northwind Coffee Co\./ })).toBeVisible();
  await expectNoAxeViolations(page);

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('social-desk.session')!).token as string);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The token is revoked on the service, not only forgotten here.
  const after = await page.request.get('/api/account/get', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await page.goto('/drafts');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a deep link survives the login and lands where it pointed', async ({ page }) => {
  await page.goto('/approvals');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapprovals/);
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/approvals$/);
});

test('with popups blocked the login runs in the page itself', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/drafts');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Social Desk' })).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await expect(channelLinks(page)).toHaveCount(7);
});

test('a token the service rejects leads back to the login, and back to the page after', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'social-desk.session',
      JSON.stringify({ token: 'revoked-or-made-up', expiresAt: Date.now() + 3_600_000 }),
    ),
  );
  await page.goto('/drafts');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/redirect=%2Fdrafts/);
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
});
