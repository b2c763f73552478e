#!/usr/bin/env node
// Measures `npm start` on an existing data directory: the time from spawning the command until
// GET /api/health answers 200, over several runs (median reported). The first, unmeasured run
// creates the data directory (initdb, migrations, seed, admin) and warms the caches.
//
//   node scripts/measure-start.mjs [--runs 5] [--port 3999] [--data-dir /tmp/measure-start]
//                                  [--command "npm start"]
//
// The web build must be up to date, otherwise `npm start` builds it first (that is measured too).
// Each run is stopped with SIGTERM to its process group before the next one starts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3999' },
    'data-dir': { type: 'string' },
    command: { type: 'string', default: 'npm start' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'measure-start-'));
const [command = 'npm', ...args] = values.command.split(' ');
const healthUrl = `http://127.0.0.1:${port}/api/health`;
const TIMEOUT_MS = 120_000;

console.log(`data dir ${dataDir}, port ${port}, command \`${values.command}\``);
const first = await measureOnce();
console.log(`warm-up run (creates the data directory if new): ${first} ms`);
const times = [];
for (let i = 0; i < runs; i++) {
  const ms = await measureOnce();
  times.push(ms);
  console.log(`run ${i + 1}: ${ms} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
);

/** Starts the command, polls the health route, stops it; resolves with ms until the first 200. */
async function measureOnce() {
  await waitForPortFree();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ready;
  try {
    ready = await waitForHealth(started, exited);
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    // start.mjs runs the server in its own process group: wait until it has let go of the port.
    await waitForPortFree();
  }
  return Math.round(ready - started);
}

async function waitForPortFree() {
  const started = performance.now();
  while (performance.now() - started < TIMEOUT_MS) {
    try {
      await fetch(healthUrl);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server still answers ${healthUrl} ${TIMEOUT_MS} ms after SIGTERM`);
}

async function waitForHealth(started, exited) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (performance.now() - started < TIMEOUT_MS) {
    if (gone) throw new Error(`\`${values.command}\` exited before answering ${healthUrl}`);
    try {
      const response = await fetch(healthUrl);
      if (response.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no 200 from ${healthUrl} within ${TIMEOUT_MS} ms`);
}
