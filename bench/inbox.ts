// The inbox list's DOM size with 10,000 items loaded.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config.ts';
import type { Figure } from './figures.ts';
import type { RunningService } from './service.ts';

/** Scrolls the inbox in Chromium until 10,000 items are loaded, then counts the rows in the page. */
export async function inboxDom(service: RunningService, wanted = 10_000): Promise<Figure[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${service.origin}/login`);
    await page.evaluate(
      (token) =>
        localStorage.setItem('social-desk.session', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 })),
      service.token,
    );
    await page.goto(`${service.origin}/inbox`);
    const list = page.getByRole('list', { name: 'Inbox items' });
    await list.waitFor();
    const started = Date.now();
    const loaded = () =>
      page.evaluate(() =>
        Math.round((document.querySelector('ul[aria-label="Inbox items"]') as HTMLElement).offsetHeight / 92),
      );
    while ((await loaded()) < wanted && Date.now() - started < 240_000) {
      await page.evaluate(() => {
        const scroller = document.querySelector('[data-testid="inbox-scroller"]')!;
        scroller.scrollTop = scroller.scrollHeight;
      });
      await page.waitForTimeout(30);
    }
    const items = await loaded();
    const rows = await list.getByRole('listitem').count();
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return [
      {
        name: 'inbox list: items loaded',
        value: items,
        unit: 'items',
        note: `in ${((Date.now() - started) / 1000).toFixed(1)} s of scrolling`,
      },
      { name: 'inbox list: rows in the DOM', value: rows, unit: 'rows', target: 'bounded (< 60)' },
      { name: 'inbox page: DOM elements', value: nodes, unit: 'elements' },
    ];
  } finally {
    await browser.close();
  }
}
