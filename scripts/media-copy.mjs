#!/usr/bin/env node
// `npm run media:copy -- --from disk --to s3 [--dry-run]`: copies the uploaded media between the
// disk (DATA_DIR/media) and the S3 bucket (S3_*) of the environment, for moving an installation
// to object storage or back (ADR 025). Idempotent and resumable: run it again after a failure,
// and once more right before switching MEDIA_STORAGE, to catch what was uploaded meanwhile.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
if (!existsSync(join(root, 'node_modules'))) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(1);
}
// The server's TypeScript runs through tsx, as `npm start` and `npm run demo` run it.
const child = spawn(
  process.execPath,
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    'apps/server/src/features/media/copy-media-cli.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = signal ? 1 : (code ?? 1);
});
