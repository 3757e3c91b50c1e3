import { z } from 'zod';

const bool = z.enum(['0', '1', 'false', 'true']).transform((v) => v === '1' || v === 'true');

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  SEED_DEMO: bool.default(true),
  SEED_INBOX_ITEMS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  SIMULATOR: bool.default(true),
  SIMULATOR_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  PUBLISHER: bool.default(true),
  PUBLISHER_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  PUBLISH_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(600).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  PUBLIC_ORIGIN: z.url().optional().describe('the origin users reach the service at, when behind a proxy'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof env>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The environment is not usable:\n${problems}`);
  }
  return parsed.data;
}
