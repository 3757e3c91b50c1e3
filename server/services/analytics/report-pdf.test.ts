import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encoded } from '../../testing/images.ts';
import { sampleReportInput } from '../../testing/report-input.ts';
import type { ReportInput } from './report-input.ts';
import { formatNumber } from './report-pdf-draw.ts';
import { MAX_PDF_RENDERS, renderReportPdf, ReportBusy, reportWorkers, WORKER_IDLE_MS } from './report-pdf.ts';

/** Every page's text, as a reader's PDF viewer finds it (pdfjs-dist). */
async function readBack(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

const small = (name = 'Harbour Bakery'): ReportInput =>
  sampleReportInput({ from: '2025-06-01', to: '2025-06-30', channels: 3, workspaceName: name });

afterEach(() => {
  vi.useRealTimers();
});

describe('the PDF report', () => {
  // First, while no worker runs: the worker's idle timer is the fake clock's.
  it('ends its worker after a minute without a report', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderReportPdf(small());
    expect(reportWorkers()).toBe(1);
    vi.advanceTimersByTime(WORKER_IDLE_MS - 1);
    expect(reportWorkers()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(reportWorkers()).toBe(0);
  });

  it('draws a year of ten channels: the workspace, the range, the top post, the figures, on numbered pages', async () => {
    const input = sampleReportInput({ channels: 10, postsPerDay: 1, workspaceName: 'Пекарня «Гавань» 🍞' });
    const posts = input.posts.map((post) => ({ ...post, message: `Post ${post.post_id}: fresh bread 🥖 today` }));
    expect(posts.length).toBeGreaterThan(3000);
    // Its 5-second budget is measured by the bench (plan 038, decision 080), not here: on a shared machine running
    // test files side by side, a wall-clock limit fails for the neighbours' load, not the report's.
    const pdf = await renderReportPdf({ ...input, posts });

    const pages = await readBack(pdf);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Пекарня «Гавань»');
    expect(pages[0]).toContain('2025-01-01 to 2025-12-31');
    // The emoji is left out, the rest of the name and the posts' text kept.
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    const top = [...posts].sort((a, b) => (b.engagement ?? -1) - (a.engagement ?? -1))[0]!;
    expect(text).toContain(`Post ${top.post_id}: fresh bread today`);
    expect(text).toContain(top.permalink);
    expect(text).toContain(formatNumber(input.totals.engagement));
    expect(text).toContain(formatNumber(input.previous_totals!.engagement));
    // A table per channel.
    for (const channel of input.channels) expect(text).toContain(`${channel.name} (`);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('draws without a previous period, an inbox or any figure', async () => {
    const input = small();
    const empty: ReportInput = {
      ...input,
      previous_totals: null,
      inbox: null,
      posts: [],
      channels: input.channels.map((c) => ({
        ...c,
        days: c.days.map((d) => ({ ...d, followers: null, engagement: null })),
      })),
    };
    const text = (await readBack(await renderReportPdf(empty))).join('\n');
    expect(text).toContain('No follower figures in this range.');
    expect(text).toContain('No post in this range has engagement figures.');
    expect(text).not.toContain('Inbox response times');
  });

  it("puts the workspace's logo on the cover, and goes without one it cannot read", async () => {
    const images = async (pdf: Uint8Array) => {
      const document = await getDocument({ data: pdf.slice() }).promise;
      const operators = await (await document.getPage(1)).getOperatorList();
      await document.destroy();
      return operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    };
    const input = small();
    const logo = new Uint8Array(await encoded('jpeg', 320, 160));
    expect(await images(await renderReportPdf({ ...input, workspace: { ...input.workspace, logo } }))).toBe(1);
    const broken = { ...input, workspace: { ...input.workspace, logo: logo.slice(0, 40) } };
    const pdf = await renderReportPdf(broken);
    expect(await images(pdf)).toBe(0);
    expect((await readBack(pdf))[0]).toContain('Harbour Bakery');
  });

  it(`draws ${MAX_PDF_RENDERS} at once and refuses a third as busy`, async () => {
    const renders = [renderReportPdf(small('First')), renderReportPdf(small('Second'))];
    await expect(renderReportPdf(small('Third'))).rejects.toBeInstanceOf(ReportBusy);
    const [first, second] = await Promise.all(renders);
    expect((await readBack(first!))[0]).toContain('First');
    expect((await readBack(second!))[0]).toContain('Second');
    expect(reportWorkers()).toBeLessThanOrEqual(MAX_PDF_RENDERS);
    // Once they are done, the next is drawn.
    expect((await readBack(await renderReportPdf(small('Fourth'))))[0]).toContain('Fourth');
  });

  it('busy is a 429 to try again in 5 seconds', () => {
    const busy = new ReportBusy();
    expect([busy.kind, busy.code, busy.retryAfterSeconds]).toEqual(['too_many', 'busy', 5]);
  });
});
