// The benchmark's Markdown table and the issue 11 targets, each printed as met or not met.

/** The conditions the targets are stated for (issue 11). */
export const TARGET_CONDITIONS = { concurrency: 50, engine: 'PostgreSQL', fullProfiles: 10_000 };

const ms = (value) => value.toFixed(1);

/**
 * Issue 26's latencies, one request at a time on PostgreSQL: the thread's first page is the
 * issue's 20 ms; the unread count has no number in the issue ("one query"), so its bound is the
 * measured p95 (9 ms on the loaded 2-core VM, 2026-11-27; the statement itself 1.5 ms, 200 index
 * range scans) with headroom: a plan that scans the table, or a query per conversation, fails it.
 */
const CONVERSATION_TARGETS = {
  'conversation-page': { label: 'A thread of 5,000 messages, its newest 50,', p95: 20 },
  'unread-count': { label: 'The unread count over 200 conversations', p95: 15 },
};

/**
 * Issue 29's admin tables at scale: real/floor throughput at 50 concurrent of every unfiltered
 * list and F1 (`ratioTarget: 'admin-list'`) and of every search (`'admin-search'`), and one
 * admin's search p95 (the one-client pass).
 */
const ADMIN_RATIO_TARGETS = {
  'admin-list': { label: 'Unfiltered admin list / F1', ratio: 1 / 4, shown: '1/4' },
  'admin-search': { label: 'Admin search', ratio: 1 / 5, shown: '1/5' },
};
const ONE_ADMIN_SEARCH_P95_MS = 10;

/** The columns every table shares: the scenario, how many requests ran, their rate and latency. */
const MEASURED_HEADER = ['Scenario', 'Requests', 'Req/s', 'p50 ms', 'p95 ms', 'p99 ms'];
const measuredCells = (row) => [
  row.name,
  row.done < row.planned ? `${row.done} (time cap)` : String(row.done),
  row.perSecond.toFixed(0),
  ms(row.p50),
  ms(row.p95),
  ms(row.p99),
];

/** `rows`: { name, planned, done, perSecond, p50, p95, p99, floor: {perSecond, p99} }. */
export function printTable({ engine, concurrency, data, rows }) {
  console.log(
    `\nHandlowo API, ${engine}, ${concurrency} concurrent clients, loopback, ${data} ` +
      `(${new Date().toISOString()}).\nFloor: the same answers (decoded bytes captured from this ` +
      'run, same Content-Type) served from memory by a bare Fastify route in a process of its ' +
      'own, compressed once beforehand with the encoding the real server chose (brotli q4 / gzip ' +
      '6 for JSON of 1 kB and more), so the client decodes the same; Real/floor = real req/s ÷ ' +
      'floor req/s. A page counts as one request (all its calls at once, timed to the last).\n',
  );
  const lines = [
    [...MEASURED_HEADER, 'Floor req/s', 'Floor p99 ms', 'Real/floor'],
    ...rows.map((row) => [
      ...measuredCells(row),
      row.floor ? row.floor.perSecond.toFixed(0) : '–',
      row.floor ? ms(row.floor.p99) : '–',
      row.floor ? (row.perSecond / row.floor.perSecond).toFixed(2) : '–',
    ]),
  ];
  printMarkdown(lines);
}

/**
 * The one-client pass: the targets' scenarios one request at a time, so the latency is the
 * server's own work with no queue in front of it (an admin typing a search is one client).
 */
export function printLatencyTable({ engine, rows }) {
  console.log(`\nOne client at a time, ${engine}: the targets' scenarios without queueing.\n`);
  printMarkdown([MEASURED_HEADER, ...rows.map(measuredCells)]);
}

/**
 * The targets of issue 11 against this run's rows. A target measured under other conditions than
 * it is stated for (concurrency, engine, data) says so next to met / not met.
 */
