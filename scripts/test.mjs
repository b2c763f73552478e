#!/usr/bin/env node
// `npm test`: every check of the repository in order, stopping at the first failing stage. The last
// line is always `N passed, N failed` (vitest tests over all stages) for CI tooling to read.
//
// `npm test -- <filter>…` runs only the test files whose path contains a filter, in every stage
// that has some (`npm test -- profile`: the profile's contract, web, API and browser tests). The
// whole-repository check is left out then, and the web is built only for matching browser tests.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const vitestBin = join(root, 'node_modules/vitest/vitest.mjs');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'handlowo-test-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

// Ctrl-C or a CI timeout: pass the signal to the running stages, then stop with the summary.
const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

// Only the PostgreSQL stage sees TEST_DATABASE_URL; the server's test helper switches on it. Only
// the browser stage sees E2E_DATABASE_URL (an empty database for its one product server).
const {
  TEST_DATABASE_URL: testDatabaseUrl,
  E2E_DATABASE_URL: e2eDatabaseUrl,
  ...baseEnv
} = process.env;

const filters = process.argv.slice(2);
const filtered = filters.length > 0;
const matching = filtered ? testFilesMatching(filters) : undefined;
if (matching && Object.values(matching).every((count) => count === 0)) {
  // A typo in a filter must not pass as a green run of nothing.
  console.error(`[test] no test file matches ${filters.join(' ')}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const noMatch = (projects) =>
  matching && !projects.some((project) => matching[project] > 0)
    ? `no test file of ${projects.join(', ')} matches ${filters.join(' ')}`
    : undefined;

const stages = [
  {
    name: 'check (types + Biome)',
    command: 'npm',
    args: ['run', 'check'],
    skip: filtered ? 'a filtered run (`npm run check` checks the whole repository)' : undefined,
  },
  {
    name: 'unit tests',
    vitest: ['--project', 'contract', '--project', 'web', '--project', 'web-mocks'],
    skip: noMatch(['contract', 'web']),
  },
  { name: 'API tests on PGlite', vitest: ['--project', 'server'], skip: noMatch(['server']) },
  {
    name: 'API tests on PostgreSQL',
    vitest: ['--project', 'server'],
    // The scaled deployment's pair: PostgreSQL and the media on S3 (the tests' s3rver, ADR 025);
    // the PGlite stage keeps the embedded default, the disk.
    env: { TEST_DATABASE_URL: testDatabaseUrl, TEST_MEDIA_STORAGE: 's3' },
    // Alongside the web build and the browser tests, which leave a core idle most of the time
    // (one browser, one server, waiting on each other): about four minutes off a CI run. Its
    // output is held back and printed in one piece when it ends. TEST_SERIAL=1 runs it in line.
    alongside: process.env.TEST_SERIAL !== '1',
    skip: testDatabaseUrl
      ? noMatch(['server'])
      : 'TEST_DATABASE_URL is unset (fine locally; CI sets it, see .ci/run)',
  },
  { name: 'web build', command: 'npm', args: ['run', 'build'], skip: noMatch(['e2e']) },
  {
    name: 'browser tests',
    vitest: ['--project', 'e2e'],
    env: e2eDatabaseUrl ? { E2E_DATABASE_URL: e2eDatabaseUrl } : {},
    before: requireChromium,
    skip: noMatch(['e2e']),
  },
];

const totals = { passed: 0, failed: 0 };
/** Every test file's wall time, `{stage, file, ms}`, for the slowest ten at the end. */
const fileTimes = [];
const lines = [];
let exitCode = 0;
/** Stages running alongside the ones after them: their ends, awaited before the summary. */
const alongside = [];

/** Records a stage's end: its summary line, its counts, and whether the run failed. */
function finish(index, label, started, result) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = result.counts
    ? `, ${result.counts.passed} passed, ${result.counts.failed} failed`
    : '';
  lines[index] =
    `${result.ok ? '✓' : '✗'} ${label}: ${result.ok ? 'ok' : 'FAILED'}${counts} (${seconds} s)`;
  console.log(`[test] ${lines[index]}${result.note ? `\n[test]   ${result.note}` : ''}`);
  if (result.counts) {
    totals.passed += result.counts.passed;
    totals.failed += result.counts.failed;
  }
  if (!result.ok || interrupted) {
    // A stage can fail outside any test (types, build, a server that does not start): count it as
    // one failure so that the last line never reads "0 failed" for a failed run.
    if (!result.counts?.failed) totals.failed += 1;
    exitCode = 1;
  }
}

for (const [index, stage] of stages.entries()) {
  const label = `${index + 1}/${stages.length} ${stage.name}`;
  if (stage.skip) {
    lines[index] = `- ${label}: SKIPPED, ${stage.skip}`;
    console.log(`\n[test] ${lines[index]}`);
    continue;
  }
  const started = Date.now();
  const problem = stage.before?.();
  if (stage.alongside && !problem) {
    console.log(`\n[test] ${label} ... (alongside the next stages; its output follows its end)`);
    const log = join(reportDir, `stage-${index + 1}.log`);
    alongside.push(
      runStage(stage, index, log).then((result) => {
        console.log(`\n[test] ${label}: output\n${readFileSync(log, 'utf8')}`);
        finish(index, label, started, result);
      }),
    );
    continue;
  }
  console.log(`\n[test] ${label} ...`);
  const result = problem ? { ok: false, note: problem } : await runStage(stage, index);
  finish(index, label, started, result);
  if (exitCode !== 0 || interrupted) break;
}
await Promise.all(alongside);
if (interrupted) lines.push('✗ interrupted by a signal');

const summary = lines.filter((line) => line !== undefined);
console.log(`\n[test] summary\n${summary.map((line) => `  ${line}`).join('\n')}`);
if (fileTimes.length > 0) {
  const slowest = fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log('\n[test] the slowest ten test files');
  for (const { stage, file, ms } of slowest) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${stage})`);
  }
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);

