import { networkName } from '../../../../shared/networks';

/** "Northwind Coffee (X)", as the channel pickers write it: a workspace often names its channels alike. */
export const channelLabel = (channel: { name: string; channel_type: number }) =>
  `${channel.name} (${networkName(channel.channel_type)})`;
