import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envSchema } from './config.ts';
import { repoRoot } from './paths.ts';

/*
 * The deployment files cannot run here (no container daemon, ADR 026), so this keeps them
 * honest against the one schema of the environment: every Handlowo key that compose.yaml, the
 * Dockerfile and the table of docs/deployment.md name exists, and the table lists every key
 * with its real default. On a mismatch the failure prints the rows the table should have.
 */

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const schemaKeys = Object.keys(envSchema.shape).sort();

/** Keys of the images beside ours (PostgreSQL, MinIO), which are not Handlowo's to check. */
const foreignKey = (key: string) => /^(POSTGRES|MINIO)_/.test(key);

/** The default as the table writes it: `value` in backticks, or 'unset'. */
function expectedDefault(key: string): string {
  const shape: Record<string, z.ZodType> = envSchema.shape;
  const parsed = shape[key]?.safeParse(undefined);
  if (!parsed?.success || parsed.data === undefined) return 'unset';
  return `\`${String(parsed.data)}\``;
}

/** The rows of docs/deployment.md's configuration table: key -> default cell. */
function tableRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of read('docs/deployment.md').split('\n')) {
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*(.*?)\s*\|/.exec(line);
    if (match?.[1]) rows.set(match[1], match[2] ?? '');
  }
  return rows;
}

function skeleton(keys: string[]): string {
  return keys.map((key) => `| \`${key}\` | ${expectedDefault(key)} | … |`).join('\n');
}

describe('docs/deployment.md', () => {
  it('lists every key of the environment schema, and no other, with its default', () => {
    const rows = tableRows();
    const listed = [...rows.keys()].sort();
    const missing = schemaKeys.filter((key) => !rows.has(key));
    const invented = listed.filter((key) => !schemaKeys.includes(key));
    expect(
      { missing, invented },
      `rows to add to the table:\n${skeleton(missing)}\nrows to remove: ${invented.join(', ')}`,
    ).toEqual({ missing: [], invented: [] });
    const wrong = schemaKeys.filter((key) => rows.get(key) !== expectedDefault(key));
    expect(wrong, `defaults to correct:\n${skeleton(wrong)}`).toEqual([]);
  });
});

describe('compose.yaml and the Dockerfile', () => {
  it('name only keys of the environment schema for the Handlowo containers', () => {
    const composeKeys = [...read('compose.yaml').matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map(
      (m) => m[1] ?? '',
    );
    const dockerKeys = [...read('Dockerfile').matchAll(/^ENV\s+([A-Z][A-Z0-9_]*)[=\s]/gm)].map(
      (m) => m[1] ?? '',
    );
    expect(composeKeys.length).toBeGreaterThan(10);
    expect(dockerKeys.length).toBeGreaterThan(0);
    const unknown = [...composeKeys, ...dockerKeys].filter(
      (key) => !foreignKey(key) && !schemaKeys.includes(key),
    );
    expect(unknown).toEqual([]);
  });

  it('run the instances as the deployment doc says: shared secret, S3, migrations once', () => {
    const compose = read('compose.yaml');
    for (const line of [
      'MIGRATE_ON_START: "false"',
      'MEDIA_STORAGE: s3',
      'command: ["npm", "run", "db:migrate"]',
      'health_uri /api/ready',
    ]) {
      expect(compose).toContain(line);
    }
    expect(compose).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/ready/m);
    const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(packageJson.scripts['db:migrate']).toContain('apps/server/src/db/migrate-cli.ts');
  });
});
