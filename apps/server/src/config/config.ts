import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emailField, passwordField } from '@handlowo/contract';
import { z } from 'zod';
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
  WEB_DIST_DIR: optional,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // The per-address flood guard of the API: requests a minute before 429.
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(600),
  // How often this instance's job worker looks for due jobs, in ms; 0: it runs none (ADR 015).
  JOB_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
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
  /** The built SPA served with a fallback to index.html. */
  webDistDir: string;
  /** Behind a reverse proxy: take the client IP (per-IP throttles) from X-Forwarded-For. */
  trustProxy: boolean;
  /** Per-address API requests a minute before the flood guard answers 429. */
  apiRateLimitPerMinute: number;
  /** The job worker's poll interval; 0: this instance runs no jobs (others on the database do). */
  jobPollMs: number;
}

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
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: parseTtl(e.JWT_TTL) ?? 0,
    admin,
    corsOrigins: splitList(e.CORS_ORIGINS),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    jobPollMs: e.JOB_POLL_MS,
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
