import { inboxAction } from '../../../api/generated/sdk.gen';
import type { InboxActionData, InboxItem } from '../../../api/generated/types.gen';

export type Action = InboxActionData['body']['action'];

/**
 * The service's one action call, naming the item, its channel and the channel's network; an answer may say what its
 * writer had seen (`seen_last_id`, decision 042).
 */
export const callAction = async (
  item: InboxItem,
  action: Action,
  message?: string,
  guard: Pick<InboxActionData['body'], 'seen_last_id'> = {},
) =>
  (
    await inboxAction({
      body: {
        post_id: Number(item.post_id),
        channel_id: Number(item.channel_id),
        channel_type: Number(item.channel),
        action,
        ...(message ? { message } : {}),
        ...guard,
      },
      throwOnError: true,
    })
  ).data;
