import {
  inboxGetItemOptions,
  inboxGetItemQueryKey,
  inboxLikeInfoOptions,
  inboxRetweetInfoOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { canDo } from '../../../../shared/networks';

export interface ItemRef {
  id: number;
  channelId: number;
}

/** One item as fetched on its own (an item opened by its address, which no loaded list shows). */
export const itemOptions = (ref: ItemRef) =>
  inboxGetItemOptions({ query: { reply_id: ref.id, channel_id: ref.channelId } });

export const itemKey = (ref: ItemRef) =>
  inboxGetItemQueryKey({ query: { reply_id: ref.id, channel_id: ref.channelId } });

/** Who liked the item, on networks that have likes. */
export const likesOptions = (item: InboxItem) => {
  const type = Number(item.channel);
  return {
    ...inboxLikeInfoOptions({
      query: { channel_type: type, channel_id: Number(item.channel_id), item_id: Number(item.post_id) },
    }),
    enabled: canDo(type, 'like'),
  };
};

/** Who retweeted the item (X only). */
export const retweetsOptions = (item: InboxItem) => ({
  ...inboxRetweetInfoOptions({
    query: { channel_type: 1, channel_id: Number(item.channel_id), item_id: Number(item.post_id) },
  }),
  enabled: Number(item.channel) === 1,
});
