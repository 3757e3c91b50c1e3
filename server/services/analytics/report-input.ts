// What a report (CSV or PDF, decision 078) is made from: the analytics operations' own answers, in their field
// names (plan 038, "The contract's new operations"), so that the route fills it from the read services as they are
// and a report never says other than the page. Plain data: it crosses to the PDF worker by structured clone.

/** What an engagement rate is over: a post's impressions where the network gives them, else the channel's followers. */
export type RateBase = 'impressions' | 'followers';

/** A post's figures (decision 073): null where the network gives no such figure, never 0 for "not given". */
export interface ResultFigures {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  quotes: number | null;
  saves: number | null;
  impressions: number | null;
  network_clicks: number | null;
  /** Our short links' clicks, every network. */
  link_clicks: number | null;
  /** likes + comments + shares + quotes + saves, the figures given; null where none is. */
  engagement: number | null;
  /** 0 to 1, over `rate_base`; null where neither base is known. */
  engagement_rate: number | null;
}

/** `analytics/posts` data.totals with data.count as `posts`: the range's figures summed. */
export interface ReportTotals extends ResultFigures {
  posts: number;
}

/** One post as `analytics/posts` gives it. */
export interface PostResult extends ResultFigures {
  post_id: string;
  channel_id: string;
  channel_type: number;
  message: string;
  /** Y-m-d h:i:s, the workspace zone's. */
  published_at: string;
  permalink: string | null;
  state: 'live' | 'final' | 'deleted';
  rate_base: RateBase | null;
  refreshed_at: string | null;
  final: 0 | 1;
}

/** One day of a channel, as `analytics/channels` gives every day of the range: null where not given (a gap). */
export interface ChannelDay {
  /** Y-m-d. */
  day: string;
  followers: number | null;
  posts: number;
  engagement: number | null;
  impressions: number | null;
  link_clicks: number | null;
  /** Google Business Profile's. */
  views: number | null;
  website_clicks: number | null;
  calls: number | null;
  directions: number | null;
}

/** The totals of a channel or of a network over the range. */
export interface ResultTotals {
  channel_type: number;
  followers_first: number | null;
  followers_last: number | null;
  followers_change: number | null;
  posts: number;
  engagement: number | null;
  engagement_rate: number | null;
  /** When absent, the network's own (impressions where it gives them, else followers: shared/networks.ts). */
  rate_base?: RateBase | null;
  impressions: number | null;
  link_clicks: number | null;
}

/** One channel as `analytics/channels` data.channels gives it. */
export interface ChannelResult extends ResultTotals {
  channel_id: string;
  name: string;
  screen_name: string;
  days: ChannelDay[];
}

/** One network as `analytics/channels` data.networks gives it. */
export type NetworkResult = ResultTotals;

/** `inbox/report`'s totals over the range (decision 040): whole seconds. */
export interface InboxTimes {
  count: number;
  answered_share: number | null;
  first_response_p50: number | null;
  first_response_p90: number | null;
  done_p50: number | null;
}

export interface ReportInput {
  workspace: {
    name: string;
    /** IANA zone: the days and times below are its. */
    timezone: string;
    /** The logo's JPEG rendition (decision 061), or null. */
    logo: Uint8Array | null;
  };
  /** Y-m-d, both included. */
  from: string;
  to: string;
  /** Y-m-d h:i:s, the workspace zone's. */
  made_at: string;
  totals: ReportTotals;
  /** The period of the same length just before, or null. */
  previous_totals: ReportTotals | null;
  channels: ChannelResult[];
  networks: NetworkResult[];
  /** Every post of the range (a CSV lists them all; the PDF shows the top ten by engagement). */
  posts: PostResult[];
  inbox: InboxTimes | null;
}

/** The eight figures, in the order a report lists them. */
export const FIGURES = [
  'likes',
  'comments',
  'shares',
  'quotes',
  'saves',
  'impressions',
  'network_clicks',
  'link_clicks',
] as const;
