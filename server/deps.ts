import type { Config } from './config.ts';
import { createTokenCache } from './services/workspaces/token-cache.ts';
import { blueskyConnector } from './connectors/bluesky.ts';
import { connectorContext } from './services/channels/connector-context.ts';
import { sandboxConnector } from './services/channels/sandbox-connector.ts';
import { oauthNetworks } from './connectors/networks.ts';
import { secretBoxFor, type SecretBox } from './services/channels/secret-box.ts';
import { createEventBus, type WorkspaceEvent } from './services/events/bus.ts';
import type { ConnectorContext } from './connectors/context.ts';
import type { Connector } from './connectors/types.ts';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './services/mail/mailer.ts';
import { storageFor } from './services/media/storage.ts';
import { createNetworkLimits } from './services/channels/network-limits.ts';
import type { ServiceDeps } from './services/deps.ts';
import type { Logger } from 'pino';
import { createLogger } from './logging.ts';
import { createLifecycle, type Lifecycle } from './services/system/lifecycle.ts';
import { createMetrics } from './services/system/metrics.ts';
import { observedConnectors } from './services/system/observed-connector.ts';
import { onTransactionRetry } from './db/transaction.ts';

/** What the HTTP layer needs from the process: the services' deps, and the answers it keeps. */
export interface AppDeps extends ServiceDeps {
  validateResponses: boolean;
  /** Answers of frequent reads, dropped for a workspace at its every change (heard on `events`). */
  answers: AnswerCache;
  /** The log Fastify's requests log through too (pino). */
  log: Logger;
  /** Starting, ready or stopping: what readiness answers, and what ends with the instance. */
  lifecycle: Lifecycle;
}

/** What an event makes stale among the kept answers: the scopes it names, wherever the change was made. */
function forgetAnswers(answers: AnswerCache, workspaceId: number, event: WorkspaceEvent): void {
  switch (event.type) {
    case 'inbox':
      if (!event.threadsOnly) answers.invalidate(workspaceId, 'inbox');
      for (const id of event.conversationIds) answers.invalidate(workspaceId, `thread:${id}`);
      return;
    case 'outbox':
      if (event.channelIds.length === 0) answers.invalidate(workspaceId, 'outbox');
      for (const id of event.channelIds) answers.invalidate(workspaceId, `outbox:${id}`);
      // A post published or deleted changes what a range of results holds.
      answers.invalidate(workspaceId, 'results');
      return;
    case 'drafts':
      answers.invalidate(workspaceId, 'drafts');
      return;
    case 'channels':
      answers.invalidate(workspaceId, 'drafts');
      answers.invalidate(workspaceId, 'outbox');
      answers.invalidate(workspaceId, 'results');
      return;
    case 'labels':
      // Which items carry the label is not worth reading: every inbox answer and thread goes (labels change rarely).
      answers.invalidate(workspaceId, 'inbox');
      answers.invalidate(workspaceId, 'thread');
  }
}

/** The process's deps from a database and a config; tests override what they need (clock, checks). */
export function createDeps(db: Db, config: Config, overrides: Partial<AppDeps> = {}): AppDeps {
  const sandbox = sandboxConnector(db);
  let bluesky: Connector | undefined;
  const oauthConnectors = new Map<string, Connector>();
  // Made with the first connector, from the deps as the overrides left them.
  let context: ConnectorContext | undefined;
  const contextOf = () => (context ??= connectorContext(deps));
  const deps: AppDeps = {
    db,
    config,
    validateResponses: false,
    connectorFor: (channel) => {
      if (channel.connector === 'bluesky') return (bluesky ??= blueskyConnector(contextOf()));
      const network = oauthNetworks.find((n) => n.connector === channel.connector);
      if (!network) return sandbox;
      let connector = oauthConnectors.get(network.connector);
      if (!connector) oauthConnectors.set(network.connector, (connector = network.create(contextOf())));
      return connector;
    },
    secrets: lazySecretBox(() => secretBoxFor(config)),
    now: () => new Date(),
    events: createEventBus(),
    tokens: createTokenCache(),
    answers: createAnswerCache(),
    mailer: createMailer(config),
    media: storageFor(config),
    networkLimits: createNetworkLimits(),
    log: overrides.log ?? createLogger(config.LOG_LEVEL),
    lifecycle: createLifecycle(),
    metrics: createMetrics({
      lanes: config.PUBLISHER ? config.PUBLISH_CONCURRENCY : 0,
      processMetrics: config.METRICS_TOKEN !== undefined,
      database: config.DATABASE_URL ? 'postgres' : 'pglite',
    }),
    ...overrides,
  };
  // Every network call is counted where the services reach a connector: connectors stay adapters (decision 032).
  deps.connectorFor = observedConnectors(deps.connectorFor, deps.metrics);
  onTransactionRetry(db, deps.metrics.transactionRetry);
  deps.events.subscribeAll((workspaceId, event) => forgetAnswers(deps.answers, workspaceId, event));
  // A token revoked on any instance stops working on this one at once, not when its cache entry runs out.
  deps.events.onTokensRevoked((ids) => ids.forEach((id) => deps.tokens.forgetToken(id)));
  deps.events.onCallersChanged((scope) => deps.tokens.forgetCallers(scope));
  // Changes made elsewhere may have gone unheard: nothing kept can be trusted.
  deps.events.onMissed(() => {
    deps.tokens.forgetAll();
    deps.answers.forgetAll();
  });
  return deps;
}

/** The key is read (or its file made) when a secret is first sealed or opened, not by every process that has deps. */
function lazySecretBox(make: () => SecretBox): SecretBox {
  let box: SecretBox | undefined;
  return {
    seal: (plain) => (box ??= make()).seal(plain),
    open: (sealed) => (box ??= make()).open(sealed),
    isCurrent: (sealed) => (box ??= make()).isCurrent(sealed),
    sign: (purpose, data) => (box ??= make()).sign(purpose, data),
    verify: (purpose, data, signature) => (box ??= make()).verify(purpose, data, signature),
  };
}
