import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword, randomSecret } from './secrets.ts';
import type { AuthContext } from './auth-context.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, oauthClients } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import { requireManager } from './access.ts';
import { DASHBOARD_CLIENT_ID, DEMO_CLIENT_ID } from './clients.ts';
import { recordAudit } from './audit.ts';
import { applicationSubject } from '../../domain/audit-subjects.ts';
import { actorOf } from './people.ts';

export const MAX_REDIRECT_URIS = 10;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect URIs of a new application, as RFC 6749 §3.1.2 and OAuth 2.0 Security BCP ask: absolute, no fragment,
 * https (plain http only on this machine's loopback, for development), compared exactly when used.
 */
export function parseRedirectUris(text: string): string[] {
  const uris = [...new Set(text.split(/\s+/).filter(Boolean))];
  if (uris.length === 0) throw invalid('invalid_parameter', 'redirect_uris: give at least one.', 'redirect_uris');
  if (uris.length > MAX_REDIRECT_URIS)
    throw invalid('invalid_parameter', `redirect_uris: at most ${MAX_REDIRECT_URIS}.`, 'redirect_uris');
  for (const uri of uris) {
    const bad = (why: string) => invalid('invalid_parameter', `redirect_uris: ${uri} ${why}`, 'redirect_uris');
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw bad('is not an absolute URI such as https://app.example/callback.');
    }
    if (uri.length > 2048) throw bad('is longer than 2048 characters.');
    if (url.hash || uri.includes('#')) throw bad('has a fragment (#…), which redirect URIs may not.');
    if (url.username || url.password) throw bad('carries a user name or password.');
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname))
      throw bad('uses http: use https, or http only on localhost.');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw bad('is not an http(s) address.');
  }
  return uris;
}

type ClientRow = typeof oauthClients.$inferSelect;

/** Who registered a client: this workspace, or the installation (the demo data's client among those). */
const sourceOf = (row: ClientRow) =>
  row.workspaceId !== null
    ? ('workspace' as const)
    : row.id === DEMO_CLIENT_ID
      ? ('demo' as const)
      : ('installation' as const);

const appView = (row: ClientRow, activeTokens: number, zone: string) => ({
  client_id: row.id,
  name: row.name,
  redirect_uris: row.redirectUris,
  public: row.secretHash === null,
  created_at: formatInZone(row.createdAt, zone),
  active_tokens: activeTokens,
  source: sourceOf(row),
});

/**
 * Every client that can act on the workspace: its own applications, then the installation's (the demo's client
 * among them), which any member may log in to. The dashboard itself is left out: it is the product, not an
 * application (decision 027). Tokens are counted in this workspace only.
 */
export async function listApps(db: Db, auth: AuthContext, now: Date) {
  requireManager(auth, 'see API applications');
  const rows = await db
    .select({
      client: oauthClients,
      // Written out: Drizzle leaves a one-table select's columns unqualified, and both tables have an id.
      active: sql<number>`(select count(*) from access_tokens as t
        where t.client_id = oauth_clients.id and t.workspace_id = ${auth.workspaceId} and t.revoked_at is null
          and t.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(oauthClients)
    .where(
      or(
        eq(oauthClients.workspaceId, auth.workspaceId),
        and(isNull(oauthClients.workspaceId), ne(oauthClients.id, DASHBOARD_CLIENT_ID)),
      ),
    )
    .orderBy(sql`${oauthClients.workspaceId} is null`, asc(oauthClients.createdAt));
  return rows.map((r) => appView(r.client, Number(r.active), auth.timezone));
}

/** A new application of the workspace; its secret (a confidential client's) is answered now and never again. */
export async function createApp(
  db: Db,
  auth: AuthContext,
  app: { name: string; redirectUris: string; isPublic: boolean },
) {
  requireManager(auth, 'register API applications');
  const redirectUris = parseRedirectUris(app.redirectUris);
  const secret = app.isPublic ? null : randomSecret();
  const secretHash = secret === null ? null : await hashPassword(secret);
  const row = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(oauthClients)
      .values({
        id: `app_${randomBytes(12).toString('hex')}`,
        name: app.name,
        workspaceId: auth.workspaceId,
        createdById: auth.userId,
        secretHash,
        redirectUris,
      })
      .returning();
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'app.created',
      app.name,
      { client_id: created!.id, public: app.isPublic },
      [applicationSubject(created!)],
    );
    return created!;
  });
  return { ...appView(row, 0, auth.timezone), client_secret: secret };
}

async function appOf(tx: Db, auth: AuthContext, clientId: string): Promise<ClientRow> {
  const [row] = await tx
    .select()
    .from(oauthClients)
    .where(
      and(
        eq(oauthClients.id, clientId),
        or(eq(oauthClients.workspaceId, auth.workspaceId), isNull(oauthClients.workspaceId)),
      ),
    );
  if (!row) throw notFound('application', 'client_id');
  if (row.workspaceId === null)
    throw forbidden(
      `${row.name} is this server’s own client, not an application of the workspace: its operator manages it.`,
    );
  return row;
}

/** A new secret; the old one stops at once (tokens issued with it keep working until they expire). */
export async function rotateSecret(db: Db, auth: AuthContext, clientId: string) {
  requireManager(auth, 'rotate application secrets');
  const secret = randomSecret();
  const secretHash = await hashPassword(secret);
  await inTransaction(db, async (tx) => {
    const app = await appOf(tx, auth, clientId);
    if (app.secretHash === null)
      throw conflict('public_client', `${app.name} is a public client: it has no secret, and uses PKCE instead.`);
    await tx.update(oauthClients).set({ secretHash }).where(eq(oauthClients.id, app.id));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'app.secret_rotated', app.name, { client_id: app.id }, [
      applicationSubject(app),
    ]);
  });
  return { client_id: clientId, client_secret: secret };
}

/** Deletes an application with its codes and tokens; answers the tokens' ids, which stop at once everywhere. */
export async function deleteApp(db: Db, auth: AuthContext, clientId: string, now: Date): Promise<number[]> {
  requireManager(auth, 'delete API applications');
  return inTransaction(db, async (tx) => {
    const app = await appOf(tx, auth, clientId);
    const live = await tx
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(and(eq(accessTokens.clientId, app.id), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)));
    await tx.delete(oauthClients).where(eq(oauthClients.id, app.id));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'app.deleted', app.name, { client_id: app.id }, [
      applicationSubject(app),
    ]);
    return live.map((t) => t.id);
  });
}
