import type { Db } from '../db/client.ts';
import { sandboxPublications } from '../db/schema.ts';
import { PublishError, type Connector } from './types.ts';

/** The embedded network: published posts land in its own table, and a channel can be set to fail. */
export function sandboxConnector(db: Db): Connector {
  return {
    async publish(channel, publication) {
      if (channel.sandboxFailure) throw new PublishError(channel.sandboxFailure);
      const [row] = await db
        .insert(sandboxPublications)
        .values({
          channelId: channel.id,
          postId: publication.postId,
          message: publication.message,
          link: publication.link,
          picture: publication.picture,
        })
        .returning({ id: sandboxPublications.id });
      return { networkPostId: `sandbox-${row!.id}` };
    },
  };
}
