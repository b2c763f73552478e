import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { emailField, passwordField } from '@handlowo/contract';
import { z } from 'zod';
import type { LogFormat } from '../lib/log-format.ts';
import { repoRoot } from './paths.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TTL_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** '7d', '12h', '30m', '45s' or a bare number of seconds. */
function parseTtl(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match?.[1]) return undefined;
  const unit = (match[2] || 's') as keyof typeof TTL_UNITS;
  const seconds = Number(match[1]) * TTL_UNITS[unit];
  return seconds > 0 ? seconds : undefined;
}

const optional = z.string().trim().optional();

/** 'true'/'false' (also 1/0, yes/no) as a boolean; anything else is a named error. */
const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which hops in front of the server are trusted to write `X-Forwarded-For`: `false` none, `true`
 * one (the proxy next to the server), a number that many, or a list of the proxies' addresses and
 * ranges. The client address is then the right-most entry that no trusted hop wrote; the entries
 * left of it are the client's own words. Never "trust everything": that takes the left-most entry,
 * which the client chooses (issue 24, defect 1).
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : undefined;
  const list = splitList(text);
  return list.length > 0 && list.every(isProxyAddress) ? list : undefined;
}

/**
 * The environment, validated once at start. Every key of the deployment documentation is here;
 * nothing else in the server reads `process.env`.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Statement and connect timeout of PostgreSQL in ms (docs/adr/007-database-failures.md).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Handlowo <no-reply@handlowo.local>'),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .default('7d')
    .refine((v) => parseTtl(v) !== undefined, "must look like '7d', '12h', '30m' or seconds"),
  ADMIN_EMAIL: emailField.optional(),
  ADMIN_PASSWORD: passwordField.optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .refine(
      (v) => splitList(v).every((origin) => z.url().safeParse(origin).success),
      'must be a comma-separated list of origins such as https://handlowo.pl',
    ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Unset: readable lines at a terminal, JSON lines otherwise (lib/log-format.ts).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST_DIR: optional,
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      "must be false, true (one proxy), a hop count up to 10 or a comma-separated list of proxy addresses or ranges such as '10.0.0.0/8, 127.0.0.1'",
    ),
  // The per-address flood guard of the API: requests a minute before 429.
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(600),
  // New accounts one client address may register within an hour before 429 (ADR 017).
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Longest wait for a request's body: uploads (multipart) and every other body (issue 24).
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(3_600_000).default(600_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // How often this instance's job worker looks for due jobs, in ms; 0: it runs none (ADR 015).
  JOB_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  // The live notification stream (issue 25): a comment this often keeps proxies from closing
  // it, and it ends after the longest life, so that the browser reconnects and its session is
  // checked again (a logout elsewhere or a deleted account stops it).
  NOTIFICATION_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(25_000),
  NOTIFICATION_STREAM_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(300_000),
  // Where uploaded media live (ADR 008): this machine's disk, or an S3-compatible object store
  // that every instance shares (issue 29).
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  // Unset: the AWS endpoint of S3_REGION; MinIO, Ceph, R2 and the tests' s3rver give theirs.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 characters)')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  // Unset: the SDK's own chain (instance role, AWS_* variables, shared files).
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  // Most self-hosted stores (MinIO, s3rver) name the bucket in the path, not in the host.
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  // SIGTERM: how long requests in flight may take to finish before the process exits anyway.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Each instance migrates at start (the embedded default). Several instances: `npm run
  // db:migrate` once before a rolling deploy and `false` here (docs/deployment.md).
  MIGRATE_ON_START: booleanText.default(true),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The resolved configuration the app runs with; tests build one directly (testing/test-config.ts). */
