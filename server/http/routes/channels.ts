import {
  channelsWithHealth,
  connectBluesky,
  connectRequest,
  connectSandboxChannel,
  disconnectChannel,
} from '../../services/channels/manage.ts';
import {
  chooseAccounts,
  connectChoice,
  finishOAuthConnect,
  startOAuthConnect,
} from '../../services/channels/oauth-connect.ts';
import { operationById } from '../contract/index.ts';
import { oauthNetworkFor } from '../../connectors/networks.ts';
import { appSettings } from '../../connectors/oauth/providers.ts';
import { networkOf, networks } from '../../../shared/networks.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';

/** Channels: their health, connecting (a real account or a sandbox channel), reconnecting and disconnecting. */
export function channelRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('channelsGet'), async ({ auth }) => ({
    status: 'success' as const,
    data: await channelsWithHealth(deps, auth),
  }));

  router.route(operationById('channelsNetworks'), async () => ({
    status: 'success' as const,
    data: networks.map((network) => {
      const provider = oauthNetworkFor(network.type)?.provider;
      const settings = provider && appSettings(deps.config, provider);
      const missing = settings && 'missing' in settings ? settings.missing : [];
      const status =
        network.connect === 'app_password'
          ? 'available'
          : !provider
            ? 'not_built'
            : missing.length
              ? 'not_configured'
              : 'available';
      return {
        channel_type: network.type,
        name: network.name,
        connect: network.connect,
        status: status as 'available' | 'not_configured' | 'not_built',
        missing_settings: missing,
      };
    }),
  }));

  router.route(operationById('channelsConnect'), async ({ params, auth, changed, request: http }) => {
    const request = connectRequest(params);
    if (request.kind === 'oauth') {
      const origin = typeof http.headers.origin === 'string' ? http.headers.origin : undefined;
      const { authorizeUrl } = await startOAuthConnect(deps, auth, { ...request, origin });
      return { status: 'success' as const, data: { authorize_url: authorizeUrl } };
    }
    const { channel, reconnected } =
      request.kind === 'sandbox'
        ? { channel: await connectSandboxChannel(deps.db, auth, request), reconnected: false }
        : await connectBluesky(deps, auth, request);
    // The channel list (drafts/get), the outboxes and the Channels page change.
    changed([channel.id], { drafts: true });
    deps.events.publish(auth.workspaceId, { type: 'channels', channelIds: [channel.id] });
    return { status: 'success' as const, data: { channel_id: String(channel.id), reconnected } };
  });

  router.rawRoute(operationById('channelsCallback'), async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string).slice(0, 2048) : undefined);
    const outcome = await finishOAuthConnect(
      deps,
      { code: text('code'), state: text('state'), error: text('error'), error_description: text('error_description') },
      request.log,
    );
    if (outcome.connected) {
      // As channels/connect tells: the channel list (drafts/get), its outbox and the Channels page changed.
      const { workspaceId, channelIds } = outcome.connected;
      deps.events.publish(workspaceId, { type: 'drafts' });
      deps.events.publish(workspaceId, { type: 'outbox', channelIds });
      deps.events.publish(workspaceId, { type: 'channels', channelIds });
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', outcome.location).send();
  });

  router.route(operationById('channelsChoice'), async ({ params, auth }) => {
    const { channelType, accounts } = await connectChoice(deps, auth, params.choice);
    return {
      status: 'success' as const,
      data: {
        channel_type: channelType,
        network: networkOf(channelType).name,
        accounts: accounts.map((account) => ({
          account_id: account.accountId,
          name: account.name,
          screen_name: account.screenName,
          picture: account.picture,
          channel_id: account.channelId === null ? '' : String(account.channelId),
        })),
      },
    };
  });

  router.route(operationById('channelsChoose'), async ({ params, auth, changed }) => {
    const ids = params.account_ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const channelIds = await chooseAccounts(deps, auth, params.choice, ids);
    changed(channelIds, { drafts: true });
    deps.events.publish(auth.workspaceId, { type: 'channels', channelIds });
    return { status: 'success' as const, data: { channel_ids: channelIds.map(String) } };
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
