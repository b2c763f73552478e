import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's graceful shutdown (ADR 026): its state and the parts that drain. */
    shutdown: Shutdown;
  }
  interface FastifyContextConfig {
    /**
     * A response that never ends by itself (the live notification stream): not counted among the
     * requests a shutdown waits for, since it is ended by its own drain handler.
     */
    liveStream?: boolean;
  }
}

/** What one part did when the shutdown began (logged with the phase). */
export type DrainReport = Record<string, number>;

export interface Shutdown {
  /** True from the first signal: /api/ready answers 503 and every response closes its connection. */
  readonly draining: boolean;
  /** When the grace ends (ms since the epoch); undefined until `begin`, or for a plain close. */
  readonly deadline: number | undefined;
  /** Requests being answered now, live streams left out. */
  readonly requestsInFlight: number;
  /** Requests answered since the shutdown began (those it waited for). */
  readonly requestsFinishedSince: number;
  /** A part to stop when the shutdown begins: streams end, the job worker stops claiming. */
  onDrain(name: string, handler: () => DrainReport | Promise<DrainReport>): void;
  /** Enters draining with `graceMs` left and runs the drain handlers; idempotent. */
  begin(graceMs?: number): Promise<DrainReport>;
}

/**
 * The shutdown's state and its drain handlers, and two hooks on every request: one counts the
 * requests in flight, the other asks the client to close the connection once the instance drains
 * (so a kept-alive connection does not outlive its last answer and hold the exit up). A plain
 * `app.close()` (tests) drains too, with no deadline.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers: Array<{ name: string; run: () => DrainReport | Promise<DrainReport> }> = [];
    let draining = false;
    let deadline: number | undefined;
    let inFlight = 0;
    let finishedSince = 0;
    let began: Promise<DrainReport> | undefined;

    const begin = (graceMs?: number) => {
      began ??= (async () => {
        draining = true;
        if (graceMs !== undefined) deadline = Date.now() + graceMs;
        const report: DrainReport = {};
        for (const handler of handlers) {
          try {
            Object.assign(report, await handler.run());
          } catch (error) {
            app.log.error({ err: error, part: handler.name }, 'a part failed to drain');
          }
        }
        return report;
      })();
      return began;
    };

    app.decorate('shutdown', {
      get draining() {
        return draining;
      },
      get deadline() {
        return deadline;
      },
      get requestsInFlight() {
        return inFlight;
      },
      get requestsFinishedSince() {
        return finishedSince;
      },
      onDrain(name, run) {
        handlers.push({ name, run });
      },
      begin,
    } satisfies Shutdown);

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.liveStream) return;
      inFlight += 1;
      // 'close' comes once per response, whether it finished or the client went away.
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (!draining) return;
        finishedSince += 1;
        // An answer whose headers left before the drain (a long download) could not say
        // `connection: close`: its connection is idle now, and must not hold the exit up.
        setImmediate(() => app.server.closeIdleConnections());
      });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      await begin();
    });
  },
  { name: 'shutdown' },
);
