// The two-instance run of `npm run bench` (BENCH_INSTANCES=2, issue 29): the same scale data on
// one PostgreSQL, the same scenarios at the same concurrency, first through the round-robin proxy
// (scripts/lib/round-robin-proxy.mjs) in front of the one running instance, then through it in
// front of two (the second on the same database and data directory: same media, same generated
// JWT secret, so a token from one is good on the other). Both passes pay the proxy's hop, so the
// ratio is the second instance's share alone. No floor: the question is how the product scales.
import { startRoundRobinProxy } from '../lib/round-robin-proxy.mjs';
import { client } from './http-client.mjs';
import { runScenario } from './run.mjs';

/**
 * `startSecond()` starts and readies the second instance and returns its base URL; `scenarios`
 * as elsewhere ({ name, request, requests? }). Resolves with a row per scenario:
 * { name, one: result, two: result, ratio, share: [requests to each instance] }.
 */
export async function compareInstances({
  firstBase,
  startSecond,
  scenarios,
  requests,
  concurrency,
  warmup,
  timeCapMs,
  log,
}) {
  const pass = async (targets, label) => {
    const proxy = await startRoundRobinProxy({ targets });
    try {
      const api = client(proxy.url, { measured: true });
      const results = [];
      for (const scenario of scenarios) {
        const count = scenario.requests ?? requests;
        log(`[bench] ${label}: ${scenario.name}: ${count} requests, ${concurrency} at a time ... `);
        const options = { concurrency, timeCapMs };
        await runScenario(api, scenario.request, { ...options, requests: warmup });
        const before = [...proxy.stats.requests];
        const result = await runScenario(api, scenario.request, { ...options, requests: count });
        const share = proxy.stats.requests.map((n, i) => n - (before[i] ?? 0));
        if (proxy.stats.failed > 0)
          throw new Error(`the proxy answered 502 ${proxy.stats.failed}×`);
        results.push({ ...result, planned: count, share });
        log(`${result.perSecond.toFixed(0)} req/s\n`);
      }
      return results;
    } finally {
      await proxy.close();
    }
  };
  const one = await pass([firstBase], 'one instance behind the proxy');
  const secondBase = await startSecond();
  const two = await pass([firstBase, secondBase], 'two instances behind the proxy');
  return scenarios.map((scenario, i) => ({
    name: scenario.name,
    one: one[i],
    two: two[i],
    ratio: two[i].perSecond / one[i].perSecond,
  }));
}

/** The comparison as a Markdown table. */
export function printInstanceTable({ engine, concurrency, cores, rows }) {
  console.log(
    `\nTwo instances, ${engine}, ${concurrency} concurrent clients through the round-robin proxy ` +
      `on loopback, ${cores} CPU cores shared by the database, both instances, the proxy and the ` +
      `client (${new Date().toISOString()}). Two/one = requests/s with two instances ÷ with one.\n`,
  );
  const header = [
    'Scenario',
    'One: req/s',
    'One: p95 ms',
    'Two: req/s',
    'Two: p95 ms',
    'Two: calls per instance',
    'Two/one',
  ];
  const lines = [
    header,
    ...rows.map((row) => [
      row.name,
      row.one.perSecond.toFixed(0),
      row.one.p95.toFixed(1),
      row.two.perSecond.toFixed(0),
      row.two.p95.toFixed(1),
      row.two.share.join(' / '),
      row.ratio.toFixed(2),
    ]),
  ];
  const widths = header.map((_, c) => Math.max(...lines.map((line) => line[c].length)));
  const format = (line) =>
    `| ${line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines.slice(1)) console.log(format(line));
}
