/**
 * A real Bluesky account, end to end in the browser: connect it on the Channels page, post to it from the
 * composer, see another account's reply arrive in the inbox, answer it, all against a real local Bluesky network
 * (@atproto/dev-env: PLC, PDS, AppView). Runs against a service of its own pointed at that network.
 */
import type { AppBskyFeedPost } from '@atproto/api';
import { startBlueskyNetwork, type BlueskyAccount, type BlueskyNetwork } from '../server/testing/bluesky-network.ts';
import { startOwnService, type OwnService } from './own-service';
import { channelLinks, expect, expectNoAxeViolations, logInThroughPopup, shareNowFrom, test } from './support';

const PORT = Number(process.env.E2E_BLUESKY_PORT ?? 8794);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data-e2e-bluesky';

let network: BlueskyNetwork;
let brand: BlueskyAccount;
let fan: BlueskyAccount;
let service: OwnService | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  network = await startBlueskyNetwork();
  [brand, fan] = await Promise.all([network.createAccount('roastery'), network.createAccount('regular')]);
  service = await startOwnService(PORT, DATA_DIR, { ...network.env, SEED_INBOX_ITEMS: '40', INBOX_POLL_SECONDS: '1' });
});

test.afterAll(async () => {
  await service?.stop();
  await network?.stop();
});

test.use({ baseURL: ORIGIN });

const brandPosts = async () =>
  (await brand.agent.com.atproto.repo.listRecords({ repo: brand.did, collection: 'app.bsky.feed.post', limit: 50 }))
    .data.records;

test('connect a Bluesky account, post to it, and answer a reply from the inbox', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/settings/channels');
  await logInThroughPopup(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Channels' })).toBeVisible();

  // Connect: a mistaken password is refused at its field, the app password connects.
  await page.getByRole('button', { name: /Connect a channel/ }).click();
  const dialog = page.getByRole('dialog', { name: /Connect a channel/ });
  await dialog.getByRole('textbox', { name: 'Bluesky handle' }).fill(brand.handle);
  await dialog.getByRole('textbox', { name: 'App password' }).fill('aaaa-bbbb-cccc-dddd');
  await dialog.getByRole('button', { name: 'Connect Bluesky account' }).click();
  await expect(dialog.getByText(/Bluesky refused this handle and app password/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'App password' }).fill(brand.appPassword);
  await dialog.getByRole('button', { name: 'Connect Bluesky account' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('list', { name: 'Channels' })
    .getByRole('listitem')
    .filter({ hasText: `@${brand.handle}` });
  await expect(row).toContainText('Connected');
  await expectNoAxeViolations(page);

  // Post to it from the composer, at once.
  await page.getByRole('link', { name: 'Outbox' }).click();
  await channelLinks(page).filter({ hasText: brand.handle }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('Message').fill('Single-origin Ethiopian on the bar today.');
  await composer.getByRole('radio', { name: 'Share now' }).check();
  await shareNowFrom(composer);
  await expect
    .poll(async () => (await brandPosts()).map((r) => (r.value as AppBskyFeedPost.Record).text))
    .toEqual(['Single-origin Ethiopian on the bar today.']);

  // Someone replies on Bluesky; the inbox brings it in.
  const [published] = await brandPosts();
  // The AppView indexes the post before the reply to it, as it would on the real network.
  await network.processAll();
  const ref = { uri: published!.uri, cid: published!.cid };
  await fan.agent.post({ text: 'Is it on pour-over too?', reply: { root: ref, parent: ref } });
  await network.processAll();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
  const reply = page
    .getByRole('list', { name: 'Inbox items' })
    .getByRole('listitem')
    .filter({ hasText: 'Is it on pour-over too?' });
  // It is in the list, or, when it arrived while the list was open, behind the "new item" button.
  const fresh = page.getByRole('button', { name: /1 new item/ });
  await expect(reply.or(fresh)).toBeVisible({ timeout: 20_000 });
  if (await fresh.isVisible()) await fresh.click();
  await expect(reply).toBeVisible();
  await reply.click();

  // Answer it: the answer is on Bluesky, under the reply.
  const pane = page.getByRole('article', { name: /^Conversation with/ });
  await pane.getByRole('textbox').fill('Yes, all day!');
  await pane.getByRole('button', { name: /^(Reply|Send)/ }).click();
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('Yes, all day!');
  await expectNoAxeViolations(page);
  await expect
    .poll(async () => (await brandPosts()).map((r) => (r.value as AppBskyFeedPost.Record).text).sort())
    .toEqual(['Single-origin Ethiopian on the bar today.', 'Yes, all day!']);
  const answer = (await brandPosts()).find((r) => (r.value as AppBskyFeedPost.Record).text === 'Yes, all day!');
  expect((answer!.value as AppBskyFeedPost.Record).reply?.root.uri).toBe(published!.uri);
});
