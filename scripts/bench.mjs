#!/usr/bin/env node
// `npm run bench`: a throughput and latency benchmark of the main API endpoints. It starts the
// product on a fresh temporary data directory and a free loopback port (embedded PGlite, or a
// throw-away database on the PostgreSQL server of BENCH_DATABASE_URL), prepares users through the
// API (and their reviews straight in the database: no endpoint writes them yet), runs a bounded
// number of requests per scenario and prints a Markdown table. Everything it created is removed
// at the end; any non-2xx answer makes it exit non-zero.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminTableScenarios } from './bench/admin-tables.mjs';
import { MAX_UPLOAD_DELTA_MB, measureUploadMemory, mp4Header } from './bench/upload-memory.mjs';
import { generateAdminScaleData } from './generate-admin-scale-data.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const REQUESTS = 2000;
/** argon2 (19 MiB, 2 passes) makes a login cost tens of milliseconds of CPU: fewer of them. */
const LOGIN_REQUESTS = 200;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 10;
/** Per scenario: no new request starts after this, whatever the count reached. */
const TIME_CAP_MS = 30_000;
/** Unmeasured requests before each scenario (JIT, connection pools, caches). */
const WARMUP = 50;
const REQUEST_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 120_000;
const FREELANCERS = 5;
/** A page is a dozen calls: fewer of them. */
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS) || 500;
const PASSWORD = 'Benchmark1!';
const ADMIN_EMAIL = 'bench-admin@bench.handlowo.local';
/** Items in every list of a benchmarked profile (the portfolio and reviews too)… */
const LIST_ITEMS = 10;
/** …except the videos, the heaviest uploads. */
const VIDEOS = 5;

const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
/**
 * BENCH_ADMIN_SCALE=1: the admin tables' scenarios run over 100,000 freelancers and 20,000
 * investors (PostgreSQL only: scripts/generate-admin-scale-data.mjs writes them in bulk).
 * BENCH_ONLY=admin: only the admin tables' scenarios (no profile preparation, no upload).
 */
const adminScale = process.env.BENCH_ADMIN_SCALE === '1';
const adminOnly = process.env.BENCH_ONLY === 'admin';

let server;
let serverExited;
/** The server's environment, to start it again after the reviews were written (PGlite). */
let serverEnv;
let dataDir;
let benchDatabase;
let cleaning;
/** The server's last warnings, errors and non-log output, shown when something fails. */
const serverOutput = [];

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
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

