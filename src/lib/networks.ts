/** Display names of channel_type 1..7 (the service's network table holds the rules). */
export const networkNames: Record<number, string> = {
  1: 'X',
  2: 'Facebook Page',
  3: 'Facebook Group',
  4: 'LinkedIn',
  5: 'Instagram',
  6: 'Pinterest',
  7: 'Google Business Profile',
};

export const networkName = (channelType: number) => networkNames[channelType] ?? `Network ${channelType}`;
