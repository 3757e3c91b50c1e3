import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { ConnectorContext } from '../../connectors/context.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ownMedia } from '../media/media.ts';
import type { MediaStorage } from '../media/storage.ts';
import { linkOrigin } from '../outbox/links.ts';
import type { SecretBox } from './secret-box.ts';

/** What the context is made of: the process's deps, read when a connector calls (tests move the clock). */
export interface ConnectorServices {
  db: Db;
  config: Config;
  secrets: SecretBox;
  media: MediaStorage;
  now: () => Date;
}

/** The service as the connectors see it (decision 025): the channel table, uploads and the inbox behind callbacks. */
export function connectorContext(deps: ConnectorServices): ConnectorContext {
  return {
    config: deps.config,
    now: () => deps.now(),
    secrets: { seal: (plain) => deps.secrets.seal(plain), open: (sealed) => deps.secrets.open(sealed) },
    publicOrigin: linkOrigin(deps.config),
    ownMedia: (address, options) => ownMedia(deps, address, options),
    async saveCredentials(channelId, sealed) {
      await deps.db.update(channels).set({ credentials: sealed }).where(eq(channels.id, channelId));
    },
    holdCredentials: (channelId, work) =>
      inTransaction(deps.db, async (tx) => {
        const [row] = await tx
          .select({ credentials: channels.credentials, workspaceId: channels.workspaceId })
          .from(channels)
          .where(eq(channels.id, channelId))
          .for('update');
        return work({
          sealed: row?.credentials ?? null,
          async store(sealed, signInEndsAt) {
            await tx
              .update(channels)
              .set({ credentials: sealed, signInEndsAt })
              .where(and(eq(channels.id, channelId), eq(channels.workspaceId, row!.workspaceId)));
          },
        });
      }),
    async knownItem(channelId, networkId) {
      const [row] = await deps.db
        .select({ postType: inboxItems.postType, permalink: inboxItems.permalink })
        .from(inboxItems)
        .where(and(eq(inboxItems.channelId, channelId), eq(inboxItems.networkId, networkId)));
      return row;
    },
  };
}
