/**
 * The server's configuration, parsed once with zod. This is the only module that reads `process.env`:
 * everything else receives the frozen `Env` it returns, so tests can build any configuration without
 * touching the process.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Behind a reverse proxy or load balancer: whose `X-Forwarded-For` to trust for the client address
   * that rate limits count by: `true` (every hop) or comma-separated addresses/CIDRs of the proxies.
   * Unset trusts none: the socket's address counts.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .transform((value): boolean | string[] =>
      value === 'true' ? true : value === 'false' ? false : value.split(',').map((part) => part.trim()),
    )
    .optional(),
  STATIC_DIR: z.string().trim().min(1).default('dist'),
  TOKEN_TTL_MINUTES: positiveInt.default(60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(1).default('Koelservice Portal <portal@koelservice.example>'),
  REDIS_URL: optionalUrl,
  PUSHER_APP_ID: optionalText,
  PUSHER_KEY: optionalText,
  PUSHER_SECRET: optionalText,
  PUSHER_HOST: optionalText,
  PUSHER_PORT: port.optional(),
  PUSHER_CLUSTER: optionalText,
  /** External realtime only: whether the SDK and the PWA use TLS (https/wss) to reach PUSHER_HOST. */
  PUSHER_USE_TLS: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  /**
   * Embedded realtime only: the secret that signs `POST /apps/portal/events`. Unset means a random
   * secret per process, so nothing outside this process can publish.
   */
  REALTIME_SECRET: z.string().trim().min(32).optional(),
  /**
   * The folder the back office exports into: one folder per organisation, named after its code (the
   * relation number), holding one JSON file per collection (`invoices.json`, ...). Default
   * `DATA_DIR/backoffice-import`; in demo mode a sample export is written there on the first run.
   */
  BACKOFFICE_IMPORT_DIR: z.string().trim().min(1).optional(),
  /**
   * API processes on this machine (Node's cluster module, one port): 1 runs the server in this
   * process. Above 1 needs DATABASE_URL: the embedded database belongs to one process.
   */
  WORKERS: positiveInt.max(64).default(1),
  /** Benchmark data sets: the number of service objects to generate; unset means the demo size. */
  DEMO_SEED_SCALE: positiveInt.optional(),
  /** Read only by `create-superadmin`; when unset that command generates a password and prints it once. */
  SUPERADMIN_PASSWORD: z.string().min(12).max(128).optional(),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

export type Env = Readonly<
  ParsedEnv & {
    /** Base for links in mails; `http://HOST:PORT` unless PUBLIC_URL says otherwise. */
    PUBLIC_URL: string;
    /** Demo mode seeds demo data and exposes the dev mailbox; production never does either. */
    isDemoMode: boolean;
    isProduction: boolean;
  }
>;

/** A configuration value that cannot be used; its message is one line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

type EnvSource = Record<string, string | undefined>;

/**
 * Parses the environment. Empty strings count as unset, so `FOO=` in a shell behaves like no FOO.
 * Throws an `EnvError` whose message names every bad variable on one line.
 */
export function loadEnv(source: EnvSource = process.env, overrides: Partial<Env> = {}): Env {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (key in EnvSchema.shape && value !== undefined) raw[key] = value;
  }

  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const shown = typeof raw[name] === 'string' ? ` (got "${String(raw[name])}")` : '';
      return `${name}: ${issue.message}${shown}`;
    });
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }

  const env = parsed.data;
  // External realtime needs all three credentials; a partial set is a typo, not embedded mode.
  const pusherCredentials = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;
  const missingPusher = pusherCredentials.filter((name) => env[name] === undefined);
  if (missingPusher.length > 0 && missingPusher.length < pusherCredentials.length) {
    throw new EnvError(
      `Invalid configuration: ${missingPusher.join(', ')}: required when any of ${pusherCredentials.join(', ')} is set`,
    );
  }
  if (env.WORKERS > 1 && env.DATABASE_URL === undefined) {
    throw new EnvError(
      `Invalid configuration: WORKERS: ${env.WORKERS} processes need DATABASE_URL (PostgreSQL); the embedded database serves one process`,
    );
  }
  const isProduction = env.NODE_ENV === 'production';
  // Links in mails and the QR stickers glued to the equipment carry PUBLIC_URL; a production server
  // guessing it from HOST:PORT would print stickers pointing at a private address.
  if (isProduction && env.PUBLIC_URL === undefined) {
    throw new EnvError('Invalid configuration: PUBLIC_URL: required when NODE_ENV=production');
  }
  const urlHost = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return Object.freeze({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${urlHost}:${env.PORT}`).replace(/\/+$/, ''),
    isProduction,
    isDemoMode: !isProduction,
  });
}

/**
 * The environment for a child process (the dev runner starts the server and Vite): this process's
 * variables plus `extra`. Lives here so that no other module touches `process.env`.
 */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * TEST_DATABASE_URL: the PostgreSQL server the server tests' PostgreSQL variant runs against (CI sets
 * it). Not part of `Env`: the app never reads it, only the test harness.
 */
export function testDatabaseUrl(source: EnvSource = process.env): string | undefined {
  const parsed = optionalUrl.safeParse(source.TEST_DATABASE_URL);
  if (!parsed.success)
    throw new EnvError(`Invalid configuration: TEST_DATABASE_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * TEST_REDIS_URL: the Redis the tests of the Redis realtime fan-out use (default the local one at
 * redis://127.0.0.1:6379; those tests are skipped when it does not answer). Tests only, like
 * TEST_DATABASE_URL.
 */
export function testRedisUrl(source: EnvSource = process.env): string {
  const parsed = optionalUrl.safeParse(source.TEST_REDIS_URL);
  if (!parsed.success)
    throw new EnvError(`Invalid configuration: TEST_REDIS_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data ?? 'redis://127.0.0.1:6379';
}
