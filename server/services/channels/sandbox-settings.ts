import { and, count, eq } from 'drizzle-orm';
import { channels, sandboxPublications, type ChannelRow } from '../../db/schema.ts';
import { conflict } from '../../domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { listChannels } from './channels.ts';

export const DEFAULT_REFUSAL = 'The sandbox network refused the post (its channel is set to refuse posts).';

export type SandboxBehaviour = 'publish' | 'fail' | 'hang';

const behaviourOf = (channel: ChannelRow): SandboxBehaviour =>
  channel.sandboxHang ? 'hang' : channel.sandboxFailure ? 'fail' : 'publish';

async function settingsOf(deps: ServiceDeps, channel: ChannelRow) {
  const [counted] = await deps.db
    .select({ n: count() })
    .from(sandboxPublications)
    .where(eq(sandboxPublications.channelId, channel.id));
  return {
    channel_id: String(channel.id),
    behaviour: behaviourOf(channel),
    failure_reason: channel.sandboxHang ? null : channel.sandboxFailure,
    publications: counted?.n ?? 0,
    latency_ms: channel.sandboxLatencyMs,
    latency_jitter_ms: channel.sandboxLatencyJitterMs,
    practice_traffic: channel.sandboxPracticeTraffic ? 1 : 0,
  };
}

/** How each sandbox channel of the workspace answers publishing, and how many publications it received. */
export async function sandboxSettings(deps: ServiceDeps, workspaceId: number) {
  const rows = (await listChannels(deps.db, workspaceId)).filter((c) => c.connector === 'sandbox');
  return Promise.all(rows.map((c) => settingsOf(deps, c)));
}

/**
 * Sets how a sandbox channel answers publishing: publish, refuse with a reason, or never answer; how long it takes
 * to answer; and whether the simulator brings it practice traffic (these two left out, as they were).
 */
export async function setSandboxBehaviour(
  deps: ServiceDeps,
  channel: ChannelRow,
  behaviour: SandboxBehaviour,
  reason: string | undefined,
  latency: { ms?: number; jitterMs?: number } = {},
  practiceTraffic?: boolean,
) {
  if (channel.connector !== 'sandbox')
    throw conflict('not_sandbox', 'This channel is on a real network; only sandbox channels can be set to fail.');
  const [updated] = await deps.db
    .update(channels)
    .set({
      sandboxHang: behaviour === 'hang',
      sandboxFailure: behaviour === 'fail' ? (reason ?? DEFAULT_REFUSAL) : null,
      ...(latency.ms !== undefined && { sandboxLatencyMs: latency.ms }),
      ...(latency.jitterMs !== undefined && { sandboxLatencyJitterMs: latency.jitterMs }),
      ...(practiceTraffic !== undefined && { sandboxPracticeTraffic: practiceTraffic }),
    })
    .where(and(eq(channels.id, channel.id), eq(channels.workspaceId, channel.workspaceId)))
    .returning();
  return settingsOf(deps, updated!);
}
