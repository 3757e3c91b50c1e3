import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { sha256 } from '../workspaces/secrets.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { dashboardOrigins } from '../../config.ts';
import { oauthNetworkFor, tokensForCode } from '../../connectors/networks.ts';
import { authorizationUrl, pkcePair, TokenRefused } from '../../connectors/oauth/oauth2.ts';
import { appSettings } from '../../connectors/oauth/providers.ts';
import type { ConnectedAccount } from '../../connectors/types.ts';
import { channels, connectChoices, connectRequests, memberships, users } from '../../db/schema.ts';
import { conflict, DomainError, invalid } from '../../domain/errors.ts';
import { actorOf } from '../workspaces/people.ts';
import type { ServiceDeps } from '../deps.ts';
import { linkOrigin } from '../outbox/links.ts';
import { isManager, requireManager } from '../workspaces/access.ts';
import { networkOf } from '../../../shared/networks.ts';
import { storeAccount } from './manage.ts';

/** How long the person has to sign in at the network before the request lapses. */
const REQUEST_TTL_MS = 10 * 60_000;

/** Where every network sends the person back: one address, registered with each network's app. */
export const callbackUrl = (deps: Pick<ServiceDeps, 'config'>) => `${linkOrigin(deps.config)}/api/channels/callback`;

/** The app of an OAuth network on this server; a clear refusal naming the settings when it is not set up. */
export function configuredApp(deps: Pick<ServiceDeps, 'config'>, channelType: number) {
  const network = networkOf(channelType);
  const oauth = oauthNetworkFor(channelType);
  if (!oauth)
    throw invalid(
      'network_not_available',
      `Connecting ${network.name} accounts is not built yet. Try a sandbox channel to see how it works.`,
      'channel_type',
    );
  const app = appSettings(deps.config, oauth.provider);
  if ('missing' in app)
    throw conflict(
      'network_not_configured',
      `${network.name} is not set up on this server: its administrator sets ${app.missing.join(' and ')} (the app registered at ${network.name}), then restarts it.`,
    );
  return { oauth, provider: oauth.provider, app };
}

/**
 * Starts connecting an account of an OAuth network: a single-use state and a PKCE verifier kept here, and the
 * address of the network's consent page, where the dashboard sends the person.
 */
export async function startOAuthConnect(
  deps: ServiceDeps,
  auth: AuthContext,
  request: { channelType: number; channelId?: number; origin?: string },
): Promise<{ authorizeUrl: string }> {
  requireManager(auth, 'connect channels');
  const { provider, app } = configuredApp(deps, request.channelType);
  const now = deps.now();
  const state = randomBytes(32).toString('base64url');
  const { verifier, challenge } = pkcePair();
  // Back to the dashboard the person started from, when it is one of ours; else the service's own.
  const returnTo = dashboardOrigins(deps.config).find((o) => o === request.origin) ?? linkOrigin(deps.config);
  // Requests nobody finished are of no use past their time.
  await deps.db.delete(connectRequests).where(lt(connectRequests.expiresAt, now));
  await deps.db.insert(connectRequests).values({
    stateHash: sha256(state),
    workspaceId: auth.workspaceId,
    userId: auth.userId,
    channelType: request.channelType,
    channelId: request.channelId ?? null,
    codeVerifier: deps.secrets.seal(verifier),
    returnTo,
    expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
  });
  return { authorizeUrl: authorizationUrl(provider, app, { state, challenge, redirectUri: callbackUrl(deps) }) };
}

/** Where the callback sends the browser: the dashboard's Channels page, saying what happened. */
export interface CallbackOutcome {
  location: string;
  /** The channels connected (or reconnected), to tell the workspace's open dashboards. */
  connected?: { workspaceId: number; channelIds: number[] };
}

const channelsPage = (origin: string, query: Record<string, string>) =>
  `${origin}/settings/channels?${new URLSearchParams(query)}`;

