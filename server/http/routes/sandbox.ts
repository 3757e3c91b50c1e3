import { findChannel } from '../../services/channels/channels.ts';
import { sandboxSettings, setSandboxBehaviour } from '../../services/channels/sandbox-settings.ts';
import { operationById } from '../contract/index.ts';
import { invalid } from '../../domain/errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { requireManager } from '../../services/workspaces/access.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { channelSubject } from '../../domain/audit-subjects.ts';

/** The sandbox network's settings: how each of its channels answers publishing, and its practice traffic. */
export function sandboxRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('sandboxGet'), async ({ auth }) => ({
    status: 'success' as const,
    data: await sandboxSettings(deps, auth.workspaceId),
  }));

  router.route(operationById('sandboxUpdate'), async ({ params, auth, request }) => {
    requireManager(auth, 'change how the sandbox network answers');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (params.reason !== undefined && params.behaviour !== 'fail')
      throw invalid('invalid_parameter', 'A reason goes with behaviour "fail" only.', 'reason');
    const data = await setSandboxBehaviour(
      deps,
      channel,
      params.behaviour,
      params.reason,
      { ms: params.latency_ms, jitterMs: params.latency_jitter_ms },
      params.practice_traffic === undefined ? undefined : params.practice_traffic === 1,
    );
    await recordAfter(deps.db, auth, request.log, {
      action: 'channel.sandbox_changed',
      target: `${channel.name} (${channel.screenName})`,
      details: {
        channel_id: channel.id,
        behaviour: params.behaviour,
        reason: params.reason ?? null,
        latency_ms: data.latency_ms,
        latency_jitter_ms: data.latency_jitter_ms,
        practice_traffic: data.practice_traffic,
      },
      subjects: [channelSubject(channel)],
    });
    return { status: 'success' as const, data };
  });
}
