import { eq, inArray } from 'drizzle-orm';
import { oauthNetworks } from '../connectors/networks.ts';
import type { Connector } from '../connectors/types.ts';
import { channels, inboxItems, inboxReactions, type ChannelRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { networkName } from '../../shared/networks.ts';

/** The connector of the real network a (sandbox) channel plays, to read what that connector says it brings. */
export function realConnectorOf(deps: AppDeps, channel: ChannelRow): Connector {
  const name =
    channel.channelType === 3
      ? 'bluesky'
      : oauthNetworks.find((n) => n.provider.channelType === channel.channelType)!.connector;
  return deps.connectorFor({ ...channel, connector: name });
}

/**
 * What the inbox of these workspaces holds that the networks' own connectors could not have brought or made, as
 * "Network: kind" lines (empty when all of it could be real). Other people's items must be of a kind the connector's
 * `inbox` declares; the channel's own of an action it does (or a kind it reads back); reactions of others likewise.
 */
export async function impossibleInbox(deps: AppDeps, workspaceIds: number[]): Promise<string[]> {
  const rows = await deps.db.select().from(channels).where(inArray(channels.workspaceId, workspaceIds));
  const byId = new Map(rows.map((c) => [c.id, { channel: c, connector: realConnectorOf(deps, c) }]));
  const problems = new Set<string>();
  const items = await deps.db
    .select({ channelId: inboxItems.channelId, postType: inboxItems.postType, byChannel: inboxItems.byChannel })
    .from(inboxItems)
    .where(inArray(inboxItems.workspaceId, workspaceIds));
  for (const item of items) {
    if (item.postType === 'post') continue;
    const { channel, connector } = byId.get(item.channelId)!;
    const read = connector.inbox?.items.includes(item.postType) ?? false;
    const made =
      item.byChannel && (connector.actions ?? []).includes(item.postType === 'message' ? 'message' : 'reply');
    if (!read && !made)
      problems.add(`${networkName(channel.channelType)}: ${item.byChannel ? 'own ' : ''}${item.postType}`);
  }
  const reactions = await deps.db
    .select({ channelId: inboxItems.channelId, kind: inboxReactions.kind, profileId: inboxReactions.profileId })
    .from(inboxReactions)
    .innerJoin(inboxItems, eq(inboxItems.id, inboxReactions.itemId))
    .where(inArray(inboxItems.workspaceId, workspaceIds));
  for (const reaction of reactions) {
    const { channel, connector } = byId.get(reaction.channelId)!;
    if (reaction.profileId === `channel-${channel.id}`) continue;
    if (!(connector.inbox?.reactions.includes(reaction.kind) ?? false))
      problems.add(`${networkName(channel.channelType)}: ${reaction.kind} by someone else`);
  }
  return [...problems].sort();
}
