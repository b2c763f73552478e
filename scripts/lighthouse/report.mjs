// The Markdown report of the Lighthouse runs and the targets (issue 11, "First load").
import { CATEGORIES } from './audit.mjs';

/** Minimum scores (0-100) per category. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const SHORT = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP' };

const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const cls = (value) => (value === undefined ? '–' : value.toFixed(3));

export function printTable(rows, log) {
  const categories = CATEGORIES.filter((id) => rows.some((row) => row.result.scores[id] != null));
  log(
    `| Page | Form factor | ${categories.map((id) => SHORT[id]).join(' | ')} | FCP | LCP | TBT | CLS | Requests | CPU index | Time |`,
  );
  log(`|---|---|${categories.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|---:|---:|`);
  for (const { page, formFactor, result, seconds } of rows) {
    const { scores, metrics } = result;
    const cells = categories.map((id) => {
      const score = scores[id];
      if (score == null) return '–';
      return score < TARGETS[id] ? `**${score}**` : String(score);
    });
    log(
      `| ${page.name} (\`${page.path}\`) | ${formFactor} | ${cells.join(' | ')} | ` +
        `${ms(metrics.FCP)} | ${ms(metrics.LCP)} | ${ms(metrics.TBT)} | ${cls(metrics.CLS)} | ` +
        `${result.requests} | ${Math.round(result.benchmarkIndex ?? 0)} | ${seconds.toFixed(1)} s |`,
    );
  }
}

/**
 * Lists what fails (requests that were not 2xx, runtime errors, scores under target with the
 * audits that pull them down, console errors) and returns how many problems there were. The smoke mode checks no
 * score: CI machines differ too much.
 */
export function printProblems(rows, { smoke }, log) {
  let problems = 0;
  for (const { page, formFactor, result } of rows) {
    const where = `${page.name} (${formFactor})`;
    if (result.runtimeError) {
      problems += 1;
      log(`- ${where}: Lighthouse could not load the page: ${result.runtimeError}`);
    }
    for (const warning of result.warnings) log(`- ${where}: Lighthouse warning: ${warning}`);
    if (!result.finalUrl.endsWith(page.path)) {
      log(`- ${where}: note: ended on ${result.finalUrl}, not ${page.path}`);
    }
    for (const request of result.badRequests) {
      problems += 1;
      log(`- ${where}: non-2xx request: ${request}`);
    }
    // A broken page can still answer 2xx everywhere (a missing chunk is answered with
    // index.html): its console errors say so. The full run scores them under best practices.
    for (const message of result.consoleErrors) {
      if (smoke) problems += 1;
      log(`- ${where}: console error: ${message}`);
    }
    for (const [category, score] of Object.entries(result.scores)) {
      const failed = result.failures[category] ?? [];
      // No score (an audit of it failed) cannot pass a target either.
      const below = score == null || score < TARGETS[category];
      if (below && !smoke) problems += 1;
      if (!below && !(smoke && failed.length > 0 && category !== 'performance')) continue;
      log(`- ${where}: ${category} ${score} (target ${TARGETS[category]})`);
      for (const audit of failed) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        log(`  - ${audit.title} [${audit.id}]${value}`);
        for (const example of audit.examples) log(`    - ${example}`);
      }
    }
  }
  return problems;
}