/**
 * The network sent the person back: the state must be one this service gave out, unused and in time (then it is
 * used up); the code becomes tokens with the PKCE verifier; the account becomes a channel (or reconnects one).
 * Whatever fails, the person lands on the Channels page with the reason, never on an error page of the API.
 */
export async function finishOAuthConnect(
  deps: ServiceDeps,
  query: { code?: string; state?: string; error?: string; error_description?: string },
  log?: { warn: (details: object, message: string) => void },
): Promise<CallbackOutcome> {
  const fallback = linkOrigin(deps.config);
  if (!query.state) return { location: channelsPage(fallback, { connect_error: 'The network sent no state back.' }) };
  const [request] = await deps.db
    .delete(connectRequests)
    .where(eq(connectRequests.stateHash, sha256(query.state)))
    .returning();
  if (!request)
    return {
      location: channelsPage(fallback, {
        connect_error: 'This sign-in was already used or is not one of ours. Start again with Connect a channel.',
      }),
    };
  const network = networkOf(request.channelType);
  const fail = (message: string) => ({ location: channelsPage(request.returnTo, { connect_error: message }) });
  if (request.expiresAt < deps.now()) return fail(`The ${network.name} sign-in took over ten minutes. Start again.`);
  if (query.error)
    return fail(
      // RFC 6749's word for it, and LinkedIn's own two.
      ['access_denied', 'user_cancelled_login', 'user_cancelled_authorize'].includes(query.error)
        ? `${network.name} was not connected: the sign-in was cancelled.`
        : `${network.name} refused the sign-in: ${query.error_description ?? query.error}.`,
    );
  if (!query.code) return fail(`${network.name} sent no code back. Start again.`);

  // Whoever started it must still manage the workspace.
  const [person] = await deps.db
    .select({ name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, request.workspaceId), eq(memberships.userId, request.userId)));
  if (!person || !isManager(person.role))
    return fail('Only owners and admins connect channels, and you no longer are one in this workspace.');

  try {
    const { oauth, app } = configuredApp(deps, request.channelType);
    const tokens = await tokensForCode(
      oauth,
      app,
      { code: query.code, verifier: deps.secrets.open(request.codeVerifier), redirectUri: callbackUrl(deps) },
      deps.now,
    );
    const accounts = await oauth.accounts({ app, tokens, now: deps.now });
    const owner = { workspaceId: request.workspaceId, actor: { userId: request.userId, name: person.name } };
    const store = (account: ConnectedAccount, channelId?: number) =>
      storeAccount(deps, owner, oauth.connector, request.channelType, account, channelId);
    if (accounts.length === 0)
      return fail(
        `${network.name} gave access to no account this service can post as. ${oauth.noAccountHint ?? ''}`.trim(),
      );
    if (request.channelId !== null) {
      const [channel] = await deps.db
        .select({ accountId: channels.accountId })
        .from(channels)
        .where(and(eq(channels.id, request.channelId), eq(channels.workspaceId, request.workspaceId)));
      // Reconnecting: the channel's own account among those signed in, or the refusal naming who signed in.
      const account = accounts.find((a) => a.accountId === channel?.accountId) ?? accounts[0]!;
      const { channel: row } = await store(account, request.channelId);
      return {
        location: channelsPage(request.returnTo, { reconnected: String(row.id) }),
        connected: { workspaceId: request.workspaceId, channelIds: [row.id] },
      };
    }
    if (accounts.length === 1) {
      const { channel, reconnected } = await store(accounts[0]!);
      return {
        location: channelsPage(request.returnTo, { [reconnected ? 'reconnected' : 'connected']: String(channel.id) }),
        connected: { workspaceId: request.workspaceId, channelIds: [channel.id] },
      };
    }
    // Several Pages, organizations or locations: the person picks on the Channels page which become channels.
    const key = randomBytes(32).toString('base64url');
    await deps.db.insert(connectChoices).values({
      keyHash: sha256(key),
      workspaceId: request.workspaceId,
      userId: request.userId,
      channelType: request.channelType,
      accounts: deps.secrets.seal(JSON.stringify(accounts)),
      expiresAt: new Date(deps.now().getTime() + REQUEST_TTL_MS),
    });
    return { location: channelsPage(request.returnTo, { choose: key }) };
  } catch (error) {
    if (error instanceof TokenRefused) return fail(`${network.name} refused the sign-in: ${error.message}`);
    if (error instanceof DomainError) return fail(error.message);
    log?.warn({ err: error, network: network.name }, 'an OAuth callback failed');
    return fail(`${network.name} could not be reached to finish the sign-in. Try again in a moment.`);
  }
}

