import type { FastifyBaseLogger } from 'fastify';

const noop = () => undefined;

/** A logger that drops everything, for code run outside an app (template preparation). */
export const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
};
