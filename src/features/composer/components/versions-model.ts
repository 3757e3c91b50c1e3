import type { Channel } from '../../../api/generated/types.gen';

/** A network's own text and picture (decision 063), keyed by its channel type: one version for its picked channels. */
export interface NetworkVersion {
  message: string;
  /** Its own picture; empty: none (a text-only tweet beside an Instagram picture). */
  picture: string;
}

export type NetworkVersions = Record<number, NetworkVersion>;

/** The networks among the picked channels, in the order they were first picked; versions are offered for two or more. */
export const pickedNetworks = (chosen: Channel[]) => [...new Set(chosen.map((c) => c.channel_type))];

/** What one channel publishes: its network's version when it has one and versions are offered, else the shared post. */
export function ownPost(channel: Channel, chosen: Channel[], shared: NetworkVersion, versions: NetworkVersions) {
  const version = pickedNetworks(chosen).length > 1 ? versions[channel.channel_type] : undefined;
  return version ?? shared;
}

/** `versions` as the service reads it: one entry per picked channel of a network with its own text. */
export function versionsBody(chosen: Channel[], versions: NetworkVersions) {
  if (pickedNetworks(chosen).length < 2) return undefined;
  const entries = chosen.flatMap((channel) => {
    const version = versions[channel.channel_type];
    return version
      ? [{ channel_id: channel.channel_id, message: version.message, picture: version.picture.trim() }]
      : [];
  });
  return entries.length ? entries : undefined;
}
