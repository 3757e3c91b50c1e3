import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expectNoAxeViolations, logInThroughPopup, expect, shareNowFrom, test } from './support';

// Each network through its stand-in (scripts/stand-ins.ts, started beside the service by playwright.config.ts),
// which answers as the network's documentation describes its consent page, token endpoint and API: connected from
// the dashboard, then a post shared now comes back as the channel's own. X has its own walk (x.spec.ts).
// A JPEG: the one format Instagram publishes.
const picture = readFileSync('public/demo/latte.jpg');

interface Walk {
  network: string;
  /** The sign-in reaches several accounts (a member and her pages): the one to pick. */
  pick?: RegExp;
  /** The network publishes nothing without a picture. */
  needsPicture?: boolean;
}

const walks: Walk[] = [
  { network: 'Facebook Page' },
  { network: 'LinkedIn', pick: /^Northwind Coffee/ },
  { network: 'Instagram', needsPicture: true },
  { network: 'Pinterest', needsPicture: true },
  // Two locations of one name, told apart by their street.
  { network: 'Google Business Profile', pick: /^Northwind Coffee/ },
];

async function connect(page: Page, { network, pick }: Walk) {
  await page.getByRole('button', { name: 'Connect a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a channel' });
  await dialog.getByRole('radio', { name: network, exact: true }).check();
  await dialog.getByRole('button', { name: `Continue to ${network}` }).click();

  // The network's own consent page, in this tab.
  await expect(page.getByRole('heading', { name: /^Allow Social Desk to access your .* account\?$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  if (pick) {
    const choose = page.getByRole('dialog', { name: 'Which accounts to connect?' });
    await choose.getByRole('checkbox', { name: pick }).first().check();
    await expectNoAxeViolations(page);
    await choose.getByRole('button', { name: 'Connect 1 account' }).click();
    await expect(page.getByText(`One channel of ${network} connected.`)).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/settings\/channels\?connected=\d+$/);
    await expect(page.getByText(new RegExp(`on ${network} is connected\\.`))).toBeVisible();
  }
}

for (const walk of walks)
  test(`connect ${walk.network} through its consent page from the dashboard, then post to it`, async ({ page }) => {
    await page.goto('/settings/channels');
    await logInThroughPopup(page);
    await connect(page, walk);

    // Its row: the real network's channel, not the demo's sandbox one.
    const row = page
      .getByRole('list', { name: 'Channels' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`· ${walk.network}(?! \\(sandbox\\))`) });
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: /^Posting schedule and queue of / }).click();

    await page.getByRole('button', { name: 'New post' }).click();
    const composer = page.getByRole('dialog', { name: 'New post' });
    const words = `Sent through the ${walk.network} API ${Date.now()}`;
    await composer.getByRole('textbox', { name: 'Message' }).fill(words);
    if (walk.needsPicture) {
      await composer.getByLabel('Upload an image').setInputFiles({
        name: 'latte.jpg',
        mimeType: 'image/jpeg',
        buffer: picture,
      });
      await expect(composer.getByRole('img', { name: 'Attached to this post' })).toBeVisible();
    }
    await composer.getByRole('radio', { name: 'Share now' }).check();
    await shareNowFrom(composer);

    // Published: the channel's own post in the inbox, found by its words.
    await page.goto(`/inbox?q=${encodeURIComponent(words.split(' ').at(-1)!)}`);
    const found = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`Our post · ${walk.network}`);
    await expect(found).toContainText(words);

    // Disconnected again, so that the specs after this one find the demo's channels alone.
    await page.goto('/settings/channels');
    await row.getByRole('button', { name: /^Disconnect / }).click();
    await page
      .getByRole('dialog', { name: /^Disconnect / })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(row).toHaveCount(0);
  });