export function printTargets({ rows, latencyRows = [], conditions, soak }) {
  const differs = [];
  if (conditions.concurrency !== TARGET_CONDITIONS.concurrency) {
    differs.push(`${conditions.concurrency} concurrent, not ${TARGET_CONDITIONS.concurrency}`);
  }
  if (!conditions.engine.startsWith(TARGET_CONDITIONS.engine)) {
    differs.push(`${conditions.engine}, not ${TARGET_CONDITIONS.engine}`);
  }
  const profileDiffers = [...differs];
  if (conditions.fullProfiles < TARGET_CONDITIONS.fullProfiles) {
    profileDiffers.push(`${conditions.fullProfiles} full profiles, not 10,000`);
  }
  const searchDiffers = [...differs];
  if (conditions.freelancers < 100_000) {
    searchDiffers.push(`${conditions.freelancers} freelancers, not 100,000`);
  }
  const verdict = (met, notes) =>
    `${met ? 'met' : 'NOT met'}${notes.length > 0 ? ` (measured at ${notes.join('; ')})` : ''}`;
  const lines = [['Target', 'Measured', 'Result']];
  const profile = rows.find((row) => row.target === 'profile');
  if (profile?.floor) {
    const ratio = profile.perSecond / profile.floor.perSecond;
    lines.push([
      'Profile page ≥ 1/3 of the floor’s throughput',
      `${ratio.toFixed(2)} of the floor`,
      verdict(ratio >= 1 / 3, profileDiffers),
    ]);
    lines.push([
      'Profile page p99 ≤ 20 ms',
      `${profile.p99.toFixed(1)} ms`,
      verdict(profile.p99 <= 20, profileDiffers),
    ]);
  }
  for (const row of rows.filter((r) => r.target === 'admin-search')) {
    lines.push([
      `Admin search p95 ≤ 15 ms: ${row.name}`,
      `${row.p95.toFixed(1)} ms`,
      verdict(row.p95 <= 15, searchDiffers),
    ]);
  }
  for (const row of rows.filter((r) => r.ratioTarget && r.floor)) {
    const bound = ADMIN_RATIO_TARGETS[row.ratioTarget];
    const ratio = row.perSecond / row.floor.perSecond;
    lines.push([
      `${bound.label} ≥ ${bound.shown} of the floor: ${row.name}`,
      `${ratio.toFixed(2)} of the floor`,
      verdict(ratio >= bound.ratio, searchDiffers),
    ]);
  }
  // The same targets without queueing: what one client waits (the 50-client rows above are the
  // targets as stated; these are printed next to them, never instead).
  const oneClient = (notes) => [
    ...notes.filter((note) => !note.includes('concurrent')),
    '1 client, not 50',
  ];
  for (const row of latencyRows) {
    if (row.target === 'profile') {
      lines.push([
        'Profile page p99 ≤ 20 ms, one client',
        `${row.p99.toFixed(1)} ms`,
        verdict(row.p99 <= 20, oneClient(profileDiffers)),
      ]);
    } else if (row.target === 'admin-search') {
      // Issue 11 stated 15 ms; issue 29 asks 10 ms of one admin, a whole mail domain included.
      lines.push([
        `Admin search p95 ≤ ${ONE_ADMIN_SEARCH_P95_MS} ms, one admin: ${row.name}`,
        `${row.p95.toFixed(1)} ms`,
        verdict(row.p95 <= ONE_ADMIN_SEARCH_P95_MS, oneClient(searchDiffers)),
      ]);
    }
  }
  // Issue 26: what one member waits for, on PostgreSQL (its thread, the nav's counter).
  const engineNotes = differs.filter((note) => !note.includes('concurrent'));
  for (const row of latencyRows) {
    const bound = CONVERSATION_TARGETS[row.target];
    if (!bound) continue;
    lines.push([
      `${bound.label} p95 ≤ ${bound.p95} ms, one client`,
      `${row.p95.toFixed(1)} ms`,
      verdict(row.p95 <= bound.p95, engineNotes),
    ]);
  }
  if (soak) {
    // Flat: no growth once the warm-up has filled the pools, caches and JIT code (the idle start
    // is printed too; the step from it to the warm level is the warm-up, not a leak).
    lines.push([
      `Server memory flat over ${soak.seconds} s (end ≤ after the warm-up + 10 %)`,
      `RSS idle ${soak.start.toFixed(1)}, after ${soak.warmUpSeconds} s ${soak.warm.toFixed(1)}, ` +
        `end ${soak.end.toFixed(1)} MB (max ${soak.max.toFixed(1)})`,
      verdict(
        soak.end - soak.warm <= soak.warm * 0.1,
        soak.seconds < 300 ? [`${soak.seconds} s, not 300 s`] : [],
      ),
    ]);
  }
  console.log('\nTargets (issues 11, 26 and 29):\n');
  printMarkdown(lines);
}

function printMarkdown(lines) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(lines[0]));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines.slice(1)) console.log(format(line));
}
