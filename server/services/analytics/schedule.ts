import type { PostFigures } from '../../connectors/types.ts';
import { seeded } from '../channels/sandbox-results.ts';

// When a post's figures are read (decision 073), and what its engagement is: shared by the refresh and the demo's
// seed, without the refresh's reach into the connectors and the channels' health.

const HOUR = 3_600_000;
/** After publishing: 1, 3, 6, 12 and 24 hours, then daily to day 30; then the figures are final. */
export const REFRESH_AFTER_HOURS: readonly number[] = [
  1,
  3,
  6,
  12,
  24,
  ...Array.from({ length: 29 }, (_, i) => 48 + 24 * i),
];
/** ±30 minutes, the same for a post each time: a 09:00 burst's posts do not all come due together. */
const jitterMs = (postId: number, step: number) => Math.round((seeded(`jitter ${postId} ${step}`) - 0.5) * HOUR);

/** When a post's figures are read next after `refreshes` readings, or null when they are final. */
export function nextRefreshAt(postId: number, publishedAt: Date, refreshes: number): Date | null {
  const hours = REFRESH_AFTER_HOURS[refreshes];
  if (hours === undefined) return null;
  return new Date(publishedAt.getTime() + hours * HOUR + jitterMs(postId, refreshes));
}

/** likes + comments + shares + quotes + saves, those given. */
export const engagementOf = (f: PostFigures) =>
  (f.likes ?? 0) + (f.comments ?? 0) + (f.shares ?? 0) + (f.quotes ?? 0) + (f.saves ?? 0);
