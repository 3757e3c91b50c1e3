/** The seven networks (channel_type 1..7): one table, so every rule about a network is looked up here. */
export interface Network {
  type: number;
  name: string;
  charLimit: number;
  /** X counts URLs as 23 and wide characters as 2 ("weighted" length). */
  weighted: boolean;
  inboxActions: readonly string[];
}

const common = ['archive', 'unarchive', 'read', 'unread', 'delete', 'archive_conversation'] as const;

export const networks: readonly Network[] = [
  {
    type: 1,
    name: 'X',
    charLimit: 280,
    weighted: true,
    inboxActions: [...common, 'like', 'unlike', 'retweet', 'favorite', 'unfavorite', 'reply', 'dm_reply'],
  },
  {
    type: 2,
    name: 'Facebook Page',
    charLimit: 63206,
    weighted: false,
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  },
  {
    type: 3,
    name: 'Facebook Group',
    charLimit: 63206,
    weighted: false,
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply'],
  },
  {
    type: 4,
    name: 'LinkedIn',
    charLimit: 3000,
    weighted: false,
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  },
  {
    type: 5,
    name: 'Instagram',
    charLimit: 2200,
    weighted: false,
    inboxActions: [...common, 'like', 'unlike', 'comment', 'reply', 'dm_reply'],
  },
  { type: 6, name: 'Pinterest', charLimit: 500, weighted: false, inboxActions: [...common, 'comment', 'reply'] },
  { type: 7, name: 'Google Business Profile', charLimit: 1500, weighted: false, inboxActions: [...common, 'reply'] },
];

export function networkOf(channelType: number): Network {
  const network = networks.find((n) => n.type === channelType);
  if (!network) throw new Error(`Unknown channel_type ${channelType}`);
  return network;
}