try {
  await main();
  await cleanup();
} catch (error) {
  // After Ctrl-C the requests in flight fail as the server goes: not worth a report.
  if (!interrupted) {
    console.error(`[bench] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (serverOutput.length > 0) {
      console.error(`[bench] last server output:\n${serverOutput.join('\n')}`);
    }
  }
  await cleanup();
  process.exitCode = 1;
}

async function main() {
  if (adminScale && !databaseUrl) throw new Error('BENCH_ADMIN_SCALE=1 needs BENCH_DATABASE_URL');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'handlowo-bench-'));
  const serverDatabaseUrl = databaseUrl ? await createBenchDatabase(databaseUrl) : '';
  const engine = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : 'PGlite';
  console.log(`[bench] starting the server on ${base} (${engine}, data in ${dataDir})`);
  serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: serverDatabaseUrl,
    // The production default: request logging is part of the cost (to a pipe that is drained).
    LOG_LEVEL: 'info',
    // The per-IP flood guard (600 requests a minute, in memory) would answer 429 to a benchmark
    // from one address: the requests name 1024 client addresses in X-Forwarded-For instead.
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: base,
    SMTP_URL: '',
    MAIL_FROM: '',
    JWT_SECRET: '',
    JWT_TTL: '',
    // Known credentials: no generated admin password in the log.
    ADMIN_EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    CORS_ORIGINS: '',
  };
  startServer(serverEnv);
  await waitUntilReady(base);

  const api = client(base);
  if (adminOnly) {
    printTable(engine, await runScenarios(api, await adminScenarios(api, serverDatabaseUrl)));
    return;
  }
  console.log(`[bench] preparing ${FREELANCERS} freelancers with every answer and an investor`);
  const freelancers = [];
  for (let i = 0; i < FREELANCERS; i++) freelancers.push(await prepareFreelancer(api, i));
  const investor = await prepareInvestor(api);
  await defineOrder(api, investor, freelancers);
  const freelancerToken = (i) => freelancers[i % freelancers.length].token;
  console.log(
    '[bench] completing their profiles (pictures, about with a video, location, languages)',
  );
  for (const freelancer of freelancers) await completeProfile(api, freelancer);
  console.log(
    `[bench] filling their lists (${LIST_ITEMS} certificates, experience, education, portfolio ` +
      `pictures and reviews each, ${VIDEOS} videos)`,
  );
  for (const freelancer of freelancers) await fillProfileLists(api, freelancer);
  await writeReviews(api, freelancers, { base, serverDatabaseUrl });

  const weekdays = [
    ['MONDAY', 'TUESDAY'],
    ['WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  ];
  const scenarios = [
    {
      name: `Open a profile (${profilePageCalls(freelancers[0]).length} calls at once)`,
      requests: PAGE_REQUESTS,
      request: (i) => profilePageCalls(freelancers[i % freelancers.length]),
    },
    {
      name: 'POST /api/auth/login (argon2)',
      requests: LOGIN_REQUESTS,
      warmup: 10,
      // Successful logins only: the throttles count failed attempts, and success resets them.
      request: (i) => {
        const { email } = freelancers[i % freelancers.length];
        return { method: 'POST', path: '/auth/login', json: { email, password: PASSWORD } };
      },
    },
    {
      name: 'GET /api/freelancer/me',
      request: (i) => ({ method: 'GET', path: '/freelancer/me', token: freelancerToken(i) }),
    },
    {
      name: `Open the service wizard (${wizardCalls(investor).length} calls at once)`,
      requests: PAGE_REQUESTS,
      request: () => wizardCalls(investor),
    },
    {
      name: 'GET /api/investor/me (an order with 4 services, 3 products)',
      request: () => ({ method: 'GET', path: '/investor/me', token: investor.token }),
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
  ];

  scenarios.push(...(await adminScenarios(api, serverDatabaseUrl)));
  const rows = await runScenarios(api, scenarios);
  printTable(engine, rows);

  const memory = await measureUploadMemory({
    base,
    token: freelancers[0].token,
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
}

/** Each scenario after its unmeasured warm-up; a row of the table per scenario. */
async function runScenarios(api, scenarios) {
  const rows = [];
  for (const scenario of scenarios) {
    const requests = scenario.requests ?? REQUESTS;
    process.stdout.write(`[bench] ${scenario.name}: ${requests} requests ... `);
    await runScenario(api, scenario.request, { requests: scenario.warmup ?? WARMUP });
    const result = await runScenario(api, scenario.request, { requests });
    rows.push({ name: scenario.name, planned: requests, ...result });
    console.log(`${result.perSecond.toFixed(0)} req/s`);
  }
  return rows;
}

/**
 * The admin tables' scenarios as the bootstrap admin; with BENCH_ADMIN_SCALE=1 first the bulk
 * data in the server's database (its avatars in the server's media folder).
 */
async function adminScenarios(api, serverDatabaseUrl) {
  if (adminScale) {
    console.log('[bench] writing 100,000 freelancers and 20,000 investors for the admin tables');
    await generateAdminScaleData({
      databaseUrl: serverDatabaseUrl,
      mediaDir: join(dataDir, 'media'),
      log: (line) => console.log(line),
    });
  }
  const token = await login(api, ADMIN_EMAIL);
  return adminTableScenarios(token, { scale: adminScale });
}

/** Runs `requests` requests, CONCURRENCY at a time, and stops early at TIME_CAP_MS. */
async function runScenario(api, makeRequest, { requests }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + TIME_CAP_MS;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const index = next++;
      const t0 = performance.now();
      const request = makeRequest(index);
      // A page: all its calls at once, as the browser sends them; timed until the last answers.
      await (Array.isArray(request)
        ? Promise.all(request.map((r) => api.send(r)))
        : api.send(request));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function printTable(engine, rows) {
  const ms = (value) => value.toFixed(1);
  console.log(
    `\nHandlowo API, ${engine}, ${CONCURRENCY} concurrent clients, loopback (${new Date().toISOString()})\n`,
  );
  const lines = [
    ['Scenario', 'Requests', 'Requests/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    ...rows.map((row) => [
      row.name,
      row.done < row.planned ? `${row.done} (30 s cap)` : String(row.done),
      row.perSecond.toFixed(0),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(lines[0]));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines.slice(1)) console.log(format(line));
}

/**
 * A tiny API client: JSON or scalar text bodies, a bearer token, and a throw on anything but 2xx.
 * Each request names one of 1024 client addresses (see TRUST_PROXY above).
 */
function client(base) {
  let sequence = 0;
  return {
    async send({ method, path, token, json, text, form }) {
      sequence += 1;
      const headers = {
        'x-forwarded-for': `10.77.${(sequence >> 8) & 3}.${sequence & 255}`,
      };
      // The web client's habit: a JSON content type even without a body (API.md 1.1); fetch sets
      // the multipart one with its boundary itself.
      if (!form) {
        headers['content-type'] =
          text === undefined ? 'application/json' : 'text/plain;charset=utf-8';
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const body = form ?? text ?? (json === undefined ? undefined : JSON.stringify(json));
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(
          `${method} /api${path} answered ${response.status}: ${answer.slice(0, 300)}`,
        );
      }
      return answer && response.headers.get('content-type')?.includes('application/json')
        ? JSON.parse(answer)
        : undefined;
    },
  };
}

async function register(api, role, email) {
  return api.send({
    method: 'POST',
    path: `/auth/register/${role}`,
    json: { firstName: 'Jan', lastName: 'Testowy', email, company: 'Firma', password: PASSWORD },
  });
}

async function login(api, email) {
  const { token } = await api.send({
    method: 'POST',
    path: '/auth/login',
    json: { email, password: PASSWORD },
  });
  return token;
}

/**
 * A freelancer who answered all ten onboarding steps (several items in every list, LIST_ITEMS
 * services and sales tools: the profile shows those two) and finished.
 */
async function prepareFreelancer(api, index) {
  const email = `bench-freelancer-${index}@bench.handlowo.local`;
  const { id } = await register(api, 'freelancer', email);
  const token = await login(api, email);
  const get = (path) => api.send({ method: 'GET', path, token });
  const save = (path, body) =>
    api.send({
      method: 'PATCH',
      path,
      token,
      ...(typeof body === 'string' ? { text: body } : { json: body }),
    });
  const [specializations, hours, goals, industries, salesTypes, sectors, activities, tools] =
    await Promise.all(
      [
        '/specialization',
        '/workingHours',
        '/incomeGoals',
        '/industries',
        '/typeOfSales',
        '/sectors',
        '/activities',
        '/tools',
      ].map(get),
    );
  const pick = (list, count) => list.slice(index, index + count);
  // The catalogue rotated by the freelancer's index: a full list for everyone, not the same one.
  const rotated = (list, count) => [...list.slice(index), ...list.slice(0, index)].slice(0, count);
  await save(`/specialization/freelancer/${id}`, String(specializations[index].id));
  await save('/freelancer/me/experienceLevel', 'SENIOR');
  await save('/freelancer/me/workingDays', ['MONDAY', 'TUESDAY', 'THURSDAY']);
  await save('/freelancer/me/workingHours', hours[0].workingHour);
  await save('/freelancer/me/incomeGoal', goals[0].incomeGoal);
  const subIndustries = industries.flatMap((industry) => industry.subIndustries);
  await save(
    '/freelancer/me/industries',
    pick(subIndustries, 4).map((s) => s.id),
  );
  await save('/freelancer/me/typeOfSales', salesTypes[0].typeOfSales);
  await save(
    '/sector/freelancer',
    pick(sectors, 3).map((s) => s.id),
  );
  await save(
    '/freelancer/me/activities',
    rotated(activities, LIST_ITEMS).map((a, i) => ({ activityId: a.id, level: (i % 5) + 1 })),
  );
  await save(
    '/freelancer/tools',
    rotated(tools, LIST_ITEMS).map((t) => t.id),
  );
  await api.send({ method: 'PATCH', path: '/onboarding', token });
  return { id, email, token };
}

/**
 * Everything of part 1 of the profile a freelancer can fill: avatar, background, about with a
 * video, location and service area, languages.
 */
async function completeProfile(api, { token }) {
  const { default: sharp } = await import('sharp');
  const picture = (width, height, color) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  const upload = async (path, method, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value]), name);
    }
    await api.send({ method, path, token, form });
  };
  await upload('/user/avatar', 'PATCH', { file: await picture(600, 600, '#c0392b') });
  await upload('/freelancer/backgroundPicture', 'PATCH', {
    file: await picture(1600, 300, '#2c3e50'),
  });
  await upload('/about', 'PATCH', {
    about: 'Od ośmiu lat sprzedaję oprogramowanie firmom z branży logistycznej.',
    mainPassion: 'Rozmowy, które kończą się długą współpracą.',
    video: Buffer.concat([mp4Header(), Buffer.alloc(256 * 1024)]),
  });
  await api.send({
    method: 'PATCH',
    path: '/freelancer/me/localization',
    token,
    json: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
  });
  await api.send({
    method: 'PATCH',
    path: '/freelancer/me/localization/workingArea',
    token,
    json: { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' },
  });
  await api.send({
    method: 'PATCH',
    path: '/languages',
    token,
    json: [
      { language: 'POLISH', level: 5 },
      { language: 'ENGLISH', level: 4 },
    ],
  });
}

/**
 * The lists of part 2 of the profile through their endpoints: certificates, experience,
 * education, portfolio pictures (photo-sized JPEGs, re-encoded with a thumbnail by the server)
 * and videos (small synthetic MP4s: the page lists them, the player streams them later).
 */
async function fillProfileLists(api, { token }) {
  const { default: sharp } = await import('sharp');
  const post = (path, json) => api.send({ method: 'POST', path, token, json });
  const upload = (path, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value]), `${name}.bin`);
    }
    return api.send({ method: 'POST', path, token, form });
  };
  const month = (year, monthIndex) => `${year}-${String(monthIndex).padStart(2, '0')}-01`;
  const place = { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' };
  for (let i = 0; i < LIST_ITEMS; i++) {
    await post('/certificate/freelancer', {
      name: `Certyfikat sprzedaży B2B ${i + 1}`,
      info: 'Akademia Sprzedaży',
      dateOfObtaining: month(2010 + i, (i % 12) + 1),
      certificateType: i % 3 === 0 ? 'LICENSE' : 'CERTIFICATE',
      ...(i % 2 === 0 ? { endDate: month(2030 + i, 1) } : {}),
    });
    await post('/workExperience/freelancer', {
      jobTitle: `Key Account Manager ${i + 1}`,
      companyName: `Firma Handlowa ${i + 1}`,
      ...place,
      startDate: month(2000 + 2 * i, 3),
      endDate: i === LIST_ITEMS - 1 ? null : month(2001 + 2 * i, 9),
    });
    await post('/freelancer/education', {
      nameOfEducation: `Zarządzanie sprzedażą ${i + 1}`,
      titleOfEducation: 'Szkoła Główna Handlowa',
      startDate: month(1995 + i, 10),
      endDate: month(1998 + i, 6),
      localization: place,
    });
    const picture = await sharp({
      create: {
        width: 1600,
        height: 1067,
        channels: 3,
        background: { r: 40 + i * 20, g: 90, b: 160 - i * 10 },
      },
    })
      .jpeg()
      .toBuffer();
    await upload('/freelancer/portfolios', {
      title: `Projekt ${i + 1}`,
      info: 'Wdrożenie procesu sprzedaży i CRM w firmie z branży logistycznej.',
      picture,
    });
  }
  for (let i = 0; i < VIDEOS; i++) {
    await upload('/video', {
      title: `Nagranie ${i + 1}`,
      file: Buffer.concat([mp4Header(), Buffer.alloc(256 * 1024)]),
    });
  }
}

/**
 * LIST_ITEMS reviews per freelancer, written in the database: the rating endpoint (F16) comes in
 * a later issue. PGlite admits one process at a time, so its server steps aside meanwhile (the
 * tokens stay valid: the JWT secret is kept in the data directory).
 */
async function writeReviews(api, freelancers, { base, serverDatabaseUrl }) {
  const [{ token, id }] = freelancers;
  // D38 answers one entry per review category, also with no reviews yet.
  const categories = (
    await api.send({ method: 'GET', path: `/opinions/freelancer/general/${id}`, token })
  ).map((entry) => entry.category);
  const ids = freelancers.map((f) => f.id);
  if (!ids.every(Number.isInteger) || !categories.every((c) => /^[A-Z_]+$/.test(c))) {
    throw new Error('unexpected freelancer ids or review categories');
  }
  const statement = `
    with written as (
      insert into reviews (freelancer_id, author_id, author_first_name, author_last_name, text, created_at)
      select f.id, (select id from users where email = '${ADMIN_EMAIL}'), 'Anna', 'Nowak',
        'Rzetelna współpraca: szybki kontakt, jasne raporty i umówione spotkania. Opinia ' || n,
        now() - make_interval(days => n)
      from (values ${ids.map((fid) => `(${fid})`).join(', ')}) as f(id)
      cross join generate_series(1, ${LIST_ITEMS}) as n
      returning id
    )
    insert into review_scores (review_id, category, score)
    select written.id, c.category, 1 + (written.id + c.i) % 5
    from written
    cross join (values ${categories.map((c, i) => `('${c}', ${i})`).join(', ')}) as c(category, i)`;
  if (serverDatabaseUrl) {
    await withAdminClient(serverDatabaseUrl, (c) => c.query(statement));
    return;
  }
  await stopServer();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(statement);
  } finally {
    await db.close();
  }
  startServer(serverEnv);
  await waitUntilReady(base);
}

/**
 * What the owner's profile page loads (apps/web/src/features/profile, API.md D1–D44), with the
 * navbar's avatar and the route guard's `me`: every section's list, the portfolio's thumbnails,
 * and the dictionaries that label what is shown (B5, B7, B11; D16 for the education and
 * experience places).
 */
function profilePageCalls({ id, token }) {
  return [
    '/freelancer/me',
    `/freelancer/me/${id}`,
    `/freelancer/bar/${id}`,
    '/complete/freelancer/me/details',
    `/user/avatar/${id}`,
    `/user/avatar/${id}?size=small`,
    `/freelancer/backgroundPicture/${id}`,
    `/about/freelancer/${id}`,
    `/certificate/freelancer/${id}`,
    `/freelancer/tools/${id}`,
    `/activities/freelancer/${id}`,
    `/video/freelancer/${id}`,
    `/freelancer/${id}/portfolios?size=small`,
    `/opinions/freelancer/${id}`,
    `/opinions/freelancer/general/${id}`,
    `/opinions/freelancer/distribution/${id}`,
    `/workExperience/freelancer/${id}`,
    `/freelancer/education/${id}`,
    '/workingHours',
    '/incomeGoals',
    '/typeOfSales',
    '/states',
  ].map((path) => ({ method: 'GET', path, token }));
}

/** A registered investor (with its order #1) who answered the eight questionnaire steps. */
async function prepareInvestor(api) {
  const email = 'bench-investor@bench.handlowo.local';
  await register(api, 'investor', email);
  const token = await login(api, email);
  const options = [
    ['/activity-destiny', 'activityDestiny'],
    ['/organization-stage', 'organizationStage'],
    ['/strategies', 'goToMarketStrategy'],
    ['/business-type', 'businessType'],
    ['/investor-role', 'investorRole'],
    ['/employee-count-range', 'employeeCountRange'],
  ];
  for (const [list, field] of options) {
    const [first] = await api.send({ method: 'GET', path: list, token });
    await api.send({ method: 'PATCH', path: `/investor/me/${field}`, token, text: first.name });
  }
  const save = (field, body) =>
    api.send({ method: 'PATCH', path: `/investor/me/${field}`, token, ...body });
  await save('salesDepartment', { json: true });
  await save('company-emails', { text: 'handel@firma.pl,szef@firma.pl' });
  await save('companySiteUrl', { text: 'https://firma.pl' });
  await save('companyDescription', { text: 'Hurtownia materiałów budowlanych.' });
  return { email, token };
}

/**
 * The investor's order as the wizard and an admin leave it (E3, E4, E9, F12, F15): a stage, four
 * services (two with a freelancer and an avatar), three products and a guardian.
 */
async function defineOrder(api, investor, freelancers) {
  const { token } = investor;
  const me = await api.send({ method: 'GET', path: '/investor/me', token });
  const orderId = me.orders[0].id;
  await api.send({ method: 'PATCH', path: `/order/${orderId}/pipeline/2`, token });
  const tasks = await api.send({ method: 'GET', path: '/pipeline/2/main-task', token });
  const services = [];
  for (const [index, task] of tasks.slice(0, 4).entries()) {
    services.push(
      await api.send({
        method: 'POST',
        path: '/order-activity',
        token,
        json: {
          amount: 100 + index,
          startDate: '2027-03-01',
          period: 3,
          description: 'Kontakt z firmami z listy i umawianie spotkań z osobami decyzyjnymi.',
          pipelineMainTaskId: task.id,
        },
      }),
    );
  }
  const [industries, sectors, sizes, persons] = await Promise.all(
    ['/industries', '/sectors', '/company-size', '/buyer-person'].map((path) =>
      api.send({ method: 'GET', path, token }),
    ),
  );
  for (let i = 0; i < 3; i++) {
    await api.send({
      method: 'POST',
      path: '/products',
      token,
      json: {
        name: `Produkt ${i + 1}`,
        subIndustryId: industries[i].subIndustries[0].id,
        description: 'Abonament z wdrożeniem.',
        sectorIds: sectors.slice(0, 3).map((sector) => sector.id),
        companySize: sizes.slice(0, 2).map((size) => size.name),
        buyerPersonIds: persons.slice(0, 3).map((person) => person.id),
        state: 'MAZOWIECKIE',
      },
    });
  }
  const admin = await login(api, ADMIN_EMAIL);
  const adminMe = await api.send({ method: 'GET', path: '/admin-panel/me', token: admin });
  await api.send({ method: 'PATCH', path: `/order/${orderId}/admin/${adminMe.id}`, token: admin });
  for (const [index, service] of services.slice(0, 2).entries()) {
    const freelancerId = freelancers[index % freelancers.length].id;
    await api.send({
      method: 'PATCH',
      path: `/order-activity/${service.id}/freelancer/${freelancerId}`,
      token: admin,
    });
  }
}

/** What /investor/service loads at once: A10 and the dictionaries of its steps. */
function wizardCalls({ token }) {
  return [
    '/investor/me',
    '/pipeline',
    '/pipeline/2/main-task',
    '/company-size',
    '/buyer-person',
    '/industries',
    '/sectors',
    '/states',
  ].map((path) => ({ method: 'GET', path, token }));
}

function startServer(env) {
  // Node with the tsx loader in this very process: the tsx CLI would put a second process between
  // us and the server, whose memory the upload measurement would then read instead.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  serverExited = new Promise((resolve) => server.on('exit', resolve));
  for (const stream of [server.stdout, server.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      serverOutput.push(...lines.filter(isWorthShowing));
      serverOutput.splice(0, Math.max(0, serverOutput.length - 40));
    });
  }
}

/** Everything but the info-level request logs (pino JSON lines with `level` below 40). */
function isWorthShowing(line) {
  if (!line.trim()) return false;
  try {
    return !(JSON.parse(line).level < 40);
  } catch {
    return true;
  }
}

async function waitUntilReady(base) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server stopped during start-up (exit code ${server.exitCode})`);
    }
    try {
      const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Once, however many paths ask for it (the end, a failure, a signal). */
function cleanup() {
  cleaning ??= stopAndRemove();
  return cleaning;
}

/** Stops the server: gracefully, then forcibly. */
async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await serverExited;
    clearTimeout(timer);
  }
  server = undefined;
}

/** Stops the server, removes its data and the throw-away database. */
async function stopAndRemove() {
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

/** A port that is free on the loopback interface right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
