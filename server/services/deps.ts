import type { Config } from '../config.ts';
import type { Connector } from '../connectors/types.ts';
import type { Db } from '../db/client.ts';
import type { Log } from '../domain/log.ts';
import type { ChannelRow } from '../db/schema.ts';
import type { SecretBox } from './channels/secret-box.ts';
import type { EventBus } from './events/bus.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStorage } from './media/storage.ts';
import type { NetworkLimits } from './channels/network-limits.ts';
import type { Metrics } from './system/metrics.ts';
import type { TokenCache } from './workspaces/token-cache.ts';

/**
 * What the services need from the process, built once in server/deps.ts (and per test by the test helpers). The
 * HTTP layer's deps add what only it uses; the services never see those.
 */
export interface ServiceDeps {
  db: Db;
  config: Config;
  /** The network behind a channel: its connector (`sandbox`, `bluesky`, `x`). */
  connectorFor: (channel: ChannelRow) => Connector<ChannelRow>;
  /** Seals and opens the networks' credentials at rest. */
  secrets: SecretBox;
  now: () => Date;
  events: EventBus;
  tokens: TokenCache;
  /** Invitation emails (when SMTP_URL is set). */
  mailer: Mailer;
  /** Uploaded pictures' bytes: under DATA_DIR, or in S3-compatible storage (MEDIA_S3_*). */
  media: MediaStorage;
  /** The networks' limits beyond one channel's: lanes per connector, app-wide pauses (decision 017). */
  networkLimits: NetworkLimits;
  /** The process's log; a background job's deps carry one whose lines name the job. */
  log: Log;
  /** What the process counts for Prometheus (GET /metrics): one registry per deps. */
  metrics: Metrics;
}
