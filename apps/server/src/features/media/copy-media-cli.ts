/**
 * `npm run media:copy -- --from disk --to s3 [--dry-run]` (scripts/media-copy.mjs runs this):
 * copies the media between the disk (`DATA_DIR/media`) and the S3 bucket (`S3_*`), both read
 * from the environment as the server reads it, whatever MEDIA_STORAGE says (ADR 025).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { type CopyProgress, copyMedia } from './copy-media.ts';
import { openMediaStorage } from './media.plugin.ts';

const KINDS = ['disk', 's3'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string | undefined): value is Kind => KINDS.some((k) => k === value);

const USAGE = 'usage: npm run media:copy -- --from disk|s3 --to s3|disk [--dry-run]';

function fail(message: string): never {
  process.stderr.write(`[media:copy] ${message}\n`);
  process.exit(1);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = ({ seen, copied, skipped, bytes }: CopyProgress, dryRun: boolean) =>
  `${seen} objects: ${copied} ${dryRun ? 'to copy' : 'copied'} (${megabytes(bytes)}), ` +
  `${skipped} already there`;

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  if (!isKind(values.from) || !isKind(values.to) || values.from === values.to) fail(USAGE);
  const dryRun = values['dry-run'] === true;

  let config: ReturnType<typeof loadConfig>;
  try {
    // Both storages, whichever the server uses: the S3 settings are read as MEDIA_STORAGE=s3.
    config = loadConfig({ ...process.env, MEDIA_STORAGE: 's3' });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const open = (kind: Kind) =>
    openMediaStorage(kind === 'disk' ? { ...config, mediaStorage: { kind: 'disk' } } : config);
  const from = open(values.from);
  const to = open(values.to);
  const where = (kind: Kind) =>
    kind === 'disk'
      ? `${config.dataDir}/media`
      : `s3://${config.mediaStorage.kind === 's3' ? config.mediaStorage.bucket : ''}`;
  process.stdout.write(
    `[media:copy] ${where(values.from)} -> ${where(values.to)}${dryRun ? ' (dry run)' : ''}\n`,
  );

  // A line redrawn in place on a terminal; a log gets the summary only.
  const tty = process.stdout.isTTY === true;
  let drawn = 0;
  const started = Date.now();
  try {
    const result = await copyMedia({
      from,
      to,
      dryRun,
      onProgress: (progress) => {
        if (!tty || Date.now() - drawn < 100) return;
        drawn = Date.now();
        process.stdout.write(`\r[media:copy] ${line(progress, dryRun)}\u001b[K`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${tty ? '\r' : ''}[media:copy] done in ${seconds} s: ${line(result, dryRun)}` +
        `${tty ? '\u001b[K' : ''}\n`,
    );
  } finally {
    for (const storage of [from, to]) if ('close' in storage) storage.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\n[media:copy] failed: ${error instanceof Error ? error.message : String(error)}\n` +
      '[media:copy] run it again to resume: objects already copied are skipped\n',
  );
  process.exit(1);
});
