#!/usr/bin/env node
// `npm test`: every check of the repository in order, stopping at the first failing stage. The last
// line is always `N passed, N failed` (vitest tests over all stages) for CI tooling to read.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const vitestBin = join(root, 'node_modules/vitest/vitest.mjs');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'handlowo-test-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

// Ctrl-C or a CI timeout: pass the signal to the running stage, then stop after it with the summary.
let current;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

// Only the PostgreSQL stage sees TEST_DATABASE_URL; the server's test helper switches on it.
const { TEST_DATABASE_URL: testDatabaseUrl, ...baseEnv } = process.env;

const stages = [
  { name: 'check (types + Biome)', command: 'npm', args: ['run', 'check'] },
  { name: 'unit tests', vitest: ['--project', 'contract', '--project', 'web'] },
  { name: 'API tests on PGlite', vitest: ['--project', 'server'] },
  {
    name: 'API tests on PostgreSQL',
    vitest: ['--project', 'server'],
    env: { TEST_DATABASE_URL: testDatabaseUrl },
    skip: testDatabaseUrl
      ? undefined
      : 'TEST_DATABASE_URL is unset (fine locally; CI sets it, see .ci/run)',
  },
  { name: 'web build', command: 'npm', args: ['run', 'build'] },
  { name: 'browser tests', vitest: ['--project', 'e2e'], before: requireChromium },
];

const totals = { passed: 0, failed: 0 };
const lines = [];
let exitCode = 0;

for (const [index, stage] of stages.entries()) {
  const label = `${index + 1}/${stages.length} ${stage.name}`;
  if (stage.skip) {
    lines.push(`- ${label}: SKIPPED, ${stage.skip}`);
    console.log(`\n[test] ${lines.at(-1)}`);
    continue;
  }
  console.log(`\n[test] ${label} ...`);
  const started = Date.now();
  const problem = stage.before?.();
  const result = problem ? { ok: false, note: problem } : await runStage(stage, index);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = result.counts
    ? `, ${result.counts.passed} passed, ${result.counts.failed} failed`
    : '';
  lines.push(
    `${result.ok ? '✓' : '✗'} ${label}: ${result.ok ? 'ok' : 'FAILED'}${counts} (${seconds} s)`,
  );
  console.log(`[test] ${lines.at(-1)}${result.note ? `\n[test]   ${result.note}` : ''}`);
  if (result.counts) {
    totals.passed += result.counts.passed;
    totals.failed += result.counts.failed;
  }
  if (interrupted) lines.push('✗ interrupted by a signal');
  if (!result.ok || interrupted) {
    // A stage can fail outside any test (types, build, a server that does not start): count it as
    // one failure so that the last line never reads "0 failed" for a failed run.
    if (!result.counts?.failed) totals.failed += 1;
    exitCode = 1;
    break;
  }
}

console.log(`\n[test] summary\n${lines.map((line) => `  ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);

/** Runs one stage; vitest stages also write a JSON report from which the counts are read. */
async function runStage(stage, index) {
  const env = { ...baseEnv, ...stage.env };
  if (!stage.vitest) {
    const code = await run(stage.command, stage.args, env);
    return { ok: code === 0 };
  }
  const report = join(reportDir, `stage-${index + 1}.json`);
  const args = [vitestBin, 'run', ...stage.vitest, '--reporter=default', '--reporter=json'];
  const code = await run(process.execPath, [...args, `--outputFile.json=${report}`], env);
  const counts = readCounts(report);
  return {
    ok: code === 0,
    counts,
    note: counts ? undefined : `vitest wrote no report (exit code ${code})`,
  };
}

function readCounts(report) {
  if (!existsSync(report)) return undefined;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return undefined;
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    current = child;
    child.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** The browser tests never skip silently: no Chromium is a failure with the way to fix it. */
function requireChromium() {
  if (existsSync(chromiumPath)) return undefined;
  return [
    `Chromium not found at ${chromiumPath}; the browser tests need it.`,
    'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu),',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n[test]   ');
}
