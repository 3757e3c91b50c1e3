import type { ConnectorName } from '../../connectors/networks.ts';

/**
 * How many channels of one connector an instance publishes to at once (decision 017). A lane makes one call at a
 * time, so this is also the most calls in flight to that network from one instance: a burst of 09:00 posts does
 * not spend an app-wide limit (X's, Meta's) in one go. The sandbox and anything not named here have no cap.
 */
export const LANES_PER_CONNECTOR: Partial<Record<ConnectorName, number>> = {
  x: 8,
  facebook: 16,
  instagram: 16,
  linkedin: 8,
  pinterest: 8,
  google: 8,
  bluesky: 16,
};

/**
 * What this instance knows of the networks' limits beyond one channel's: the cap on its lanes per connector, and
 * app-wide rate limits (`RateLimited` with scope `app`), which pause every channel of that connector until the
 * network's reset. A channel's own limit stays on its row (`rate_limited_until`), shared by every instance; an
 * app-wide pause is this instance's own, since each instance meets the limit at its first call past it.
 */
export interface NetworkLimits {
  /** How many more lanes may open on `connector`'s channels, given the `running` ones (Infinity: no cap). */
  room(connector: string, running: number): number;
  /** Every channel of `connector` waits until `until`. */
  pause(connector: string, until: Date): void;
  /** Until when `connector`'s channels wait, if they do at `now`. */
  pausedUntil(connector: string, now: Date): Date | undefined;
  /** The connectors paused at `now`. */
  paused(now: Date): string[];
}

export function createNetworkLimits(caps: Partial<Record<string, number>> = LANES_PER_CONNECTOR): NetworkLimits {
  const pauses = new Map<string, Date>();
  const pausedUntil = (connector: string, now: Date) => {
    const until = pauses.get(connector);
    if (until && until > now) return until;
    pauses.delete(connector);
    return undefined;
  };
  return {
    room: (connector, running) => Math.max(0, (caps[connector] ?? Infinity) - running),
    pause: (connector, until) => {
      const known = pauses.get(connector);
      if (!known || until > known) pauses.set(connector, until);
    },
    pausedUntil,
    paused: (now) => [...pauses.keys()].filter((connector) => pausedUntil(connector, now)),
  };
}
