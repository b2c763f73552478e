import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { repoRoot } from './paths.ts';

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Handlowo <no-reply@handlowo.local>',
      jwtSecret: undefined,
      jwtTtlSeconds: 7 * 86_400,
      admin: undefined,
      corsOrigins: [],
      logLevel: 'info',
      trustProxy: false,
      apiRateLimitPerMinute: 600,
      registrationLimitPerHour: 10,
    });
  });

  it('derives PUBLIC_URL from PORT, treats blank values as unset and parses lists', () => {
    const config = loadConfig({
      PORT: '8080',
      SMTP_URL: '  ',
      JWT_TTL: '12h',
      CORS_ORIGINS: 'https://a.pl, https://b.pl',
      ADMIN_EMAIL: 'Szef@Firma.pl',
      ADMIN_PASSWORD: 'Haslo123!',
      DATA_DIR: '/var/lib/handlowo',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtTtlSeconds).toBe(12 * 3600);
    expect(config.corsOrigins).toEqual(['https://a.pl', 'https://b.pl']);
    expect(config.admin).toEqual({ email: 'szef@firma.pl', password: 'Haslo123!' });
    expect(config.dataDir).toBe('/var/lib/handlowo');
  });

  it('fails once, naming every bad key', () => {
    const issues = issuesOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://localhost/db',
      PUBLIC_URL: 'ftp://x',
      SMTP_URL: 'http://mail',
      JWT_SECRET: 'short',
      JWT_TTL: 'soon',
      ADMIN_EMAIL: 'admin@firma.pl',
      CORS_ORIGINS: 'https://ok.pl,not a url',
      LOG_LEVEL: 'loud',
    });
    const keys = issues.map((issue) => issue.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'SMTP_URL',
        'JWT_SECRET',
        'JWT_TTL',
        'ADMIN_PASSWORD',
        'CORS_ORIGINS',
        'LOG_LEVEL',
      ]),
    );
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid environment:\n {2}- PORT/);
  });

  it('rejects a bootstrap admin password that breaks the password rules', () => {
    const issues = issuesOf({ ADMIN_EMAIL: 'a@b.pl', ADMIN_PASSWORD: 'weak' });
    expect(issues.some((i) => i.startsWith('ADMIN_PASSWORD'))).toBe(true);
  });

  it('keeps media on the disk unless S3 is chosen, and reads the S3 settings', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'disk' });
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'handlowo-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'TRUE',
      MIGRATE_ON_START: 'no',
      SHUTDOWN_GRACE_MS: '2500',
    });
    expect(config.mediaStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'handlowo-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(config.migrateOnStart).toBe(false);
    expect(config.shutdownGraceMs).toBe(2500);
  });

  it('names what S3 lacks and what a switch cannot read', () => {
    const issues = issuesOf({
      MEDIA_STORAGE: 's3',
      S3_ACCESS_KEY_ID: 'key',
      S3_FORCE_PATH_STYLE: 'maybe',
      MIGRATE_ON_START: 'sometimes',
    });
    const keys = issues.map((issue) => issue.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'S3_BUCKET',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'MIGRATE_ON_START',
      ]),
    );
    expect(issuesOf({ MEDIA_STORAGE: 'ftp' }).some((i) => i.startsWith('MEDIA_STORAGE'))).toBe(
      true,
    );
  });
});
