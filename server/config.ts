import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'false', 'true']).transform((v) => v === '1' || v === 'true');

/** The networks whose accounts connect through their own OAuth 2 sign-in, by the prefix of their settings. */
export const OAUTH_APPS = ['X', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'PINTEREST', 'GOOGLE'] as const;
export type OAuthApp = (typeof OAUTH_APPS)[number];

type AppSettings<N extends OAuthApp> = Record<`${N}_CLIENT_ID` | `${N}_CLIENT_SECRET`, z.ZodOptional<z.ZodString>> &
  Record<`${N}_API_BASE_URL` | `${N}_AUTH_BASE_URL`, z.ZodOptional<z.ZodURL>>;

/**
 * A network app's settings: the credentials registered at the network, and where its API and its sign-in page
 * are (each replaces only the scheme and host of the documented addresses: a stand-in, a proxy).
 */
function appSettings<N extends OAuthApp>(net: N): AppSettings<N> {
  const address = () => z.url({ protocol: /^https?$/ }).optional();
  return {
    [`${net}_CLIENT_ID`]: z.string().min(1).optional(),
    [`${net}_CLIENT_SECRET`]: z.string().min(1).optional(),
    [`${net}_API_BASE_URL`]: address(),
    [`${net}_AUTH_BASE_URL`]: address(),
  } as AppSettings<N>;
}

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isTrustedRange(part: string): boolean {
  if (RANGE_NAMES.has(part)) return true;
  const [address, prefix, ...rest] = part.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies' X-Forwarded-For to believe: a hop count (`1`: the nearest one), or addresses and CIDR ranges of
 * the proxies (`10.0.0.0/8,127.0.0.1`). Unset, nobody's: the client address is the connection's.
 */
const trustProxy = z
  .string()
  .transform((value, ctx) => {
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 32) return Number(value);
    const parts = value.split(',').map((p) => p.trim());
    if (parts.length && parts.every(isTrustedRange)) return parts;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY is a hop count (1 to 32) or proxy addresses and CIDR ranges separated by commas',
    });
    return z.NEVER;
  })
  .optional();

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REQUEST_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(3)
    .describe('API calls worked on at once per instance, the others waiting in line (0: no line)'),
  DATA_DIR: z.string().default('./.data'),
  SEED_DEMO: bool.default(true),
  SEED_INBOX_ITEMS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  SIMULATOR: bool.default(true),
  SIMULATOR_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  PUBLISHER: bool.default(true),
  PUBLISHER_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  PUBLISH_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(600).default(30),
  PUBLISH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(128)
    .describe('channels an instance publishes to at once, each one post at a time in due order'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  PUBLIC_ORIGIN: z.url().optional().describe('the origin users reach the service at, when behind a proxy'),
  TRUST_PROXY: trustProxy,
  DASHBOARD_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((o) => o.trim().replace(/\/$/, '')))
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .optional()
    .describe('more origins the dashboard is served from, comma-separated (its login redirects there)'),
  VITE_API_BASE_URL: z.string().optional().describe('(dashboard build) where the dashboard finds the API'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  SIGNUP: z
    .enum(['invite', 'open'])
    .default('invite')
    .describe('invite: people join by invitation; open: anyone may create a workspace'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .describe('where invitation emails go out (smtp://user:pass@host:587); unset: links are copied by hand'),
  MAIL_FROM: z.string().default('Social Desk <no-reply@localhost>').describe('the sender of invitation emails'),
  SECRET_KEY: z
    .string()
    .min(32, 'SECRET_KEY has at least 32 characters (for example `openssl rand -base64 32`)')
    .optional()
    .describe('seals network credentials at rest; unset: a key file made on first start in DATA_DIR'),
  SECRET_KEY_PREVIOUS: z
    .string()
    .transform((value) => value.split(',').map((k) => k.trim()))
    .pipe(z.array(z.string().min(32, 'each SECRET_KEY_PREVIOUS key has at least 32 characters')))
    .optional()
    .describe('earlier keys, comma-separated, that still open what they sealed until rotate-secrets'),
  BLUESKY_SERVICE_URL: z.url().optional().describe("the Bluesky PDS; unset: each account's own, found from its handle"),
  BLUESKY_APPVIEW_URL: z.url().default('https://public.api.bsky.app').describe('where public Bluesky reads go'),
  BLUESKY_PLC_URL: z.url().default('https://plc.directory').describe('where did:plc identities are looked up'),
  INBOX_POLL_SECONDS: z.coerce.number().min(0.2).max(86_400).default(60).describe('how often real networks are read'),
  RESULTS_REFRESH_SECONDS: z.coerce
    .number()
    .min(0)
    .max(86_400)
    .default(60)
    .describe("how often posts' figures and accounts' growth are looked for; 0: never read"),
  FETCH_PRIVATE_ADDRESSES: bool
    .default(false)
    .describe('whether posts may name, and publishing fetch from, loopback, private and reserved addresses'),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(8 * 1024 * 1024)
    .describe('the largest picture an upload may be, in bytes'),
  MEDIA_S3_BUCKET: z.string().min(1).optional().describe('set: pictures go to this S3-compatible bucket'),
  MEDIA_S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('the storage service (unset: AWS S3 in MEDIA_S3_REGION)'),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('where the public reads the objects; unset: this service serves them'),
  MEDIA_S3_PATH_STYLE: bool.default(false).describe('1: the bucket in the path (MinIO and most stand-ins)'),
  ...appSettings('X'),
  ...appSettings('FACEBOOK'),
  ...appSettings('INSTAGRAM'),
  ...appSettings('LINKEDIN'),
  ...appSettings('PINTEREST'),
  ...appSettings('GOOGLE'),
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce
    .number()
    .min(1)
    .max(7 * 86_400)
    .default(3600)
    .describe('how often expired rows are removed and the embedded database vacuumed'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: bool.default(false).describe('1: one log line per answered request, at info'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN has at least 16 characters (for example `openssl rand -hex 24`)')
    .optional()
    .describe('the bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404'),
});

/** The S3 settings go together: a bucket without its keys is a mistake worth saying at start. */
const settings = env.superRefine((config, ctx) => {
  if (!config.MEDIA_S3_BUCKET) return;
  for (const name of ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const)
    if (!config[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is needed with MEDIA_S3_BUCKET` });
});

export type Config = z.infer<typeof env>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settings.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The environment is not usable:\n${problems}`);
  }
  return parsed.data;
}

/**
 * The origins the dashboard's login may return to (its registered redirect URI is the path `/oauth/callback`):
 * PUBLIC_ORIGIN when set, else this machine's loopback addresses on PORT and on Vite's development port; plus
 * DASHBOARD_ORIGINS. Never the request's Host header, which whoever sends the request chooses.
 */
export function dashboardOrigins(config: Config): string[] {
  const own = config.PUBLIC_ORIGIN
    ? [config.PUBLIC_ORIGIN.replace(/\/$/, '')]
    : [config.PORT, 5173].flatMap((port) =>
        ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`),
      );
  return [...own, ...(config.DASHBOARD_ORIGINS ?? [])];
}
