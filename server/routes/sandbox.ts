import { and, count, eq } from 'drizzle-orm';
import { operationById } from '../contract/index.ts';
import { findChannel, listChannels, type ChannelRow } from '../db/channels.ts';
import { channels, sandboxPublications } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { requireManager } from '../outbox/rules.ts';

export const DEFAULT_REFUSAL = 'The sandbox network refused the post (its channel is set to refuse posts).';

const behaviourOf = (channel: ChannelRow) =>
  channel.sandboxHang ? ('hang' as const) : channel.sandboxFailure ? ('fail' as const) : ('publish' as const);

async function view(deps: AppDeps, channel: ChannelRow) {
  const [counted] = await deps.db
    .select({ n: count() })
    .from(sandboxPublications)
    .where(eq(sandboxPublications.channelId, channel.id));
  return {
    channel_id: String(channel.id),
    behaviour: behaviourOf(channel),
    failure_reason: channel.sandboxHang ? null : channel.sandboxFailure,
    publications: counted?.n ?? 0,
  };
}

/** The sandbox network's settings: how each of its channels answers publishing (demo and tests). */
export function sandboxRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('sandboxGet'), async ({ auth }) => {
    const rows = (await listChannels(deps.db, auth.workspaceId)).filter((c) => c.connector === 'sandbox');
    return { status: 'success' as const, data: await Promise.all(rows.map((c) => view(deps, c))) };
  });

  router.route(operationById('sandboxUpdate'), async ({ params, auth }) => {
    requireManager(auth, 'change how the sandbox network answers');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (!channel) throw notFound('channel', 'channel_id');
    if (params.reason !== undefined && params.behaviour !== 'fail')
      throw badRequest('invalid_parameter', 'A reason goes with behaviour "fail" only.', 'reason');
    if (channel.connector !== 'sandbox')
      throw conflict('not_sandbox', 'This channel is on a real network; only sandbox channels can be set to fail.');
    const [updated] = await deps.db
      .update(channels)
      .set({
        sandboxHang: params.behaviour === 'hang',
        sandboxFailure: params.behaviour === 'fail' ? (params.reason ?? DEFAULT_REFUSAL) : null,
      })
      .where(and(eq(channels.id, channel.id), eq(channels.workspaceId, auth.workspaceId)))
      .returning();
    return { status: 'success' as const, data: await view(deps, updated!) };
  });
}
