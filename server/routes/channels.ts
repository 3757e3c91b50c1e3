import {
  channelsWithHealth,
  connectBluesky,
  connectRequest,
  connectSandboxChannel,
  disconnectChannel,
} from '../channels/manage.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import type { Router } from '../http/route.ts';

/** Channels: their health, connecting (a real account or a sandbox channel), reconnecting and disconnecting. */
export function channelRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('channelsGet'), async ({ auth }) => ({
    status: 'success' as const,
    data: await channelsWithHealth(deps, auth),
  }));

  router.route(operationById('channelsConnect'), async ({ params, auth, changed }) => {
    const request = connectRequest(params);
    const { channel, reconnected } =
      request.kind === 'sandbox'
        ? { channel: await connectSandboxChannel(deps.db, auth, request), reconnected: false }
        : await connectBluesky(deps, auth, request);
    // The channel list (drafts/get), the outboxes and the Channels page change.
    changed([channel.id], { drafts: true });
    deps.events.publish(auth.workspaceId, { type: 'channels', channelIds: [channel.id] });
    return { status: 'success' as const, data: { channel_id: String(channel.id), reconnected } };
  });

  router.route(operationById('channelsDisconnect'), async ({ params, auth, changed }) => {
    const { channel, draftsMade, postsDeleted } = await disconnectChannel(deps, auth, params.channel_id, params.queued);
    changed([channel.id], { drafts: true });
    deps.events.publish(auth.workspaceId, { type: 'channels', channelIds: [channel.id] });
    return {
      status: 'success' as const,
      data: { channel_id: String(channel.id), drafts_made: draftsMade, posts_deleted: postsDeleted },
    };
  });
}
