import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oauthClients } from '../db/schema.ts';

export type OAuthClient = typeof oauthClients.$inferSelect;

export const findClient = async (db: Db, id: string): Promise<OAuthClient | undefined> =>
  (await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1))[0];

/** Registered redirect URIs match exactly; one written as a path belongs to the service's own public origin. */
export function redirectAllowed(client: OAuthClient, redirectUri: string, publicOrigin: string): boolean {
  return client.redirectUris.some((registered) =>
    registered.startsWith('/') ? `${publicOrigin}${registered}` === redirectUri : registered === redirectUri,
  );
}

export const isPublic = (client: OAuthClient) => client.secretHash === null;