/**
 * Runs one stage (its output to `log` when given, else to this terminal); vitest stages also
 * write a JSON report from which the counts are read.
 */
async function runStage(stage, index, log) {
  const env = { ...baseEnv, ...stage.env };
  if (!stage.vitest) {
    const code = await run(stage.command, stage.args, env, log);
    return { ok: code === 0 };
  }
  const report = join(reportDir, `stage-${index + 1}.json`);
  const args = [vitestBin, 'run', ...stage.vitest, '--reporter=default', '--reporter=json'];
  // A filter that matches files of only one of a stage's projects is not a failure of the other.
  if (filtered) args.push('--passWithNoTests', ...filters);
  const code = await run(process.execPath, [...args, `--outputFile.json=${report}`], env, log);
  const counts = readCounts(report, stage.name);
  return {
    ok: code === 0,
    counts,
    note: counts ? undefined : `vitest wrote no report (exit code ${code})`,
  };
}

function readCounts(report, stageName) {
  if (!existsSync(report)) return undefined;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of json.testResults ?? []) {
      if (file.startTime && file.endTime) {
        const name = relative(root, file.name);
        fileTimes.push({ stage: stageName, file: name, ms: file.endTime - file.startTime });
      }
    }
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return undefined;
  }
}

function run(command, args, env, log) {
  return new Promise((resolve) => {
    const out = log ? openSync(log, 'w') : 'inherit';
    const stdio = log ? ['ignore', out, out] : 'inherit';
    const child = spawn(command, args, { cwd: root, env, stdio });
    if (typeof out === 'number') closeSync(out);
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
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

/**
 * How many test files of each vitest project contain one of the filters, to skip the stages that
 * would run none. Vitest's own filter: a substring of the file's path below the project's folder,
 * ignoring case.
 */
function testFilesMatching(list) {
  const projects = {
    contract: { dir: 'packages/contract', folders: ['src'], test: /\.test\.ts$/ },
    web: { dir: 'apps/web', folders: ['src', 'build'], test: /\.test\.tsx?$/ },
    server: { dir: 'apps/server', folders: ['src'], test: /\.test\.ts$/ },
    e2e: { dir: 'e2e', folders: ['specs'], test: /\.spec\.ts$/ },
  };
  const lowered = list.map((filter) => filter.toLowerCase());
  const counts = {};
  for (const [project, { dir, folders, test }] of Object.entries(projects)) {
    const files = folders.flatMap((folder) =>
      readdirSync(join(root, dir, folder), { recursive: true }).map((file) =>
        join(folder, String(file)).toLowerCase(),
      ),
    );
    // A path from the repository's root (apps/server/src/features/profile) matches as well.
    const below = lowered.map((filter) =>
      filter.startsWith(`${dir}/`) ? filter.slice(dir.length + 1) : filter,
    );
    counts[project] = files.filter(
      (file) => test.test(file) && below.some((filter) => file.includes(filter)),
    ).length;
  }
  return counts;
}
