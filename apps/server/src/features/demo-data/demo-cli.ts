// The demo and scale data generator (issue 11), run by `npm run demo` and the benchmark:
//
//   tsx apps/server/src/features/demo-data/demo-cli.ts [--seed N] [--freelancers N]
//       [--investors N] [--admins N] [--json]
//   tsx apps/server/src/features/demo-data/demo-cli.ts --scale [--freelancers N] [--investors N]
//       [--full-profiles N] [--reset] [--json]
//
// It writes into the database and data directory of the environment (DATABASE_URL, DATA_DIR, as
// the server reads them), migrating and seeding first. With --json the last line of stdout is the
// result as JSON (logins, counts, ids) for scripts; progress goes to stderr.
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { generateDemoData } from './generate-demo-data.ts';
import { generateScaleData } from './scale/generate-scale-data.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    seed: { type: 'string' },
    freelancers: { type: 'string' },
    investors: { type: 'string' },
    admins: { type: 'string' },
    'full-profiles': { type: 'string' },
    reset: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const number = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) fail(`--${name} must be a whole number`);
  return parsed;
};

function fail(message: string): never {
  console.error(`[demo] ${message}`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  // Quiet: the generator reports its own progress; the app's request logs would drown it.
  config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (values.scale && !config.databaseUrl) {
  fail('--scale writes 100,000 freelancers: set DATABASE_URL to a PostgreSQL database');
}

const log = (line: string) => console.error(line);
const app = await buildApp({ config });
try {
  const result = values.scale
    ? await generateScaleData(app, {
        freelancers: number('freelancers', values.freelancers),
        investors: number('investors', values.investors),
        fullProfiles: number('full-profiles', values['full-profiles']),
        reset: values.reset,
        log,
      })
    : await generateDemoData(app, {
        seed: number('seed', values.seed),
        freelancers: number('freelancers', values.freelancers),
        investors: number('investors', values.investors),
        admins: number('admins', values.admins),
        log,
      });
  if (values.json) console.log(JSON.stringify(result));
} catch (error) {
  console.error(`[demo] FAILED: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await app.close();
}
