import { readFileSync } from 'node:fs';
import { channelLinks, expectNoAxeViolations, logInThroughPopup, expect, shareNowFrom, test } from './support';

const picture = readFileSync('public/demo/latte.png');

test('a picture for an Instagram post: a wrong file refused, the upload’s progress, the picture published with the post', async ({
  page,
}) => {
  await page.goto('/');
  await logInThroughPopup(page);
  await channelLinks(page).filter({ hasText: 'Instagram' }).click();
  await expect(page.getByRole('heading', { name: /^Outbox ·/ })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const message = `Winter blend, fresh from the roaster ${Date.now()}`;
  await composer.getByRole('textbox', { name: 'Message' }).fill(message);

  // Instagram publishes nothing without a picture: said while writing, and the post cannot go yet.
  await composer.getByRole('radio', { name: 'Share now' }).check();
  await expect(composer.getByText('Instagram needs an image.')).toBeVisible();
  await expect(composer.getByRole('button', { name: 'Share now' })).toBeDisabled();

  const picker = composer.getByLabel('Upload an image');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(composer.getByRole('alert')).toContainText('“notes.txt” is not a PNG, JPEG, GIF or WebP image');

  // A slow connection (the service answers after a second), so the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1_000,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024,
  });
  await picker.setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: picture });
  await expect(composer.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(composer.getByText(/^Uploading… \d+%$/)).toBeVisible();
  const attached = composer.getByRole('img', { name: 'Attached to this post' });
  await expect(attached).toBeVisible({ timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(composer.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();

  // Stored by the service (re-encoded without its metadata, decision 061) and served at a stable address.
  const url = (await attached.getAttribute('src'))!;
  expect(url).toMatch(/\/media\/[\w-]+\.png$/);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).subarray(0, 8)).toEqual(picture.subarray(0, 8));

  await expect(composer.getByText('Instagram needs an image.')).toBeHidden();
  await expectNoAxeViolations(page);
  await shareNowFrom(composer);

  // The sandbox network published it: the channel's own post, in the inbox, with the picture.
  await page.goto(`/inbox?q=${encodeURIComponent(message.split(' ').at(-1)!)}`);
  const found = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Our post');
  await found.getByRole('button').first().click();
  const shown = page
    .getByRole('article', { name: /^Conversation with/ })
    .getByRole('img', { name: 'Attached to this message' });
  await expect(shown).toHaveAttribute('src', url);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
