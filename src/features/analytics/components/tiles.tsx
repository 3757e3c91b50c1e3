import type { AnalyticsPostsResponse } from '../../../api/generated/types.gen';
import { baseWords, change, figure, percent } from '../lib/figures';

export type Totals = AnalyticsPostsResponse['data']['totals'];

interface TileProps {
  label: string;
  value: string;
  /** Said under the value: what a rate is over. */
  detail?: string;
  previous: string;
}

function Tile({ label, value, detail, previous }: TileProps) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold tabular-nums">{value}</span>
        {detail && <span className="text-sm text-slate-600"> {detail}</span>}
        <span className="mt-1 block text-xs text-slate-600">
          Previous period: <span className="tabular-nums">{previous}</span>
        </span>
      </dd>
    </div>
  );
}

interface TilesProps {
  totals: Totals;
  /** The same number of days just before; undefined while it loads. */
  previous?: Totals;
  followers: number | null;
  previousFollowers?: number | null;
}

const rateDetail = (totals: Totals) => baseWords(totals.rate_base, totals.engagement_rate);

/** The range's figures, each beside the previous period of the same length. On a phone they stack two a row. */
export function Tiles({ totals, previous, followers, previousFollowers }: TilesProps) {
  const before = (text: (totals: Totals) => string) => (previous ? text(previous) : '…');
  return (
    <dl aria-label="Figures of the range" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <Tile label="Posts" value={figure(totals.posts)} previous={before((t) => figure(t.posts))} />
      <Tile label="Engagement" value={figure(totals.engagement)} previous={before((t) => figure(t.engagement))} />
      <Tile
        label="Engagement rate"
        value={percent(totals.engagement_rate)}
        detail={rateDetail(totals)}
        previous={before((t) => `${percent(t.engagement_rate)} ${rateDetail(t)}`.trim())}
      />
      <Tile label="Impressions" value={figure(totals.impressions)} previous={before((t) => figure(t.impressions))} />
      <Tile label="Link clicks" value={figure(totals.link_clicks)} previous={before((t) => figure(t.link_clicks))} />
      <Tile
        label="Followers change"
        value={change(followers)}
        previous={previousFollowers === undefined ? '…' : change(previousFollowers)}
      />
    </dl>
  );
}
