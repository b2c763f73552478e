import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { bundledRoutes } from './bundled-routes.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { chooseLogFormat } from './lib/log-format.ts';

function readConfig() {
  try {
    // The only place that reads the environment.
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const settings = readConfig();
// Readable lines when a person watches the terminal, JSON for pipes and files (LOG_FORMAT decides
// when set).
const config = {
  ...settings,
  logFormat: chooseLogFormat(settings.logFormat, process.stdout.isTTY === true),
};
const app = await buildApp({ config, routes: bundledRoutes });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