export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, the outbox and the generated JWT secret. */
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: longest wait for a connection and longest statement; the client gives up one
   * second later if the server does not answer at all (frozen). Not applied to PGlite.
   */
  databaseTimeoutMs: number;
  /** Base of the links in e-mails, without a trailing slash. */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set (not the `http://localhost:PORT` guess): only then are media URLs
   * in answers absolute (features/media/file-url.ts, ADR 026).
   */
  publicUrlConfigured: boolean;
  /** Unset: mails are written as .eml files to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: generated once and kept in `dataDir/jwt-secret` (see resolveJwtSecret). */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: { email: string; password: string } | undefined;
  /** Empty: same origin only (no CORS headers). */
  corsOrigins: string[];
  logLevel: LogLevel;
  /**
   * 'pretty': readable lines for a person; 'json' (or unset): one JSON object a line. server.ts
   * settles it from LOG_FORMAT and whether stdout is a terminal (`chooseLogFormat`).
   */
  logFormat?: LogFormat | undefined;
  /** The built SPA served with a fallback to index.html. */
  webDistDir: string;
  /** The hops trusted to write X-Forwarded-For (per-address throttles and logs); see TrustProxy. */
  trustProxy: TrustProxy;
  /** Per-address API requests a minute before the flood guard answers 429. */
  apiRateLimitPerMinute: number;
  /** Accounts one client address may register an hour (A2–A4 and A8) before 429. */
  registrationLimitPerHour: number;
  /**
   * How long an upload's body may take to arrive: long enough for a 50 MB video over a slow
   * phone connection. Node's own request timeout, so it bounds every request.
   */
  uploadTimeoutMs: number;
  /** How long any other body may take to arrive before a 408 (plugins/body-timeout.ts). */
  bodyTimeoutMs: number;
  /** The job worker's poll interval; 0: this instance runs no jobs (others on the database do). */
  jobPollMs: number;
  /** The live notification stream's heartbeat and longest life (features/notifications). */
  notificationHeartbeatMs: number;
  notificationStreamMaxMs: number;
  /** Where media live; see `MediaStorageConfig`. */
  mediaStorage: MediaStorageConfig;
  /** SIGTERM: the longest wait for requests in flight before the process exits. */
  shutdownGraceMs: number;
  /** Whether this instance migrates the database at start (else it only checks it is current). */
  migrateOnStart: boolean;
}

/** The disk under `DATA_DIR/media` (one machine, or a shared folder), or an S3-compatible store. */
export type MediaStorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** Unset: AWS's endpoint for the region. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Parses the environment (blank values count as unset); throws ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  // Checked outside the schema so that it is reported together with the other keys.
  if ('ADMIN_EMAIL' in present !== 'ADMIN_PASSWORD' in present) {
    const missing = 'ADMIN_EMAIL' in present ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    issues.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if ('S3_ACCESS_KEY_ID' in present !== 'S3_SECRET_ACCESS_KEY' in present) {
    const missing = 'S3_ACCESS_KEY_ID' in present ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    issues.push(`${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`);
  }
  if (present.MEDIA_STORAGE?.trim() === 's3' && !('S3_BUCKET' in present)) {
    issues.push('S3_BUCKET: required when MEDIA_STORAGE is s3');
  }
  if (!result.success || issues.length > 0) throw new ConfigError(issues);
  const e = result.data;
  const admin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: parseTtl(e.JWT_TTL) ?? 0,
    admin,
    corsOrigins: splitList(e.CORS_ORIGINS),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    registrationLimitPerHour: e.REGISTRATION_LIMIT_PER_HOUR,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    jobPollMs: e.JOB_POLL_MS,
    notificationHeartbeatMs: e.NOTIFICATION_HEARTBEAT_MS,
    notificationStreamMaxMs: e.NOTIFICATION_STREAM_MAX_MS,
    mediaStorage: mediaStorageOf(e),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    migrateOnStart: e.MIGRATE_ON_START,
  };
}

function mediaStorageOf(e: z.infer<typeof envSchema>): MediaStorageConfig {
  if (e.MEDIA_STORAGE === 'disk' || !e.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The configured secret, or the one generated on first start and kept in the data directory.
 * Several instances behind one database must share JWT_SECRET instead.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
