#!/usr/bin/env node
// `npm run bench`: throughput and latency of the product's pages and endpoints next to their
// floor (issue 11). It starts the product on a fresh temporary data directory and a free loopback
// port (embedded PGlite, or a throw-away database on the PostgreSQL server of BENCH_DATABASE_URL),
// prepares users through the API (their reviews, and issue 26's thousands of messages, straight
// in the database), optionally bulk scale data, runs every scenario against the real server
// capturing its answers, then the same requests against a bare Fastify route serving those
// answers from memory (the floor), and prints a Markdown table and the issue's targets as met /
// not met. Everything it created is removed at the end; any non-2xx answer makes it exit
// non-zero.
//
//   npm run bench [-- --smoke]
//   BENCH_SMOKE=1            one short pass of every scenario on PGlite, small data (CI; < 60 s)
//   BENCH_DATABASE_URL=...   PostgreSQL (a throw-away database next to this one's)
//   BENCH_SCALE=1            scale data from the generator (PostgreSQL only); sizes with
//                            BENCH_SCALE_FREELANCERS, BENCH_SCALE_INVESTORS, BENCH_SCALE_FULL_PROFILES
//   BENCH_CONCURRENCY=50     concurrent clients (the targets are stated at 50)
//   BENCH_SOAK_SECONDS=300   afterwards, the scenarios mixed for that long, server RSS reported
//   BENCH_ONLY=admin         only the admin tables' scenarios (and the order queue's, issue 27)
//   BENCH_ONLY=conversations only issue 26's: a thread of 5,000 messages, the unread count
//   BENCH_PAGE_REQUESTS=500  pages per page scenario
//   BENCH_LATENCY_REQUESTS=200  requests of the one-client pass over the targets' scenarios
//   BENCH_TIME_CAP_SECONDS=10  per scenario, no new request after this (the PGlite run stays short)
//   BENCH_INSTANCES=2        (with BENCH_SCALE=1) only the two-instance run: the profile page and
//                            the freelancers table through a round-robin proxy in front of one
//                            instance, then of two on the same database (bench/two-instances.mjs)
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminTableScenarios } from './bench/admin-tables.mjs';
import {
  conversationScenarios,
  conversationStatements,
  prepareCountUser,
} from './bench/conversations.mjs';
import { startFloor } from './bench/floor.mjs';
import { client } from './bench/http-client.mjs';
import { orderQueueScenarios } from './bench/order-queue.mjs';
import { pick, profilePageCalls, wizardCalls } from './bench/pages.mjs';
import {
  ADMIN_EMAIL,
  completeProfile,
  defineOrder,
  fillProfileLists,
  login,
  PASSWORD,
  prepareFreelancer,
  prepareInvestor,
  profileSize,
} from './bench/prepare.mjs';
import { printLatencyTable, printTable, printTargets } from './bench/report.mjs';
import { runScenario } from './bench/run.mjs';
import { generateScaleData } from './bench/scale-data.mjs';
import { soak } from './bench/soak.mjs';
import { compareInstances, printInstanceTable } from './bench/two-instances.mjs';
import {
  MAX_UPLOAD_DELTA_MB,
  measureUploadMemory,
  measureUploadMemoryOnS3,
} from './bench/upload-memory.mjs';
import { freePort, startServer, toolServerEnv } from './lib/product-server.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const envNumber = (name) => {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
};

const REQUESTS = smoke ? 20 : 2000;
/** argon2 (19 MiB, 2 passes) makes a login cost tens of milliseconds of CPU: fewer of them. */
const LOGIN_REQUESTS = smoke ? 5 : 200;
/** A page is a dozen calls or more: fewer of them. */
const PAGE_REQUESTS = smoke ? 5 : (envNumber('BENCH_PAGE_REQUESTS') ?? 500);
const CONCURRENCY = smoke ? 5 : (envNumber('BENCH_CONCURRENCY') ?? 50);
/** The targets' scenarios once more, one request at a time: latency without queueing. */
const LATENCY_REQUESTS = smoke ? 5 : (envNumber('BENCH_LATENCY_REQUESTS') ?? 200);
/** Per scenario: no new request starts after this, whatever the count reached. */
const TIME_CAP_MS = (envNumber('BENCH_TIME_CAP_SECONDS') ?? 10) * 1000;
/** Unmeasured requests before each scenario (JIT, connection pools, caches). */
const WARMUP = smoke ? 2 : 50;
const FREELANCERS = smoke ? 1 : 5;
if (smoke) Object.assign(profileSize, { listItems: 2, videos: 1 });

