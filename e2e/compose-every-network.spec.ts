import { expectNoAxeViolations, expect, logInThroughPopup, test, channelLinks } from './support';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 1000 };
const ZONE = 'America/New_York';

/** A day in the demo workspace's zone, `days` from now, as YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('on a phone, one idea from the inbox: X’s own version, a thread and a first comment, in the calendar and, published, in the inbox', async ({
  page,
}) => {
  // Words of this run alone, so that the calendar and the inbox are searched for what this test wrote.
  const stamp = `t${Date.now().toString(36)}`;
  const shared = `Spring menu ${stamp}: the lavender latte is back.`;
  const forX = `X ${stamp}: lavender latte is back #spring`;
  const part = `Part two ${stamp}: oat milk at no extra cost.`;
  const comment = `Menu ${stamp} in the first comment.`;
  const day = dayFromNow(3);

  await page.setViewportSize(PHONE);
  await page.goto('/inbox');
  await logInThroughPopup(page);
  await expect(page.getByRole('heading', { name: /^Inbox/, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByRole('checkbox', { name: /\(X\)$/ }).check();
  await composer.getByRole('checkbox', { name: /\(Bluesky\)$/ }).check();
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill(shared);

  // X gets its own text; Bluesky keeps the shared one.
  await composer.getByRole('button', { name: 'Customize for X' }).click();
  await composer.getByRole('textbox', { name: 'Message for X' }).fill(forX);
  // A thread of two parts on both, and a first comment under each.
  await composer.getByRole('button', { name: 'Add to thread' }).click();
  await composer.getByRole('textbox', { name: 'Part 2 of 2' }).fill(part);
  await composer.getByRole('textbox', { name: 'First comment' }).fill(comment);

  await composer.getByRole('radio', { name: 'Schedule' }).check();
  await composer.getByLabel(/^Day/).fill(day);
  await composer.getByLabel(/^Time/).fill('10:30');
  await expectNoAxeViolations(page);
  await expect(composer.getByRole('button', { name: 'Schedule' })).toBeInViewport({ ratio: 1 });
  await composer.getByRole('button', { name: 'Schedule' }).click();
  await expect(composer).toBeHidden();

  // The calendar shows each network's own post at its time.
  await page.setViewportSize(DESK);
  await page.goto(`/calendar?view=week&date=${day}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Move post: X ${stamp}.*\\(X\\), ${day} 10:30`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Move post: Spring menu ${stamp}.*\\(Bluesky\\), ${day} 10:30`) }),
  ).toBeVisible();

  // Published now from Bluesky's outbox: the post, its thread's part and its first comment are the channel's own in
  // its conversation.
  await channelLinks(page).filter({ hasText: 'Bluesky' }).first().click();
  await page.getByRole('button', { name: new RegExp(`^Share post “Spring menu ${stamp}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Share post “Spring menu ${stamp}`) })).toHaveCount(0, {
    timeout: 15_000,
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/inbox?q=${encodeURIComponent(`Spring menu ${stamp}`)}`);
  const found = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem').filter({ hasText: shared });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Our post · Bluesky');
  await found.getByRole('button').first().click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText(shared);
  await expect(conversation).toContainText(part);
  await expect(conversation).toContainText(comment);
  await expectNoAxeViolations(page);
});
