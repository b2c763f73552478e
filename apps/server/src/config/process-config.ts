import { chooseLogFormat } from '../lib/log-format.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

/**
 * The configuration of a process started from the command line (the server, `npm run
 * db:migrate`): the environment (read here and nowhere else in the server) parsed once, or the list of bad keys and exit code 1. The log
 * format is settled here: readable lines when a person watches the terminal, JSON for pipes and
 * files (LOG_FORMAT decides when set).
 */
export function processConfig(): Config {
  let settings: Config;
  try {
    settings = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  return {
    ...settings,
    logFormat: chooseLogFormat(settings.logFormat, process.stdout.isTTY === true),
  };
}
