// The scale data of `npm run bench` (BENCH_SCALE=1, PostgreSQL only): the demo generator's CLI
// with --scale writes it in bulk into the benchmark's database and data directory before the
// server starts (the CLI migrates and seeds first). It prints the result as a JSON line on stdout.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs apps/server/src/features/demo-data/demo-cli.ts --scale in `root` with `env` (the server's:
 * DATABASE_URL, DATA_DIR, the bootstrap admin); `sizes` overrides the generator's defaults.
 * Resolves with { counts, fullProfileIds, seconds }.
 */
export async function generateScaleData({ root, env, sizes, log }) {
  const args = [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    join(root, 'apps/server/src/features/demo-data/demo-cli.ts'),
    '--scale',
    '--json',
  ];
  for (const [option, value] of Object.entries(sizes)) {
    if (value !== undefined) args.push(`--${option}`, String(value));
  }
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  // Progress lines go to stderr: shown as they come.
  let partial = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) log(line);
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (partial.trim()) log(partial);
  if (code !== 0) throw new Error(`the scale data generator failed (exit code ${code})`);
  // The result is the last JSON line with counts: the app's own log lines (JSON at the server's
  // level, e.g. its close) may follow it on stdout.
  const lines = stdout.trim().split('\n').reverse();
  for (const line of lines) {
    try {
      const parsed = JSON.parse(line);
      if (parsed && typeof parsed === 'object' && 'counts' in parsed) return parsed;
    } catch {
      // Not JSON: a log line in another format.
    }
  }
  throw new Error(
    `the scale data generator printed no JSON result: ${(lines[0] ?? '').slice(0, 200)}`,
  );
}
