import path from 'node:path';
import { SERVER_TEXT } from '@portal/contract';
import { z } from 'zod';
import { parseSecretKey } from './lib/secret-box.ts';

/** The environment, read once and checked. Nothing else reads process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  SMTP_URL: z.string().optional(),
  /** The mails' sender address; the name shown is the owner's site name ('Cổng đối tác <short name>'). */
  MAIL_FROM: z.string().default(SERVER_TEXT.mailFrom),
  /** 32 bytes (64 hex digits or base64) sealing secrets in queued messages; unset: a key kept in the database. */
  SECRET_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== undefined, 'SECRET_KEY must be 32 bytes, as 64 hex digits or base64')
    .optional(),
  REDIS_URL: z.string().optional(),
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (an S3-compatible object store). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The object store's address (unset: AWS's own for S3_REGION). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_PREFIX: z.string().default('files/'),
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Stored files that no row references are removed once older than this (minutes). */
  STORAGE_SWEEP_GRACE_MINUTES: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * The scheduled backup (docs/operations.md, "Scheduled backups"): the hour (0–23, Vietnam time) at
   * which one server writes a backup every day; unset: off. It goes to BACKUP_DIR (a folder) or, with
   * BACKUP_S3_PREFIX, into S3_BUCKET under that prefix; the latest BACKUP_KEEP are kept.
   */
  BACKUP_SCHEDULE_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[^/].*\/$/, 'BACKUP_S3_PREFIX must end with / and not start with one (backups/)')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(366).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo data set into an empty database ('auto': yes unless NODE_ENV=production). */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** An operator's session ends after this long without a request. */
  OPERATOR_IDLE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(8),
  LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_RATE_MAX: z.coerce.number().int().min(1).default(30),
  LOGIN_ADDRESS_RATE_MAX: z.coerce.number().int().min(1).default(50),
  /** Failed logins per account per hour from any address, new ones included (OWASP ASVS: at most 100). */
  LOGIN_ACCOUNT_HOUR_MAX: z.coerce.number().int().min(1).default(100),
  OTP_RATE_MAX: z.coerce.number().int().min(1).default(5),
  /** Registrations per address per hour, whatever their outcome. */
  REGISTER_RATE_MAX: z.coerce.number().int().min(1).default(10),
  /** Cooperation contact-form submissions per address per hour. */
  CONTACT_RATE_MAX: z.coerce.number().int().min(1).default(5),
  APP_VERSION: z.string().optional(),
  /** Where partners reach the portal, for links in e-mails (default http://localhost:PORT). */
  PUBLIC_URL: z.url().optional(),
  /** Web Push (VAPID) keys, URL-safe base64; unset: a pair generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** The contact push services see in the VAPID token (a mailto: or https: address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .default('mailto:hotro@ytesaigon.vn'),
  /**
   * Hosts (comma-separated, a leading dot for a domain's subdomains) a push subscription may name,
   * on top of the rules that hold everywhere (https, public addresses only: lib/web-push.ts).
   * Default in production: the browsers' push services; elsewhere any public host.
   */
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  /**
   * For tests only: origins (comma-separated, `http://127.0.0.1:43123`) of a local push service a
   * subscription may name although it is plain HTTP on this machine. Never set in a deployment;
   * refused with NODE_ENV=production.
   */
  PUSH_TEST_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => {
          const url = URL.canParse(item) ? new URL(item) : undefined;
          if (url && url.origin !== 'null' && url.href === `${url.origin}/`) return url.origin;
          ctx.addIssue({ code: 'custom', message: `PUSH_TEST_ORIGINS: ${item} is not an origin (scheme://host:port)` });
          return z.NEVER;
        }),
    ),
  /**
   * Bearer token for `GET /metrics` (Prometheus). Unset: served only to a scraper on this machine
   * (a loopback peer, not relayed by a proxy). See docs/decisions/platform.md, "Probes, metrics, shutdown".
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** How long a server-rendered public page is reused for anonymous visitors (0: render every time). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a server keeps a session it looked up (0: read it on every request). Changes are
   * forgotten at once through the database's notifications; this bounds a copy if they stop.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** The HL7 v2 (MLLP) listener for laboratory systems that speak only v2: off unless set (docs/integration.md). */
  MLLP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where it listens (0.0.0.0 for a laboratory system on another machine, with MLLP_ALLOWED_ADDRESSES). */
  MLLP_HOST: z.string().default('127.0.0.1'),
  /** Addresses (comma-separated) a laboratory system may connect from; any other is cut at once. */
  MLLP_ALLOWED_ADDRESSES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  /** The registered integration (its client id, lis-…) the v2 messages are taken for: its facilities, rights and call log. */
  MLLP_CLIENT_ID: z.string().optional(),
});

export type Env = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

/** Every setting the server reads (docs/systemd/portal.env.example names only these). */
export const ENV_KEYS: readonly string[] = Object.keys(schema.shape);

const withBucket = schema
  .refine((env) => env.STORAGE !== 's3' || !!env.S3_BUCKET, {
    message: 'STORAGE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => env.MLLP_PORT === undefined || !!env.MLLP_CLIENT_ID, {
    message: 'MLLP_PORT needs MLLP_CLIENT_ID (the client id of the integration registered on the console)',
    path: ['MLLP_CLIENT_ID'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUSH_TEST_ORIGINS.length === 0, {
    message: 'PUSH_TEST_ORIGINS is for tests only, never with NODE_ENV=production',
    path: ['PUSH_TEST_ORIGINS'],
  })
  .refine((env) => env.BACKUP_SCHEDULE_HOUR === undefined || !env.BACKUP_DIR !== !env.BACKUP_S3_PREFIX, {
    message: 'BACKUP_SCHEDULE_HOUR needs one place for the backups: BACKUP_DIR or BACKUP_S3_PREFIX (not both)',
    path: ['BACKUP_SCHEDULE_HOUR'],
  })
  .refine((env) => !env.BACKUP_S3_PREFIX || !!env.S3_BUCKET, {
    message: 'BACKUP_S3_PREFIX needs S3_BUCKET (and the other S3_ settings)',
    path: ['BACKUP_S3_PREFIX'],
  })
  .refine(
    // The stored files and the backups of them are kept apart (the sweep lists S3_PREFIX).
    (env) =>
      !env.BACKUP_S3_PREFIX ||
      !((env.S3_PREFIX && env.BACKUP_S3_PREFIX.startsWith(env.S3_PREFIX)) || env.S3_PREFIX.startsWith(env.BACKUP_S3_PREFIX)),
    { message: 'BACKUP_S3_PREFIX and S3_PREFIX must not contain one another', path: ['BACKUP_S3_PREFIX'] },
  );

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = withBucket.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')));
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
  };
}
