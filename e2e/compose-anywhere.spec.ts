import { type Page } from '@playwright/test';
import { expectNoAxeViolations, expect, logInThroughPopup, test } from './support';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** With COMPOSER_SHOTS set to a folder, the composer is photographed there (decision 066's pictures). */
async function shoot(page: Page, name: string) {
  const folder = process.env.COMPOSER_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

test('on a phone, compose from the inbox: no channel yet says so, share now waits with Undo, then it is queued', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();

  // One Create post shows on a phone (the wider screens' header is hidden), in the header beside the bell.
  await shoot(page, 'inbox-phone-light');
  await page.getByRole('button', { name: 'Create post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  const when = composer.getByRole('group', { name: 'When' });
  await expect(when).toContainText('Pick a channel first');
  await expect(when.getByRole('radio', { name: 'Share now' })).toBeDisabled();
  await expect(composer.getByRole('button', { name: 'Add to queue' })).toBeDisabled();
  await expect(composer.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });

  await composer.getByRole('checkbox', { name: /\(X\)$/ }).check();
  await composer.getByRole('checkbox', { name: /\(Bluesky\)$/ }).check();
  await expect(composer).toContainText('Up to 280 characters.');
  await expect(composer).toContainText('Up to 300 characters.');
  await shoot(page, 'composer-phone-channels');
  await composer.getByLabel('Message').fill('Cold brew season starts Friday: first glass on us.');
  await when.getByRole('radio', { name: 'Share now' }).check();
  await expectNoAxeViolations(page);
  await shoot(page, 'composer-phone-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shoot(page, 'composer-phone-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Share now asks, then counts down with Undo; Undo keeps everything as written.
  await composer.getByRole('button', { name: 'Share now' }).click();
  await expect(composer).toContainText('Publish on all 2 channels now?');
  await composer.getByRole('button', { name: 'Yes, share now' }).click();
  await expect(composer.getByRole('status')).toContainText(/Sharing in \d s…/);
  await expectNoAxeViolations(page);
  await shoot(page, 'composer-phone-countdown');
  await composer.getByRole('button', { name: 'Undo' }).click();
  await expect(composer.getByLabel('Message')).toHaveValue('Cold brew season starts Friday: first glass on us.');
  await expect(composer.getByRole('button', { name: 'Share now' })).toBeInViewport({ ratio: 1 });

  // Escape while counting is Undo too: the composer stays, nothing goes.
  await composer.getByRole('button', { name: 'Share now' }).click();
  await composer.getByRole('button', { name: 'Yes, share now' }).click();
  await page.keyboard.press('Escape');
  await expect(composer).toBeVisible();
  await expect(composer.getByRole('status')).toHaveCount(0);

  await when.getByRole('radio', { name: 'Add to queue' }).check();
  await composer.getByRole('button', { name: 'Add to queue' }).click();
  await expect(composer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to the queue.' })).toBeVisible();
});

test('at 1366×768 the composer’s actions stay in view while its body scrolls; c opens it anywhere', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();

  await page.keyboard.press('c');
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  for (const box of await composer.getByRole('group', { name: 'Channels' }).getByRole('checkbox').all())
    await box.check();
  await composer.getByLabel('Message').fill('Our winter blend is back, roasted this morning.');
  await composer.getByRole('textbox', { name: /^Link/ }).fill('https://northwind.example/winter');
  await composer.getByRole('radio', { name: 'Schedule' }).check();

  // Taller than the screen: the body scrolls, Cancel and Schedule stay where they can be pressed.
  const body = composer.locator('div.overflow-y-auto').first();
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect(composer.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await expect(composer.getByRole('button', { name: 'Schedule' })).toBeInViewport({ ratio: 1 });
  // The actions sit on the dialog's bottom edge: nothing of the body scrolls out below them.
  const actions = (await composer.getByRole('button', { name: 'Cancel' }).locator('..').boundingBox())!;
  const dialog = (await composer.boundingBox())!;
  expect(Math.abs(actions.y + actions.height - (dialog.y + dialog.height))).toBeLessThan(2);
  // The time field is on the workspace's 24-hour clock.
  await expect(composer.getByLabel(/^Time/)).toHaveAttribute('placeholder', '13:00');
  await expectNoAxeViolations(page);
  await shoot(page, 'composer-desk-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shoot(page, 'composer-desk-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await composer.getByRole('button', { name: 'Cancel' }).click();
  await expect(composer).toBeHidden();
  // Typing c in a field is text, not a shortcut.
  await page.getByRole('button', { name: 'New draft' }).click();
  const draft = page.getByRole('dialog', { name: 'New draft' });
  await draft.getByLabel('Message').pressSequentially('cc');
  await expect(draft.getByLabel('Message')).toHaveValue('cc');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
