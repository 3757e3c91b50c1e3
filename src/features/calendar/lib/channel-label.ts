import { networkOf } from '../../../../shared/networks';

/** "Northwind Coffee (X)": a workspace often names its channels alike on every network. */
export const channelLabel = (channel: { name: string; channel_type: number }) =>
  `${channel.name} (${networkOf(channel.channel_type).name})`;
