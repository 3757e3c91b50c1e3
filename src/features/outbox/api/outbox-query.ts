import { postsGetOptions, postsGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * The shell refreshes outboxes by these (use-live-outboxes.ts), so this module comes with the first download: what
 * only the outbox page does with the answer is in outbox-lists.ts.
 */
export const outboxOptions = (channelId: string) => postsGetOptions({ query: { channel_id: Number(channelId) } });
export const outboxKey = (channelId: string) => postsGetQueryKey({ query: { channel_id: Number(channelId) } });