/** The smoke mode is PGlite's, whatever the environment says: CI has no PostgreSQL for it. */
const databaseUrl = smoke ? undefined : process.env.BENCH_DATABASE_URL?.trim() || undefined;
const scaleMode =
  !smoke && (process.env.BENCH_SCALE === '1' || process.env.BENCH_ADMIN_SCALE === '1');
const scaleSizes = {
  freelancers: envNumber('BENCH_SCALE_FREELANCERS'),
  investors: envNumber('BENCH_SCALE_INVESTORS'),
  'full-profiles': envNumber('BENCH_SCALE_FULL_PROFILES'),
};
const soakSeconds = smoke ? 0 : (envNumber('BENCH_SOAK_SECONDS') ?? 0);
const adminOnly = process.env.BENCH_ONLY === 'admin';
const conversationsOnly = process.env.BENCH_ONLY === 'conversations';
const instances = smoke ? 1 : (envNumber('BENCH_INSTANCES') ?? 1);

/** The product's server (lib/product-server.mjs); replaced when it restarts. */
let server;
/** The second instance of the two-instance run. */
let secondServer;
/** The server's environment, to start it again after the direct writes (reviews, messages; PGlite). */
let serverEnv;
let dataDir;
let benchDatabase;
let floor;
let cleaning;

// The server runs in its own process group: a terminal's Ctrl-C reaches it once, through cleanup.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  server?.kill();
  secondServer?.kill();
});

const started = performance.now();
try {
  await main();
  await cleanup();
  console.log(`\n[bench] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  // After Ctrl-C the requests in flight fail as the server goes: not worth a report.
  if (!interrupted) {
    console.error(`[bench] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (server?.output.length) {
      console.error(`[bench] last server output:\n${server.output.join('\n')}`);
    }
  }
  await cleanup();
  process.exitCode = 1;
}

