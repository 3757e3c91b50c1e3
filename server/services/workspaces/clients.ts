import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthClients, workspaces } from '../../db/schema.ts';

/** The dashboard's own public client (brief: `client_id=dashboard`). */
export const DASHBOARD_CLIENT_ID = 'dashboard';
/** The demo data's confidential client (brief: `client_id=demo-app`). */
export const DEMO_CLIENT_ID = 'demo-app';

export type OAuthClient = typeof oauthClients.$inferSelect;

export const findClient = async (db: Db, id: string): Promise<OAuthClient | undefined> =>
  (await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1))[0];

/**
 * Registered redirect URIs match exactly; one written as a path (the dashboard's) belongs to the origins the
 * dashboard is served from (`dashboardOrigins` in config.ts).
 */
export function redirectAllowed(client: OAuthClient, redirectUri: string, dashboardOrigins: string[]): boolean {
  return client.redirectUris.some((registered) =>
    registered.startsWith('/')
      ? dashboardOrigins.some((origin) => `${origin}${registered}` === redirectUri)
      : registered === redirectUri,
  );
}

export const isPublic = (client: OAuthClient) => client.secretHash === null;

/** The workspace that registered an application, by name (undefined for the installation's own clients). */
export async function clientWorkspaceName(db: Db, client: OAuthClient): Promise<string | undefined> {
  if (client.workspaceId === null) return undefined;
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, client.workspaceId));
  return row?.name;
}
