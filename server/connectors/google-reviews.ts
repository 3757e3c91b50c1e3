import { V4_HOST, type GoogleCall } from './google-api.ts';
import type { InboxBatch, NetworkItem, ConnectorChannel } from './types.ts';

/** How many pages of reviews one reading goes back through at most (50 each, the documented maximum). */
const MAX_PAGES = 5;

/** A Review as accounts.locations.reviews names its fields (developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews). */
interface Review {
  name: string;
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
}

interface ReviewsPage {
  reviews?: Review[];
  nextPageToken?: string;
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

/**
 * A business's reply has no id of its own at Google: it is the review's `reply` (updateReply and deleteReply address
 * it as `{review}/reply`), and so is its network id here.
 */
export const replyIdOf = (review: string) => `${review}/reply`;

/** The rating as stars and a number (what a reader and a screen reader both take in), then the words, if any. */
export function reviewText(review: Pick<Review, 'starRating' | 'comment'>): string {
  const stars = STARS[review.starRating ?? ''];
  const rating = stars ? `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} ${stars}/5` : '';
  return [rating, review.comment?.trim()].filter(Boolean).join('\n');
}

const timeOf = (value: string | undefined, fallback: Date) => (value ? new Date(value) : fallback);

/** A review as an inbox item, and the business's reply under it as the channel's own. */
function itemsOf(channel: ConnectorChannel, review: Review, permalink: string, now: Date): NetworkItem[] {
  const anonymous = review.reviewer?.isAnonymous === true || !review.reviewer?.displayName;
  const photo = review.reviewer?.profilePhotoUrl ?? '';
  const items: NetworkItem[] = [
    {
      networkId: review.name,
      postType: 'comment',
      parentNetworkId: null,
      rootNetworkId: null,
      // Google gives no reviewer id: the name is all there is to tell reviewers apart.
      authorId: anonymous ? 'anonymous' : review.reviewer!.displayName!,
      authorName: anonymous ? 'A Google user' : review.reviewer!.displayName!,
      authorPicture: photo.startsWith('https://') ? photo : '',
      text: reviewText(review),
      attachment: null,
      permalink,
      createdAt: timeOf(review.createTime, now),
    },
  ];
  const reply = review.reviewReply;
  if (reply?.comment)
    items.push({
      networkId: replyIdOf(review.name),
      postType: 'reply',
      byChannel: true,
      parentNetworkId: review.name,
      rootNetworkId: review.name,
      authorId: channel.accountId ?? channel.name,
      authorName: channel.screenName,
      authorPicture: channel.picture,
      text: reply.comment,
      attachment: null,
      permalink,
      createdAt: timeOf(reply.updateTime, timeOf(review.createTime, now)),
    });
  return items;
}

/**
 * The location's reviews (accounts.locations.reviews.list, .../reviews/list), newest change first: the first reading
 * takes the latest page; later ones page back until a review not changed since the cursor (the newest updateTime
 * seen; Google has no `since`). The first page is always read whole, so replies written on Google to recent reviews
 * arrive too; items already in the inbox are not landed twice.
 */
export async function readReviews(
  call: GoogleCall,
  channel: ConnectorChannel,
  cursor: string | null,
  permalink: () => Promise<string>,
  now: Date,
): Promise<InboxBatch> {
  const parsed = cursor ? Date.parse(cursor) : NaN;
  const since = Number.isFinite(parsed) ? parsed : null;
  const changed = (review: Review) => Date.parse(review.updateTime ?? review.createTime ?? '') || 0;
  const reviews: Review[] = [];
  let page: string | undefined;
  for (let read = 0; read < (since !== null ? MAX_PAGES : 1); read++) {
    const query = new URLSearchParams({ pageSize: '50', orderBy: 'updateTime desc' });
    if (page) query.set('pageToken', page);
    const answer = (await call(channel, 'GET', `${V4_HOST}/v4/${channel.accountId}/reviews?${query}`, {
      what: 'reading the reviews',
    })) as ReviewsPage;
    const batch = answer?.reviews ?? [];
    reviews.push(...batch);
    page = answer?.nextPageToken;
    if (!page || batch.some((review) => since !== null && changed(review) <= since)) break;
  }
  // Google's times carry 0 to 9 decimals: compared as instants, kept as ISO (milliseconds).
  const newest = Math.max(since ?? 0, ...reviews.map(changed));
  const next = newest > 0 ? new Date(newest).toISOString() : null;
  if (reviews.length === 0) return { items: [], reactions: [], cursor: next };
  const address = await permalink();
  // Oldest first, each review followed by its reply, so that a reply always lands after what it answers.
  const items = reviews
    .sort((a, b) => timeOf(a.createTime, now).getTime() - timeOf(b.createTime, now).getTime())
    .flatMap((review) => itemsOf(channel, review, address, now));
  return { items, reactions: [], cursor: next };
}
