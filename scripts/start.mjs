#!/usr/bin/env node
// `npm start`: build the web app if its build is missing or stale, then run the server in the
// foreground, as a cached bundle (server-bundle.mjs). The server applies migrations, seeds and
// creates the bootstrap admin itself.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';
import { ensureServerBundle } from './server-bundle.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const builtIndex = join(root, 'apps/web/dist/index.html');
const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');
// Everything `vite build` reads; the contract is bundled into the web app too.
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/contract/src',
];

if (!existsSync(join(root, 'node_modules'))) {
  fail('node_modules is missing: run `npm ci` first (README: `npm ci && npm start`).');
}

if (webBuildIsStale()) {
  console.log('[start] building the web app (apps/web/dist is missing or older than its sources)');
  const code = await run('npm', ['run', 'build', '-w', '@handlowo/web'], {});
  if (code !== 0) fail(`the web build failed (exit code ${code})`);
}

await serve(await serverCommand());

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(join(root, input)) > built);
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => fail(`could not run ${command}: ${error.message}`));
  });
}

/**
 * The server as a cached bundle run by plain node (scripts/server-bundle.mjs: no TypeScript to
 * resolve and transpile at start); from the sources with tsx when the bundle cannot be built, so
 * that the real error shows.
 */
async function serverCommand() {
  try {
    return ['--enable-source-maps', await ensureServerBundle()];
  } catch (error) {
    console.warn(`[start] running the sources with tsx (no server bundle: ${error.message})`);
    return [tsxCli, 'apps/server/src/server.ts'];
  }
}

/**
 * Runs the server (`args` after node: the bundle, or the tsx CLI with the sources). It runs in
 * its own process group so that a terminal's Ctrl-C reaches it exactly once, through this script:
 * npm relays the signal too, and the server treats a second signal as "stop waiting and exit
 * now". A repeated Ctrl-C later than a second still forces it.
 */
async function serve(args) {
  const server = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let lastForward = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const now = Date.now();
      if (now - lastForward < 1000) return;
      lastForward = now;
      server.kill(signal);
    });
  }
  // If this script dies for another reason, do not leave the server running on its port.
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  server.on('error', (error) => fail(`could not start the server: ${error.message}`));
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  });
}

function fail(message) {
  console.error(`[start] ${message}`);
  process.exit(1);
}
