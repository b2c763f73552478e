#!/usr/bin/env node
// `npm run demo`: the product with a demo marketplace (issue 11) on the embedded database, in its
// own data directory (./data-demo, or DEMO_DATA_DIR), never the real ./data. The first run
// generates the data (deterministic, seed 2026; its dates count from the day of generation, so an
// active order runs today); later runs reuse it. Then it starts the product exactly as `npm start`
// does.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dataDir = resolve(process.env.DEMO_DATA_DIR || join(root, 'data-demo'));
/** Written last, after a complete generation: its absence means "generate (again)". */
const loginsFile = join(dataDir, 'demo-logins.json');
const ROLE_LABELS = { FREELANCER: 'Freelancer', INVESTOR: 'Inwestor', ADMIN: 'Administrator' };
/** After this many days the demo's dates (active orders, 'last week') no longer read as current. */
const STALE_DAYS = 30;

if (
  dataDir === resolve(root, 'data') ||
  dataDir === resolve(process.env.DATA_DIR || join(root, 'data'))
) {
  fail(`${dataDir} is the product's real data directory: choose another DEMO_DATA_DIR`);
}
if (!existsSync(join(root, 'node_modules'))) fail('node_modules is missing: run `npm ci` first.');

// The demo always runs on the embedded database of its own directory.
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;

let demo = readLogins();
if (!demo) {
  if (existsSync(dataDir)) {
    console.log(`[demo] ${dataDir} holds an unfinished generation: removing it`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`[demo] generating the demo data into ${dataDir} (first run only)`);
  const output = await run(
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'apps/server/src/features/demo-data/demo-cli.ts',
      '--json',
    ],
    { capture: true },
  );
  if (output.code !== 0 || output.signal) {
    fail(
      `the generation did not finish (${output.signal ?? `exit code ${output.code}`}); run again to retry`,
    );
  }
  const result = JSON.parse(output.stdout.trim().split('\n').at(-1) ?? '{}');
  writeFileSync(loginsFile, `${JSON.stringify(result, null, 2)}\n`);
  demo = result;
  console.log(`[demo] generated in ${result.seconds} s`);
}

printLogins(demo);
const started = await run([join(root, 'scripts/start.mjs')], {});
process.exitCode = started.code;

function readLogins() {
  if (!existsSync(loginsFile)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(loginsFile, 'utf8'));
    return Array.isArray(saved.logins) ? saved : undefined;
  } catch {
    return undefined;
  }
}

function printLogins({ logins, counts }) {
  const width = Math.max(...logins.map((login) => login.email.length));
  console.log('');
  console.log(
    `[demo] Handlowo demo: ${counts.freelancers} freelancers, ${counts.investors} investors, ` +
      `${counts.admins} admins, data in ${dataDir}`,
  );
  const age = Math.floor((Date.now() - statSync(loginsFile).mtimeMs) / 86_400_000);
  if (age > STALE_DAYS) {
    console.log(
      `[demo] the data was generated ${age} days ago and its dates are counted from that day: ` +
        `remove ${dataDir} to generate it again for today`,
    );
  }
  console.log('[demo] demo logins (every demo account has the same password):');
  for (const { role, email, password, name } of logins) {
    console.log(
      `[demo]   ${(ROLE_LABELS[role] ?? role).padEnd(13)} ${email.padEnd(width)}  ${password}  (${name})`,
    );
  }
  console.log('');
}

/**
 * Runs a Node script in its own process group, so that a terminal's Ctrl-C reaches it once,
 * through this script (npm relays the signal too; repeats within a second are dropped, as
 * scripts/start.mjs does for the server).
 */
function run(args, { capture = false }) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      detached: true,
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    let lastForward = 0;
    const forward = (signal) => {
      const now = Date.now();
      if (now - lastForward < 1000) return;
      lastForward = now;
      child.kill(signal);
    };
    const stopOnExit = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
    process.on('exit', stopOnExit);
    child.on('error', (error) => fail(`could not run ${args[0]}: ${error.message}`));
    child.on('exit', (code, signal) => {
      for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, forward);
      process.off('exit', stopOnExit);
      const stopped = signal === 'SIGINT' || signal === 'SIGTERM';
      resolvePromise({ code: code ?? (stopped ? 0 : 1), stdout, signal });
    });
  });
}

function fail(message) {
  console.error(`[demo] ${message}`);
  process.exit(1);
}
