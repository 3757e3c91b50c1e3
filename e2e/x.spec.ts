import { expectNoAxeViolations, logInThroughPopup, expect, shareNowFrom, test } from './support';

// X through its stand-in (scripts/stand-ins.ts, started beside the service by playwright.config.ts), which
// answers as docs.x.com describes X's consent page, token endpoint and API.
test('connect an X account through X’s consent page from the dashboard, then post to it', async ({ page }) => {
  await page.goto('/settings/channels');
  await logInThroughPopup(page);
  await page.getByRole('button', { name: 'Connect a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a channel' });
  await dialog.getByRole('radio', { name: 'X', exact: true }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Continue to X' }).click();

  // X's own page, in this tab.
  await expect(page.getByRole('heading', { name: /Authorize Social Desk/ })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize app' }).click();

  // Back on the Channels page, which names the channel made.
  await expect(page).toHaveURL(/\/settings\/channels\?connected=\d+$/);
  await expect(page.getByText('Northwind Coffee (@northwindcoffee) on X is connected.')).toBeVisible();
  const channelId = new URL(page.url()).searchParams.get('connected')!;
  const row = page
    .getByRole('list', { name: 'Channels' })
    .getByRole('listitem')
    .filter({ hasText: /@northwindcoffee · X(?! \(sandbox\))/ });
  await expect(row.getByText('Connected', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/settings\/channels$/);

  // A post shared now goes to X: it comes back as the channel's own post, with its address on X.
  await page.goto(`/outbox/${channelId}`);
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const words = `Sent through X's API ${Date.now()}`;
  await composer.getByRole('textbox', { name: 'Message' }).fill(words);
  await composer.getByRole('radio', { name: 'Share now' }).check();
  await shareNowFrom(composer);
  await page.goto(`/inbox?q=${encodeURIComponent(words.split(' ').at(-1)!)}`);
  const found = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Our post · X');
  await expect(found).toContainText(words);
});
