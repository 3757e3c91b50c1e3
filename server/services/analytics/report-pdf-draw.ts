// The PDF report's pages (decision 078): the cover, the summary beside the period before, the charts, the networks
// side by side, the top ten posts, the inbox's response times and a table per channel. Pure drawing: the input is
// what the analytics operations answer (report-input.ts). Runs in the report worker (report-pdf.ts).
import { networkName, networkOf } from '../../../shared/networks.ts';
import type { ChannelDay, ChannelResult, ReportInput, ReportTotals, ResultTotals } from './report-input.ts';
import { CHART_HEIGHT, drawEngagement, drawFollowers } from './report-pdf-charts.ts';
import { finish, INK, MARGIN, MUTED, openDocument, type Page } from './report-pdf-layout.ts';

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const DASH = '–';

export const formatNumber = (value: number | null | undefined) => (value == null ? DASH : whole.format(value));
export const formatRate = (rate: number | null | undefined) =>
  rate == null ? DASH : `${(rate * 100).toFixed(rate < 0.1 ? 2 : 1)} %`;

function formatChange(now: number | null, before: number | null | undefined): string {
  if (now === null || before == null || before === 0) return DASH;
  const change = ((now - before) / Math.abs(before)) * 100;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)} %`;
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return DASH;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

const rateBaseOf = (totals: ResultTotals) =>
  totals.rate_base !== undefined
    ? totals.rate_base
    : networkOf(totals.channel_type).postFigures.includes('impressions')
      ? 'impressions'
      : 'followers';
const rateWithBase = (rate: number | null, base: string | null) =>
  rate === null ? DASH : `${formatRate(rate)} of ${base ?? 'impressions'}`;

function cover(page: Page, input: ReportInput) {
  const { doc } = page;
  if (input.workspace.logo) {
    try {
      doc.image(Buffer.from(input.workspace.logo), MARGIN, MARGIN + 40, { fit: [160, 80] });
    } catch {
      // A logo that is not a picture pdfkit reads leaves the cover without one, not the report undone.
    }
  }
  doc.y = MARGIN + 160;
  doc.font('Sans').fontSize(12).fillColor(MUTED).text('Results report', MARGIN, doc.y, { width: page.width });
  doc.moveDown(0.3);
  doc.font('Sans-Bold').fontSize(26).fillColor(INK).text(page.clean(input.workspace.name), { width: page.width });
  doc.moveDown(0.6);
  doc.font('Sans').fontSize(14).text(`${input.from} to ${input.to}`, { width: page.width });
  doc.moveDown(0.3);
  doc.fontSize(10).fillColor(MUTED);
  doc.text(`Days and times are ${input.workspace.timezone}'s. Made ${input.made_at}.`, { width: page.width });
  doc.moveDown(1.2);
  doc
    .fontSize(9)
    .text(
      'Engagement is likes, comments, shares, quotes and saves, as each network gives them. Its rate is over a ' +
        "post's impressions where the network gives them, else over the channel's followers; each rate says which. " +
        'Clicks are shown apart. A dash is a figure the network does not give.',
      { width: page.width },
    );
}

const SUMMARY: { label: string; value: (t: ReportTotals) => number | null; rate?: boolean }[] = [
  { label: 'Posts published', value: (t) => t.posts },
  { label: 'Engagement', value: (t) => t.engagement },
  { label: 'Engagement rate', value: (t) => t.engagement_rate, rate: true },
  { label: 'Impressions', value: (t) => t.impressions },
  { label: 'Likes', value: (t) => t.likes },
  { label: 'Comments', value: (t) => t.comments },
  { label: 'Shares', value: (t) => t.shares },
  { label: 'Quotes', value: (t) => t.quotes },
  { label: 'Saves', value: (t) => t.saves },
  { label: 'Clicks on the network', value: (t) => t.network_clicks },
  { label: 'Clicks on our links', value: (t) => t.link_clicks },
];

