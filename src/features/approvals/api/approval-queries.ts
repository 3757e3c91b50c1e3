import { postsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Channel } from '../../../api/generated/types.gen';

/**
 * Every channel's posts, where those awaiting approval are. The route's loader uses this too, so it lives apart
 * from the page: the loader is in the first download, the page only when someone opens Approvals.
 */
export const approvalQueries = (channels: Channel[]) =>
  channels.map((c) => postsGetOptions({ query: { channel_id: Number(c.channel_id) } }));
