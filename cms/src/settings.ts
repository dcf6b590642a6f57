/**
 * The CMS's one validated configuration module. Everything the custom code reads from the environment is read
 * here, once, and a bad value stops start-up with a message that names the variable.
 * (Strapi's own files under config/ — server, database, CORS, SMTP — read theirs through Strapi's `env()` helper;
 * every variable is listed in .env.example and the README.)
 */
import { DEFAULT_CHROMIUM_PATH, productionSecretProblems } from '@lcmdp/contract';
import { z } from 'zod';
import { ADMIN_PASSWORD_RULES } from './domain/first-admin';

/** An empty value (`VAR=` in an env file) means unset. */
const emptyIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => emptyIsUnset(schema.optional());

const adminPassword = ADMIN_PASSWORD_RULES.reduce((rule, r) => rule.regex(r.test, r.message), z.string());

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  /** The built public site, served under /laos (relative to cms/). */
  SITE_DIR: z.string().default('../site/dist'),
  PUBLIC_SITE_URL: z.string().url().default('http://localhost:1337'),
  DETECTOR_URL: z.string().url().default('http://127.0.0.1:5000'),
  /** The detector's API token; the CMS creates a matching custom token at start (none when unset). */
  DETECTOR_API_TOKEN: z.string().min(20, 'Use at least 20 characters').optional(),
  DETECTOR_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000),
  /** The bearer token a Prometheus scraper sends to GET /metrics (unset: no metrics route). */
  METRICS_TOKEN: z.string().min(20, 'Use at least 20 characters').optional(),
  /** Debian's Chromium, which prints notice letters and monthly reports to PDF. */
  CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
  /**
   * When the pages of cases with a removal ordered and not yet verified are captured again: a cron rule (5 fields,
   * or 6 with seconds first; the server's time zone), daily at 03:00 by default; `off` turns the schedule off.
   */
  TAKEDOWN_RECAPTURE_CRON: z
    .string()
    .trim()
    .default('0 3 * * *')
    .refine((v) => v.toLowerCase() === 'off' || /^[\d*,/?LW#A-Za-z-]+(\s+[\d*,/?LW#A-Za-z-]+){4,5}$/.test(v), {
      message: 'Use a cron rule such as "0 3 * * *", or off',
    })
    .transform((v) => (v.toLowerCase() === 'off' ? null : v)),
  /** Where the detector's demo feed is served (`npm start`): the seeded demo sources point there. */
  DEMO_FEED_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:5100')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The hour (Lao time, 0-23) of the daily notification digest (services/notifications). */
  NOTIFICATION_DIGEST_HOUR: z.coerce.number().int().min(0, 'An hour from 0 to 23').max(23, 'An hour from 0 to 23').default(7),
  /** Sign-in attempts per address + account, and per address (a whole office behind one NAT). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  REPORT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Password reset calls per hour, per address + account and per address. */
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  /** Current-password checks per signed-in user, per LOGIN_RATE_WINDOW_SECONDS. */
  VERIFY_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Rate-limit counters in Redis, shared by every CMS process (unset: in this process's memory). A URL without a
   * password takes REDIS_PASSWORD. Processes with the same RATE_LIMIT_PREFIX count together.
   */
  REDIS_URL: unsetIfEmpty(
    z
      .string()
      .url()
      .refine((url) => /^rediss?:$/.test(new URL(url).protocol), 'Use redis:// or rediss://'),
  ),
  /**
   * How long a list page or count may be answered from memory (services/list-cache.ts): until an item changes, and
   * at most this long (the bound for a write that bypasses Strapi, such as a raw SQL import); 0 turns it off.
   */
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How many list pages and counts are kept (least recently used go first). */
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100000).default(1000),
  /**
   * How long a sign-in (a token's user, role and permissions) may be answered from memory
   * (services/sign-in-cache.ts): until an account, role or permission changes, the token expires, and at most this
   * long; 0 turns it off.
   */
  SIGN_IN_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RATE_LIMIT_PREFIX: emptyIsUnset(
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Use 1 to 64 letters, digits, dots, dashes or underscores')
      .default('lcmdp'),
  ),
  /** Uploads and evidence in an S3 bucket (Strapi's S3 provider) when S3_BUCKET is set; else in public/uploads. */
  S3_BUCKET: unsetIfEmpty(z.string().trim().min(1)),
  S3_ENDPOINT: unsetIfEmpty(z.string().url()),
  S3_REGION: emptyIsUnset(z.string().trim().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: unsetIfEmpty(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string().min(1)),
  S3_FORCE_PATH_STYLE: emptyIsUnset(
    z
      .enum(['true', 'false'], { message: 'Use true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  ),
  /** Where browsers fetch the bucket's files (a CDN or a proxy to the bucket); else the address S3 answers. */
  S3_PUBLIC_URL: unsetIfEmpty(
    z
      .string()
      .url()
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  /** The first Strapi super admin, created at start when no admin exists (see domain/first-admin). */
  ADMIN_EMAIL: z.string().trim().email('Use an email address').optional(),
  ADMIN_PASSWORD: adminPassword.optional(),
  /** Strapi's own secrets (read by config/server.ts and config/admin.ts); checked here for a production start. */
  APP_KEYS: z.string().optional(),
  API_TOKEN_SALT: z.string().optional(),
  ADMIN_JWT_SECRET: z.string().optional(),
  TRANSFER_TOKEN_SALT: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ENCRYPTION_KEY: z.string().optional(),
  /** The database's (config/database.ts): on PostgreSQL its password is a secret too. */
  DATABASE_CLIENT: z.string().default('sqlite'),
  DATABASE_URL: z.string().optional(),
  DATABASE_PASSWORD: z.string().optional(),
  /** Secrets of the services beside the CMS (docker-compose.yml's env file): refused in production when an example. */
  REDIS_PASSWORD: z.string().optional(),
  MINIO_ROOT_PASSWORD: z.string().optional(),
  SMTP_PASS: z.string().optional(),
});

const STRAPI_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;
/** Secrets that may be unset, but never an example value. */
const OPTIONAL_SECRETS = [
  'DETECTOR_API_TOKEN',
  'METRICS_TOKEN',
  'ADMIN_PASSWORD',
  'REDIS_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_PASS',
] as const;

/**
 * The PostgreSQL password to check: the one in DATABASE_URL when it carries one, else DATABASE_PASSWORD (the one
 * docker-compose.yml uses, with DATABASE_HOST). A URL without a password is left to DATABASE_PASSWORD.
 */
function databasePasswordVariable(env: {
  DATABASE_URL?: string;
  DATABASE_PASSWORD?: string;
}): Record<string, string | undefined> {
  if (env.DATABASE_URL) {
    try {
      const password = decodeURIComponent(new URL(env.DATABASE_URL).password);
      if (password) return { DATABASE_URL: password };
    } catch {
      return { DATABASE_URL: undefined }; // not a URL: reported as missing a password
    }
  }
  return { DATABASE_PASSWORD: env.DATABASE_PASSWORD };
}

// Both admin variables or neither; a per-address cap below the per-account limit would make that limit meaningless.
const checked = schema
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'Set ADMIN_EMAIL and ADMIN_PASSWORD together',
    path: ['ADMIN_EMAIL'],
  })
  .refine((s) => !s.S3_ACCESS_KEY_ID === !s.S3_SECRET_ACCESS_KEY, {
    message: 'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine((s) => s.S3_BUCKET || !(s.S3_ENDPOINT || s.S3_ACCESS_KEY_ID || s.S3_PUBLIC_URL), {
    message: 'Set S3_BUCKET too, or S3 storage stays off',
    path: ['S3_BUCKET'],
  })
  .refine((s) => s.LOGIN_IP_RATE_LIMIT >= s.LOGIN_RATE_LIMIT, {
    path: ['LOGIN_IP_RATE_LIMIT'],
    message: 'Must be at least LOGIN_RATE_LIMIT',
  })
  .refine((s) => s.PASSWORD_RESET_IP_RATE_LIMIT >= s.PASSWORD_RESET_RATE_LIMIT, {
    path: ['PASSWORD_RESET_IP_RATE_LIMIT'],
    message: 'Must be at least PASSWORD_RESET_RATE_LIMIT',
  })
  // No missing secret and no example value (change-me, Strapi's tobemodified...) in production.
  .superRefine((s, ctx) => {
    if (s.NODE_ENV !== 'production') return;
    const database = s.DATABASE_CLIENT === 'postgres' ? databasePasswordVariable(s) : {};
    const secrets: Record<string, string | undefined> = { ...database };
    for (const name of [...STRAPI_SECRETS, ...OPTIONAL_SECRETS]) secrets[name] = s[name];
    const required = [...STRAPI_SECRETS, ...Object.keys(database)];
    for (const problem of productionSecretProblems(secrets, required, OPTIONAL_SECRETS)) {
      ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
  });

export type Settings = z.infer<typeof schema>;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = checked.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid LCMDP configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

let cached: Settings | undefined;
export function settings(): Settings {
  cached ??= readSettings();
  return cached;
}
/** Tests that boot Strapi with another environment call this first. */
export function resetSettings(): void {
  cached = undefined;
}