function summary(page: Page, input: ReportInput) {
  page.heading('Summary');
  const before = input.previous_totals;
  const rows = SUMMARY.map(({ label, value, rate }) => {
    const now = value(input.totals);
    const then = before ? value(before) : null;
    const shown = rate ? formatRate : formatNumber;
    const change = rate
      ? now === null || then === null
        ? DASH
        : `${now >= then ? '+' : ''}${((now - then) * 100).toFixed(2)} pt`
      : formatChange(now, then);
    return [label, shown(now), before ? shown(then) : DASH, before ? change : DASH];
  });
  const followersNow = sumOf(input.channels.map((c) => c.followers_last));
  const followersChange = sumOf(input.channels.map((c) => c.followers_change));
  rows.push(['Followers at the end', formatNumber(followersNow), DASH, DASH]);
  rows.push(['Followers gained', signed(followersChange), DASH, DASH]);
  page.table(
    [
      { label: 'Figure', width: page.width * 0.4 },
      { label: 'This period', width: page.width * 0.2, align: 'right' },
      { label: 'Period before', width: page.width * 0.2, align: 'right' },
      { label: 'Change', width: page.width * 0.2, align: 'right' },
    ],
    rows,
  );
}

const sumOf = (values: readonly (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((t, v) => t + (v ?? 0), 0) : null;
const signed = (value: number | null) => (value === null ? DASH : `${value > 0 ? '+' : ''}${formatNumber(value)}`);

function networksTable(page: Page, input: ReportInput) {
  page.heading('Networks side by side');
  const w = page.width;
  page.table(
    [
      { label: 'Network', width: w * 0.185 },
      { label: 'Channels', width: w * 0.093, align: 'right' },
      { label: 'Posts', width: w * 0.06, align: 'right' },
      { label: 'Engagement', width: w * 0.125, align: 'right' },
      { label: 'Rate', width: w * 0.2, align: 'right' },
      { label: 'Impressions', width: w * 0.12, align: 'right' },
      { label: 'Link clicks', width: w * 0.103, align: 'right' },
      { label: 'Followers ±', width: w * 0.114, align: 'right' },
    ],
    input.networks.map((n) => [
      networkName(n.channel_type),
      formatNumber(input.channels.filter((c) => c.channel_type === n.channel_type).length),
      formatNumber(n.posts),
      formatNumber(n.engagement),
      rateWithBase(n.engagement_rate, rateBaseOf(n)),
      formatNumber(n.impressions),
      formatNumber(n.link_clicks),
      signed(n.followers_change),
    ]),
  );
}

const byEngagement = (a: { engagement: number | null }, b: { engagement: number | null }) =>
  (b.engagement ?? -1) - (a.engagement ?? -1);

function topPosts(page: Page, input: ReportInput) {
  page.heading('Top 10 posts by engagement');
  const { doc } = page;
  const channels = new Map(input.channels.map((c) => [c.channel_id, c]));
  const top = input.posts
    .filter((p) => p.engagement !== null)
    .sort(byEngagement)
    .slice(0, 10);
  if (top.length === 0) {
    doc.font('Sans').fontSize(9).fillColor(MUTED).text('No post in this range has engagement figures.');
    return;
  }
  top.forEach((post, index) => {
    page.ensure(78);
    const channel = channels.get(post.channel_id);
    const where = `${channel ? `${channel.name} · ` : ''}${networkName(post.channel_type)} · ${post.published_at}`;
    doc.font('Sans-Bold').fontSize(9).fillColor(INK);
    doc.text(`${index + 1}. ${page.clean(where)}`, MARGIN, doc.y, { width: page.width, lineBreak: false });
    doc.font('Sans').fontSize(9);
    const text = page.clean(post.message.replace(/\s+/g, ' ').trim()) || '(no text)';
    doc.text(text, MARGIN, doc.y + 2, { width: page.width, height: 24, ellipsis: true });
    const figures = [
      `Engagement ${formatNumber(post.engagement)}`,
      `rate ${rateWithBase(post.engagement_rate, post.rate_base)}`,
      `likes ${formatNumber(post.likes)}`,
      `comments ${formatNumber(post.comments)}`,
      `shares ${formatNumber(post.shares)}`,
      `impressions ${formatNumber(post.impressions)}`,
      `link clicks ${formatNumber(post.link_clicks)}`,
    ].join(' · ');
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(figures, MARGIN, doc.y + 1, { width: page.width });
    if (post.permalink)
      doc.fillColor('#2563eb').text(page.clean(post.permalink), MARGIN, doc.y + 1, {
        width: page.width,
        link: post.permalink,
        underline: true,
        lineBreak: false,
        ellipsis: true,
      });
    doc.fillColor(INK);
    doc.moveDown(0.8);
  });
}

function inboxTimes(page: Page, input: ReportInput) {
  if (!input.inbox) return;
  const inbox = input.inbox;
  page.heading('Inbox response times');
  page.table(
    [
      { label: 'Figure', width: page.width * 0.6 },
      { label: 'This period', width: page.width * 0.4, align: 'right' },
    ],
    [
      ['Messages, comments and mentions that arrived', formatNumber(inbox.count)],
      ['Answered in public', formatRate(inbox.answered_share)],
      ['First answer, median', formatDuration(inbox.first_response_p50)],
      ['First answer, 90th percentile', formatDuration(inbox.first_response_p90)],
      ['Done, median', formatDuration(inbox.done_p50)],
    ],
  );
}

/** A channel's days, or weeks (from Monday) past 31 days, or months past 92: a page's worth of rows at most. */
export function periodsOf(days: readonly ChannelDay[]): { label: string; days: ChannelDay[] }[] {
  const span = days.length;
  const key = (day: string) => {
    if (span <= 31) return day;
    if (span > 92) return day.slice(0, 7);
    const date = new Date(`${day}T00:00:00Z`);
    const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
    return `week of ${monday.toISOString().slice(0, 10)}`;
  };
  const periods: { label: string; days: ChannelDay[] }[] = [];
  for (const day of days) {
    const label = key(day.day);
    if (periods.at(-1)?.label === label) periods.at(-1)!.days.push(day);
    else periods.push({ label, days: [day] });
  }
  return periods;
}

function channelTable(page: Page, channel: ChannelResult) {
  page.heading(`${channel.name} (${networkName(channel.channel_type)}, ${channel.screen_name})`);
  const { doc } = page;
  doc.font('Sans').fontSize(8.5).fillColor(MUTED);
  doc.text(
    `Followers ${formatNumber(channel.followers_first)} → ${formatNumber(channel.followers_last)} ` +
      `(${signed(channel.followers_change)}) · ${formatNumber(channel.posts)} posts · engagement ` +
      `${formatNumber(channel.engagement)}, rate ${rateWithBase(channel.engagement_rate, rateBaseOf(channel))}`,
    MARGIN,
    doc.y,
    { width: page.width },
  );
  doc.moveDown(0.4);
  const google = networkOf(channel.channel_type).channelFigures.includes('views');
  const w = page.width;
  const rows = periodsOf(channel.days).map(({ label, days }) => {
    const lastFollowers = days.findLast((d) => d.followers !== null)?.followers ?? null;
    const total = (name: 'engagement' | 'impressions' | 'link_clicks' | 'views' | 'website_clicks') =>
      formatNumber(sumOf(days.map((d) => d[name])));
    return [
      label,
      formatNumber(lastFollowers),
      formatNumber(days.reduce((t, d) => t + d.posts, 0)),
      total('engagement'),
      google ? total('views') : total('impressions'),
      google ? total('website_clicks') : total('link_clicks'),
    ];
  });
  page.table(
    [
      { label: 'Period', width: w * 0.3 },
      { label: 'Followers', width: w * 0.14, align: 'right' },
      { label: 'Posts', width: w * 0.1, align: 'right' },
      { label: 'Engagement', width: w * 0.15, align: 'right' },
      { label: google ? 'Profile views' : 'Impressions', width: w * 0.16, align: 'right' },
      { label: google ? 'Website clicks' : 'Link clicks', width: w * 0.15, align: 'right' },
    ],
    rows,
  );
}

/** The whole report as a PDF file. */
export function drawReportPdf(input: ReportInput): Promise<Uint8Array> {
  const page = openDocument(`${input.workspace.name}: results ${input.from} to ${input.to}`);
  cover(page, input);
  page.doc.addPage();
  summary(page, input);
  page.heading('Followers', CHART_HEIGHT);
  drawFollowers(page, input.channels, input.from, input.to);
  page.heading('Engagement', CHART_HEIGHT);
  drawEngagement(page, input.channels, input.from, input.to);
  networksTable(page, input);
  topPosts(page, input);
  inboxTimes(page, input);
  for (const channel of input.channels) channelTable(page, channel);
  return finish(page, `${input.workspace.name} · results ${input.from} to ${input.to}`);
}