async function main() {
  if (scaleMode && !databaseUrl) throw new Error('BENCH_SCALE=1 needs BENCH_DATABASE_URL');
  if (instances !== 1 && (instances !== 2 || !scaleMode)) {
    throw new Error('BENCH_INSTANCES may be 2, with BENCH_SCALE=1 (one PostgreSQL for both)');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'handlowo-bench-'));
  const serverDatabaseUrl = databaseUrl ? await createBenchDatabase(databaseUrl) : '';
  const engine = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : 'PGlite';
  serverEnv = toolServerEnv({
    port,
    dataDir,
    databaseUrl: serverDatabaseUrl,
    // The production default: request logging is part of the cost (to a pipe that is drained).
    logLevel: 'info',
    webDistDir: join(dataDir, 'no-web-build'),
    admin: { email: ADMIN_EMAIL, password: PASSWORD },
  });

  let scale;
  if (scaleMode) {
    console.log('[bench] writing the scale data with the generator (demo-cli.ts --scale)');
    scale = await generateScaleData({
      root,
      env: serverEnv,
      sizes: scaleSizes,
      log: (line) => console.log(line),
    });
    const { counts } = scale;
    console.log(
      `[bench] scale data: ${counts.freelancers} freelancers (${counts.fullProfiles} full ` +
        `profiles), ${counts.investors} investors, ${counts.orders} orders in ` +
        `${Number(scale.seconds).toFixed(1)} s`,
    );
  }

  console.log(`[bench] starting the server on ${base} (${engine}, data in ${dataDir})`);
  server = startServer({ root, env: serverEnv });
  await server.waitUntilReady(base);
  const api = client(base);
  const adminToken = await login(api, ADMIN_EMAIL);
  if (instances === 2) {
    await twoInstanceRun({ base, adminToken, scale, engine });
    return;
  }
  const scenarios = [];

  if (conversationsOnly) {
    // Issue 26's two scenarios alone: an investor whose order the admin guards, one freelancer.
    console.log('[bench] preparing an investor with an order and a freelancer');
    const investor = await prepareInvestor(api);
    await defineOrder(api, investor, [await prepareFreelancer(api, 0)]);
    const countUser = await prepareCountUser(api);
    console.log('[bench] writing a thread of 5,000 messages and 200 conversations in the database');
    await writeInDatabase(
      conversationStatements({ investorEmail: investor.email, adminEmail: ADMIN_EMAIL }),
      { base, serverDatabaseUrl },
    );
    scenarios.push(...(await conversationScenarios(api, { investor, countUser })));
  } else if (!adminOnly) {
    console.log(`[bench] preparing ${FREELANCERS} freelancers with every answer and an investor`);
    const freelancers = [];
    for (let i = 0; i < FREELANCERS; i++) freelancers.push(await prepareFreelancer(api, i));
    const investor = await prepareInvestor(api);
    await defineOrder(api, investor, freelancers);
    console.log(
      '[bench] completing their profiles (pictures, about with a video, location, languages)',
    );
    for (const freelancer of freelancers) await completeProfile(api, freelancer);
    console.log(
      `[bench] filling their lists (${profileSize.listItems} certificates, experience, ` +
        `education, portfolio pictures and reviews each, ${profileSize.videos} videos)`,
    );
    for (const freelancer of freelancers) await fillProfileLists(api, freelancer);
    const countUser = await prepareCountUser(api);
    console.log(
      '[bench] writing reviews, a thread of 5,000 messages and 200 conversations with unread ' +
        'messages in the database',
    );
    await writeInDatabase(
      [
        await reviewStatement(api, freelancers),
        ...conversationStatements({ investorEmail: investor.email, adminEmail: ADMIN_EMAIL }),
      ],
      { base, serverDatabaseUrl },
    );
    scenarios.push(...productScenarios({ freelancers, investor, adminToken, scale }));
    scenarios.push(...(await conversationScenarios(api, { investor, countUser })));
  }
  const tag = scale
    ? ` [${scale.counts.freelancers.toLocaleString('en')} / ${scale.counts.investors.toLocaleString('en')}]`
    : '';
  if (!conversationsOnly) {
    scenarios.push(...adminTableScenarios(adminToken, { tag }));
    // Issue 27: the order queue (/admin/orders).
    scenarios.push(...orderQueueScenarios(adminToken, { tag }));
  }

  const captures = new Map();
  const rows = await runScenarios(client(base, { captures, measured: true }), scenarios);
  console.log(`[bench] the floor: ${captures.size} captured answers`);
  floor = await startFloor({ captures, dir: dataDir, port: await freePort() });
  const floorApi = client(floor.base, { measured: true });
  for (const [index, scenario] of scenarios.entries()) {
    const row = rows[index];
    process.stdout.write(`[bench] floor of ${scenario.name} ... `);
    await runScenario(floorApi, scenario.request, {
      requests: scenario.warmup ?? WARMUP,
      concurrency: CONCURRENCY,
      timeCapMs: TIME_CAP_MS,
    });
    // The very requests the real pass sent, no more (only those answers were captured).
    row.floor = await runScenario(floorApi, scenario.request, {
      requests: row.done,
      concurrency: CONCURRENCY,
      timeCapMs: TIME_CAP_MS,
    });
    console.log(`${row.floor.perSecond.toFixed(0)} req/s`);
  }
  await floor.stop();
  floor = undefined;

  const data = scale
    ? `scale data: ${scale.counts.freelancers} freelancers (${scale.counts.fullProfiles} full ` +
      `profiles), ${scale.counts.investors} investors, plus ${FREELANCERS} prepared ones`
    : conversationsOnly
      ? 'a thread of 5,000 messages and an investor in 200 conversations (55,000 messages)'
      : `${FREELANCERS} full freelancer profiles prepared through the API ` +
        `(${profileSize.listItems} items per list)`;
  printTable({ engine, concurrency: CONCURRENCY, data, rows });

  const latencyRows = await runScenarios(
    client(base, { measured: true }),
    scenarios.filter((scenario) => scenario.target),
    { concurrency: 1, requests: LATENCY_REQUESTS },
  );
  printLatencyTable({ engine, rows: latencyRows });

  let soakResult;
  if (soakSeconds > 0) {
    console.log(`\n[bench] soak: the scenarios mixed for ${soakSeconds} s`);
    soakResult = await soak(client(base, { measured: true }), scenarios, {
      seconds: soakSeconds,
      concurrency: CONCURRENCY,
      pid: server.pid,
      log: (line) => console.log(line),
    });
    console.log(
      `\nSoak, ${soakSeconds} s, ${CONCURRENCY} concurrent, ${soakResult.requests} requests ` +
        `(${(soakResult.requests / soakSeconds).toFixed(0)}/s): server RSS idle at the start ` +
        `${soakResult.start.toFixed(1)} MB, after the ${soakResult.warmUpSeconds} s warm-up ` +
        `${soakResult.warm.toFixed(1)} MB, at the end ${soakResult.end.toFixed(1)} MB, max ` +
        `${soakResult.max.toFixed(1)} MB`,
    );
  }
  printTargets({
    rows,
    latencyRows,
    soak: soakResult,
    conditions: {
      concurrency: CONCURRENCY,
      engine,
      fullProfiles: scale
        ? scale.counts.fullProfiles
        : adminOnly || conversationsOnly
          ? 0
          : FREELANCERS,
      freelancers: scale
        ? scale.counts.freelancers
        : adminOnly || conversationsOnly
          ? 0
          : FREELANCERS,
    },
  });

  // The smoke mode leaves the 50 MB upload out: a minute's budget, and a memory number is no
  // pass / fail signal on a shared CI machine.
  if (smoke || adminOnly || conversationsOnly) return;
  const uploader = scenarios.find((s) => s.uploadToken)?.uploadToken;
  const memory = await measureUploadMemory({
    base,
    token: uploader,
    pid: server.pid,
    dir: dataDir,
  });
  console.log(
    `\nUpload of a ${memory.megabytes} MB video through PATCH /api/about: ${memory.seconds.toFixed(2)} s, ` +
      `server RSS before ${memory.before.toFixed(1)} MB, peak ${memory.peak.toFixed(1)} MB, ` +
      `delta ${memory.delta.toFixed(1)} MB (budget ${MAX_UPLOAD_DELTA_MB} MB)`,
  );
  if (memory.delta > MAX_UPLOAD_DELTA_MB) {
    throw new Error(`the upload raised the server's memory by more than ${MAX_UPLOAD_DELTA_MB} MB`);
  }
  // The same 50 MB upload with the media on S3 (issue 29): multipart parts held while sent.
  const onS3 = await measureUploadMemoryOnS3({
    root,
    env: serverEnv,
    startServer,
    freePort,
    log: (line) => console.log(line),
  });
  console.log(
    `Upload of a ${onS3.megabytes} MB video to S3 (s3rver) through PATCH /api/about: ` +
      `${onS3.seconds.toFixed(2)} s, server RSS before ${onS3.before.toFixed(1)} MB, peak ` +
      `${onS3.peak.toFixed(1)} MB, delta ${onS3.delta.toFixed(1)} MB (budget ${MAX_UPLOAD_DELTA_MB} MB)`,
  );
  if (onS3.delta > MAX_UPLOAD_DELTA_MB) {
    throw new Error(
      `the upload to S3 raised the server's memory by more than ${MAX_UPLOAD_DELTA_MB} MB`,
    );
  }
}

