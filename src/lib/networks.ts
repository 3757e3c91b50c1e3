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

const common = ['archive', 'unarchive', 'read', 'unread', 'archive_conversation'] as const;

/** Which inbox actions each network has (the service refuses the others with a clear error). */
export const inboxActions: Record<number, readonly string[]> = {
  1: [...common, 'like', 'unlike', 'retweet', 'favorite', 'unfavorite', 'reply', 'dm_reply'],
  2: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  3: [...common, 'like', 'unlike', 'comment', 'reply'],
  4: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  5: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  6: [...common, 'comment', 'reply'],
  7: [...common, 'reply'],
};

export const canDo = (channelType: number, action: string) => inboxActions[channelType]?.includes(action) ?? false;
