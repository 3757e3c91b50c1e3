import { and, eq, isNull } from 'drizzle-orm';
import { PublishError, type Connector, type PostFigures, type Published } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { sandboxPublications, workspaces, type ChannelRow } from '../../db/schema.ts';
import { sandboxChannelFigures, sandboxPostFigures } from './sandbox-results.ts';
import { networkOf } from '../../../shared/networks.ts';

// The sandbox lives here rather than in server/connectors/ (decision 025): its network is the service's own tables,
// so unlike a real network's connector it is made of database reads and writes.

/** Where a sandbox publication would be on its network. */
const permalinkOf = (channel: ChannelRow, publicationId: number) =>
  `https://sandbox.social/${networkOf(channel.channelType).key}/${channel.screenName}/posts/${publicationId}`;

const published = (channel: ChannelRow, row: { id: number; at: Date }): Published => ({
  networkPostId: `sandbox-${row.id}`,
  permalink: permalinkOf(channel, row.id),
  publishedAt: row.at,
});

/** As long as the channel is set to take to answer, as a real network does. */
function answerDelay(channel: ChannelRow): Promise<void> | undefined {
  const ms = channel.sandboxLatencyMs + Math.floor(Math.random() * (channel.sandboxLatencyJitterMs + 1));
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined;
}

/**
 * The embedded network: published posts land in its own table (one row per publication, so duplicates would be
 * countable), with the link as the post has it. A channel can be set to refuse posts or to hang, and to take its
 * time. Its inbox is the service's own tables, so it has no readInbox and no act: the inbox actions write there
 * directly. Its figures (decision 073) are made up from the post and its age, as the network it plays gives them.
 */
export function sandboxConnector(db: Db): Connector<ChannelRow> {
  return {
    async publish(channel, publication) {
      if (channel.sandboxHang) return new Promise<never>(() => undefined);
      await answerDelay(channel);
      if (channel.sandboxFailure) throw new PublishError(channel.sandboxFailure);
      const [row] = await db
        .insert(sandboxPublications)
        .values({
          channelId: channel.id,
          postId: publication.postId,
          message: publication.message,
          link: publication.written.link,
          picture: publication.picture,
        })
        .returning({ id: sandboxPublications.id, at: sandboxPublications.publishedAt });
      return published(channel, row!);
    },
    async find(channel, { postId }) {
      await answerDelay(channel);
      const [found] = await db
        .select({ id: sandboxPublications.id, at: sandboxPublications.publishedAt })
        .from(sandboxPublications)
        .where(
          and(
            eq(sandboxPublications.channelId, channel.id),
            eq(sandboxPublications.postId, postId),
            isNull(sandboxPublications.replyTo),
          ),
        )
        .limit(1);
      return found ? published(channel, found) : null;
    },
    /** A thread's part or a first comment: a publication of its own, answering `parent`. */
    async reply(channel, reply) {
      if (channel.sandboxHang) return new Promise<never>(() => undefined);
      await answerDelay(channel);
      if (channel.sandboxFailure) throw new PublishError(channel.sandboxFailure);
      const [row] = await db
        .insert(sandboxPublications)
        .values({ channelId: channel.id, postId: reply.postId, message: reply.text, replyTo: reply.parent })
        .returning({ id: sandboxPublications.id, at: sandboxPublications.publishedAt });
      return published(channel, row!);
    },
    async findReply(channel, reply) {
      await answerDelay(channel);
      const [found] = await db
        .select({ id: sandboxPublications.id, at: sandboxPublications.publishedAt })
        .from(sandboxPublications)
        .where(
          and(
            eq(sandboxPublications.channelId, channel.id),
            eq(sandboxPublications.postId, reply.postId),
            eq(sandboxPublications.replyTo, reply.parent),
            eq(sandboxPublications.message, reply.text),
          ),
        )
        .limit(1);
      return found ? published(channel, found) : null;
    },
    resultsBatch: 100,
    async readResults(channel, queries, now) {
      await answerDelay(channel);
      const [workspace] = await db
        .select({ timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.id, channel.workspaceId));
      const zone = workspace?.timezone ?? 'UTC';
      return new Map<string, PostFigures>(
        queries.map((query) => [query.networkPostId, sandboxPostFigures(query, channel, zone, now)]),
      );
    },
    async readGrowth(channel, day) {
      await answerDelay(channel);
      return sandboxChannelFigures(channel, day);
    },
  };
}