/**
 * BENCH_INSTANCES=2: the profile page (as an admin, a random full profile) and the freelancers
 * table, through the proxy in front of this instance, then of it and a second one.
 */
async function twoInstanceRun({ base, adminToken, scale, engine }) {
  const ids = scale.fullProfileIds;
  const scenarios = [
    {
      name: `Open a profile as an admin (random of ${ids.length} full profiles)`,
      requests: PAGE_REQUESTS,
      request: (i) => profilePageCalls({ id: pick(ids, i), token: adminToken, viewer: 'admin' }),
    },
    {
      name: 'GET /api/admin-panel/freelancers (default order)',
      request: (i) => ({
        method: 'GET',
        path: `/admin-panel/freelancers?page=${i % 20}&size=10`,
        token: adminToken,
      }),
    },
  ];
  // Behind the proxy the client's X-Forwarded-For entry is the second from the right (the proxy
  // appends its own): trusting one hop would put every request on the proxy's address, and the
  // per-IP flood guard would answer 429. The first instance restarts with two hops trusted.
  const behindProxy = { TRUST_PROXY: '2' };
  await server.stop();
  server = startServer({ root, env: { ...serverEnv, ...behindProxy } });
  await server.waitUntilReady(base);
  const rows = await compareInstances({
    firstBase: base,
    startSecond: async () => {
      const port = await freePort();
      const secondBase = `http://127.0.0.1:${port}`;
      console.log(`[bench] starting a second instance on ${secondBase} (same database and data)`);
      secondServer = startServer({
        root,
        env: { ...serverEnv, ...behindProxy, PORT: String(port) },
      });
      await secondServer.waitUntilReady(secondBase);
      return secondBase;
    },
    scenarios,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    warmup: WARMUP,
    timeCapMs: TIME_CAP_MS,
    log: (text) => process.stdout.write(text),
  });
  printInstanceTable({ engine, concurrency: CONCURRENCY, cores: availableParallelism(), rows });
}

