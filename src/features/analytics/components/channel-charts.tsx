import { lazy } from 'react';
import type { AnalyticsChannelsResponse } from '../../../api/generated/types.gen';
import { networkName, networkOf } from '../../../../shared/networks';
import { change, dayWords, figure, rateWords, shortDay, shortNetwork } from '../lib/figures';
import { colourAt, type Series } from '../lib/series';
import { ChartCard, head, numberCell } from './chart-card';

// The chart library comes after the tables, which carry every figure (decision 044's chunk).
const LinesChart = lazy(async () => ({ default: (await import('./analytics-charts')).LinesChart }));
const BarsChart = lazy(async () => ({ default: (await import('./analytics-charts')).BarsChart }));

export type ChannelsAnswer = AnalyticsChannelsResponse['data'];
type Row = Record<string, string | number | null>;

const GOOGLE = 7;

/** Followers a day, a line per channel that has any reading (Google's profiles have none: their card says so). */
function FollowersCard({ answer }: { answer: ChannelsAnswer }) {
  const counted = answer.channels.filter((channel) => channel.days.some((day) => day.followers !== null));
  const series: Series[] = counted.map((channel, index) => ({
    key: `c${channel.channel_id}`,
    name: `${channel.name} (${networkName(channel.channel_type)})`,
    color: colourAt(index),
  }));
  const days = counted[0]?.days.map((day) => day.day) ?? [];
  const rows: Row[] = days.map((day, index) => ({
    day,
    ...Object.fromEntries(counted.map((channel, at) => [series[at]!.key, channel.days[index]?.followers ?? null])),
  }));
  // Google's profiles have no followers to read: their own card says what they have.
  if (answer.channels.every((channel) => channel.channel_type === GOOGLE)) return null;
  if (!counted.length)
    return (
      <section aria-labelledby="followers-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="followers-heading" className="text-base font-semibold">
          Followers
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          No followers read in these days yet: each channel’s are read once a day, after midnight in the workspace’s
          zone.
        </p>
      </section>
    );
  return (
    <ChartCard
      title="Followers"
      note="As read once a day; a day without a reading is a gap."
      chart={<LinesChart rows={rows} series={series} x="day" xWords={shortDay} />}
      tableLabel="Followers per day"
      table={
        <>
          <thead>
            <tr>
              <th scope="col" className={head}>
                Day
              </th>
              {series.map((each) => (
                <th key={each.key} scope="col" className={`${head} text-right`}>
                  {each.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {dayWords(String(row.day))}
                </th>
                {series.map((each) => (
                  <td key={each.key} className={numberCell}>
                    {figure(row[each.key] as number | null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** Engagement a day, each network's share of it stacked. */
function EngagementCard({ answer }: { answer: ChannelsAnswer }) {
  const types = [...new Set(answer.channels.map((channel) => channel.channel_type))].sort((a, b) => a - b);
  const series: Series[] = types.map((type, index) => ({
    key: `n${type}`,
    name: networkName(type),
    color: colourAt(index),
  }));
  const days = answer.channels[0]?.days.map((day) => day.day) ?? [];
  const rows: Row[] = days.map((day, index) => {
    const row: Row = { day, total: 0 };
    for (const channel of answer.channels) {
      const engagement = channel.days[index]?.engagement ?? 0;
      row[`n${channel.channel_type}`] = Number(row[`n${channel.channel_type}`] ?? 0) + engagement;
      row.total = Number(row.total) + engagement;
    }
    return row;
  });
  return (
    <ChartCard
      title="Engagement per day"
      note="Likes, comments, shares, quotes and saves of the posts published each day, by network."
      chart={<BarsChart rows={rows} series={series} x="day" xWords={shortDay} stacked />}
      tableLabel="Engagement per day by network"
      table={
        <>
          <thead>
            <tr>
              <th scope="col" className={head}>
                Day
              </th>
              {series.map((each) => (
                <th key={each.key} scope="col" className={`${head} text-right`}>
                  {each.name}
                </th>
              ))}
              <th scope="col" className={`${head} text-right`}>
                All
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {dayWords(String(row.day))}
                </th>
                {series.map((each) => (
                  <td key={each.key} className={numberCell}>
                    {figure(row[each.key] as number)}
                  </td>
                ))}
                <td className={numberCell}>{figure(row.total as number)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/**
 * The networks side by side. The chart compares engagement alone; each network's rate is in the table with what it
 * is over, since a rate per impression and one per follower are not the same measure (decision 073).
 */
function NetworksCard({ answer }: { answer: ChannelsAnswer }) {
  // A network that gives no figures of posts (Google) would stand as a bar of 0: the table still lists it.
  const rows: Row[] = answer.networks
    .filter((network) => networkOf(network.channel_type).postFigures.length > 0)
    .map((network) => ({ network: shortNetwork(network.channel_type), engagement: network.engagement }));
  return (
    <ChartCard
      title="Networks compared"
      note="Engagement per network; the table gives each rate with what it is over."
      chart={
        <BarsChart
          rows={rows}
          series={[{ key: 'engagement', name: 'Engagement', color: colourAt(0) }]}
          x="network"
          height={220}
          allTicks
        />
      }
      tableLabel="Each network’s figures"
      table={
        <>
          <thead>
            <tr>
              {[
                'Network',
                'Posts',
                'Engagement',
                'Engagement rate',
                'Impressions',
                'Link clicks',
                'Followers change',
              ].map((label, index) => (
                <th key={label} scope="col" className={`${head} ${index ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {answer.networks.map((network) => (
              <tr key={network.channel_type}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {networkName(network.channel_type)}
                </th>
                <td className={numberCell}>{figure(network.posts)}</td>
                <td className={numberCell}>{figure(network.engagement)}</td>
                <td className={numberCell}>{rateWords(network.engagement_rate, network.rate_base)}</td>
                <td className={numberCell}>{figure(network.impressions)}</td>
                <td className={numberCell}>{figure(network.link_clicks)}</td>
                <td className={numberCell}>{change(network.followers_change)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

const sum = (values: (number | null)[]) =>
  values.some((value) => value !== null) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : null;

/** Google's profiles: no figures for posts in any documented API, so the profile's own (decision 075). */
function GoogleCard({ answer }: { answer: ChannelsAnswer }) {
  const profiles = answer.channels.filter((channel) => channel.channel_type === GOOGLE);
  if (!profiles.length) return null;
  return (
    <section aria-labelledby="google-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 2xl:col-span-2">
      <h2 id="google-heading" className="text-base font-semibold">
        Google Business Profile
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Google gives no figures for posts; its profile’s views, calls and directions are shown.
      </p>
      <div
        className="relative mt-3 overflow-x-auto"
        role="region"
        aria-label="Google profiles"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">
            Each Google profile’s figures from {answer.from} to {answer.to}
          </caption>
          <thead>
            <tr>
              {['Profile', 'Views', 'Website clicks', 'Calls', 'Directions'].map((label, index) => (
                <th key={label} scope="col" className={`${head} ${index ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {profiles.map((profile) => (
              <tr key={profile.channel_id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {profile.name}
                </th>
                {(['views', 'website_clicks', 'calls', 'directions'] as const).map((key) => (
                  <td key={key} className={numberCell}>
                    {figure(sum(profile.days.map((day) => day[key])))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** How the channels grew and did, day by day, and the networks compared. */
export function ChannelCharts({ answer, published }: { answer: ChannelsAnswer; published: boolean }) {
  return (
    // Explicit columns (minmax(0, 1fr)): an implicit track grows to a chart's width and the page past a phone's. Two
    // side by side only where each has a chart's least width (32rem) beside the navigation: else legends are cut.
    <div className={`mt-6 grid grid-cols-1 gap-4 ${published ? '2xl:grid-cols-2' : ''}`}>
      <FollowersCard answer={answer} />
      {published && <EngagementCard answer={answer} />}
      {published && <NetworksCard answer={answer} />}
      <GoogleCard answer={answer} />
    </div>
  );
}