/** The choice a sign-in left for its person, in time; the refusal a person can act on otherwise. */
async function choiceOf(deps: ServiceDeps, auth: AuthContext, key: string) {
  requireManager(auth, 'connect channels');
  const [choice] = await deps.db
    .select()
    .from(connectChoices)
    .where(
      and(
        eq(connectChoices.keyHash, sha256(key)),
        eq(connectChoices.workspaceId, auth.workspaceId),
        eq(connectChoices.userId, auth.userId),
      ),
    );
  if (!choice || choice.expiresAt < deps.now())
    throw new DomainError(
      'not_found',
      'choice_not_found',
      'This choice of accounts was already made or took over ten minutes: connect the network again.',
      'choice',
    );
  const accounts = (JSON.parse(deps.secrets.open(choice.accounts)) as ConnectedAccount[]).map((account) => ({
    ...account,
    signInEndsAt: account.signInEndsAt ? new Date(account.signInEndsAt) : null,
  }));
  return { choice, accounts };
}

/** The accounts a sign-in reached, for the person to pick from: who each is, and its channel if already connected. */
export async function connectChoice(deps: ServiceDeps, auth: AuthContext, key: string) {
  const { choice, accounts } = await choiceOf(deps, auth, key);
  const oauth = oauthNetworkFor(choice.channelType)!;
  const existing = await deps.db
    .select({ id: channels.id, accountId: channels.accountId })
    .from(channels)
    .where(and(eq(channels.workspaceId, auth.workspaceId), eq(channels.connector, oauth.connector)));
  return {
    channelType: choice.channelType,
    accounts: accounts.map((account) => ({
      ...account,
      channelId: existing.find((row) => row.accountId === account.accountId)?.id ?? null,
    })),
  };
}

/** Connects the picked accounts (an account already a channel is reconnected); the choice is used up. */
export async function chooseAccounts(deps: ServiceDeps, auth: AuthContext, key: string, accountIds: string[]) {
  const { choice, accounts } = await choiceOf(deps, auth, key);
  const picked = accounts.filter((account) => accountIds.includes(account.accountId));
  const unknown = accountIds.filter((id) => !accounts.some((account) => account.accountId === id));
  if (unknown.length > 0 || picked.length === 0)
    throw invalid(
      'invalid_parameter',
      unknown.length > 0
        ? `Not among the accounts of this sign-in: ${unknown.join(', ')}.`
        : 'Pick at least one account to connect.',
      'account_ids',
    );
  const oauth = oauthNetworkFor(choice.channelType)!;
  const used = await deps.db.delete(connectChoices).where(eq(connectChoices.keyHash, choice.keyHash)).returning();
  if (used.length === 0)
    throw new DomainError('not_found', 'choice_not_found', 'This choice of accounts was already made.', 'choice');
  const owner = { workspaceId: auth.workspaceId, actor: actorOf(auth) };
  const channelIds: number[] = [];
  for (const account of picked)
    channelIds.push(
      (await storeAccount(deps, owner, oauth.connector, choice.channelType, account, undefined)).channel.id,
    );
  return channelIds;
}