/**
 * The product's scenarios: the profile page (a random one of the scale data's full profiles as an
 * admin, else the prepared freelancers' own), login, the investor's wizard (A10 and its
 * dictionaries), and single endpoints for comparison. `target` marks the row a target reads.
 */
function productScenarios({ freelancers, investor, adminToken, scale }) {
  const freelancerToken = (i) => freelancers[i % freelancers.length].token;
  const ownPage = (i) => profilePageCalls(freelancers[i % freelancers.length]);
  const weekdays = [
    ['MONDAY', 'TUESDAY'],
    ['WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  ];
  const scenarios = [];
  if (scale) {
    const ids = scale.fullProfileIds;
    const viewed = (i) => ({ id: pick(ids, i), token: adminToken, viewer: 'admin' });
    scenarios.push({
      name: `Open a profile as an admin (random of ${ids.length} full profiles, ${profilePageCalls(viewed(0)).length} calls)`,
      requests: PAGE_REQUESTS,
      target: 'profile',
      request: (i) => profilePageCalls(viewed(i)),
    });
  }
  scenarios.push(
    {
      name: `Open the own profile (${ownPage(0).length} calls at once)`,
      requests: PAGE_REQUESTS,
      target: scale ? undefined : 'profile',
      // The freelancer whose memory the upload measurement reads after the scenarios.
      uploadToken: freelancers[0].token,
      request: ownPage,
    },
    {
      name: 'POST /api/auth/login (argon2)',
      requests: LOGIN_REQUESTS,
      warmup: smoke ? 1 : 10,
      // Successful logins only: the throttles count failed attempts, and success resets them.
      request: (i) => {
        const { email } = freelancers[i % freelancers.length];
        return { method: 'POST', path: '/auth/login', json: { email, password: PASSWORD } };
      },
    },
    {
      name: `Open the service wizard (A10 and ${wizardCalls(investor).length - 1} dictionaries at once)`,
      requests: PAGE_REQUESTS,
      request: () => wizardCalls(investor),
    },
    {
      name: 'GET /api/investor/me (A10: an order with 4 services, 3 products)',
      request: () => ({ method: 'GET', path: '/investor/me', token: investor.token }),
    },
    {
      name: 'GET /api/freelancer/me',
      request: (i) => ({ method: 'GET', path: '/freelancer/me', token: freelancerToken(i) }),
    },
    {
      name: 'GET /api/industries',
      request: (i) => ({ method: 'GET', path: '/industries', token: freelancerToken(i) }),
    },
    {
      name: 'GET /api/tools',
      request: (i) => ({ method: 'GET', path: '/tools', token: freelancerToken(i) }),
    },
    {
      name: 'PATCH /api/freelancer/me/workingDays',
      request: (i) => ({
        method: 'PATCH',
        path: '/freelancer/me/workingDays',
        token: freelancerToken(i),
        json: weekdays[i % weekdays.length],
      }),
    },
    {
      name: 'PATCH /api/investor/me/companySiteUrl (scalar body)',
      request: (i) => ({
        method: 'PATCH',
        path: '/investor/me/companySiteUrl',
        token: investor.token,
        text: `https://firma-${i % 10}.pl`,
      }),
    },
  );
  return scenarios;
}

/**
 * Each scenario after its unmeasured warm-up; a row of the table per scenario. `pass` overrides
 * the concurrency and the request count (the one-client pass).
 */
async function runScenarios(api, scenarios, pass = {}) {
  const rows = [];
  const concurrency = pass.concurrency ?? CONCURRENCY;
  for (const scenario of scenarios) {
    const requests = pass.requests ?? scenario.requests ?? REQUESTS;
    process.stdout.write(
      `[bench] ${scenario.name}: ${requests} requests, ${concurrency} at a time ... `,
    );
    const options = { concurrency, timeCapMs: TIME_CAP_MS };
    await runScenario(api, scenario.request, { ...options, requests: scenario.warmup ?? WARMUP });
    const result = await runScenario(api, scenario.request, { ...options, requests });
    rows.push({
      name: scenario.name,
      target: scenario.target,
      ratioTarget: scenario.ratioTarget,
      planned: requests,
      ...result,
    });
    console.log(`${result.perSecond.toFixed(0)} req/s`);
  }
  return rows;
}

/**
 * profileSize.listItems reviews per freelancer, written in the database: the rating endpoint (F16)
 * comes in a later issue.
 */
async function reviewStatement(api, freelancers) {
  const [{ token, id }] = freelancers;
  // D38 answers one entry per review category, also with no reviews yet.
  const categories = (
    await api.send({ method: 'GET', path: `/opinions/freelancer/general/${id}`, token })
  ).map((entry) => entry.category);
  const ids = freelancers.map((f) => f.id);
  if (!ids.every(Number.isInteger) || !categories.every((c) => /^[A-Z_]+$/.test(c))) {
    throw new Error('unexpected freelancer ids or review categories');
  }
  return `
    with written as (
      insert into reviews (freelancer_id, author_id, author_first_name, author_last_name, text,
                           author_type, created_at)
      select f.id, (select id from users where email = '${ADMIN_EMAIL}'), 'Anna', 'Nowak',
        'Rzetelna współpraca: szybki kontakt, jasne raporty i umówione spotkania. Opinia ' || n,
        'GUARDIAN', now() - make_interval(days => n)
      from (values ${ids.map((fid) => `(${fid})`).join(', ')}) as f(id)
      cross join generate_series(1, ${profileSize.listItems}) as n
      returning id
    )
    insert into review_scores (review_id, category, score)
    select written.id, c.category, 1 + (written.id + c.i) % 5
    from written
    cross join (values ${categories.map((c, i) => `('${c}', ${i})`).join(', ')}) as c(category, i)`;
}

/**
 * Runs what no endpoint writes (reviews, bulk messages) straight in the database, in order.
 * PGlite admits one process at a time, so its server steps aside meanwhile (the tokens stay
 * valid: the JWT secret is kept in the data directory).
 */
async function writeInDatabase(statements, { base, serverDatabaseUrl }) {
  if (serverDatabaseUrl) {
    await withAdminClient(serverDatabaseUrl, async (c) => {
      for (const statement of statements) await c.query(statement);
    });
    return;
  }
  await stopServer();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    for (const statement of statements) await db.exec(statement);
  } finally {
    await db.close();
  }
  server = startServer({ root, env: serverEnv });
  await server.waitUntilReady(base);
}

/** Once, however many paths ask for it (the end, a failure, a signal). */
function cleanup() {
  cleaning ??= stopAndRemove();
  return cleaning;
}

/** Stops the server: gracefully, then forcibly. */
async function stopServer() {
  await secondServer?.stop();
  secondServer = undefined;
  await server?.stop();
  server = undefined;
}

/** Stops the servers (the floor too), removes the data and the throw-away database. */
async function stopAndRemove() {
  await floor?.stop();
  floor = undefined;
  await stopServer();
  if (dataDir) {
    await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  }
  if (benchDatabase) {
    const name = benchDatabase;
    benchDatabase = undefined;
    await withAdminClient(databaseUrl, (c) =>
      c.query(`drop database if exists "${name}" with (force)`),
    ).catch((error) => console.error(`[bench] could not drop database ${name}: ${error.message}`));
  }
}

/** Creates an empty database next to BENCH_DATABASE_URL's and returns its URL. */
async function createBenchDatabase(url) {
  const name = `handlowo_bench_${process.pid}_${Date.now()}`;
  await withAdminClient(url, (c) => c.query(`create database "${name}"`));
  benchDatabase = name;
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient(url, fn) {
  const { default: pg } = await import('pg');
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  try {
    return await fn(adminClient);
  } finally {
    await adminClient.end();
  }
}
