import type { FastifyInstance } from 'fastify';

/**
 * The graceful shutdown of a listening instance (ADR 026), in phases, each logged with its
 * numbers: (1) draining begins (/api/ready answers 503, every answer closes its connection), the
 * listener closes (no new connections) and so do the idle kept-alive connections; the live
 * streams end with a reconnect hint and the job worker stops claiming; (2) the requests in flight
 * finish, for at most `graceMs`, then whatever is left is cut; (3) `app.close()`: the job still
 * running at the end of the grace is handed back to the queue, the database closes.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { graceMs, signal }: { graceMs: number; signal?: string | undefined },
): Promise<void> {
  const started = Date.now();
  const requestsInFlight = app.shutdown.requestsInFlight;
  const draining = app.shutdown.begin(graceMs);
  // Node's close() also ends the kept-alive connections that are idle now; the others end
  // after their answer (the `connection: close` header of a draining instance).
  const connectionsEnded = new Promise<void>((resolve) => {
    app.server.close(() => resolve());
  });
  app.server.closeIdleConnections();
  const drained = await draining;
  app.log.info(
    { signal, graceMs, requestsInFlight, ...drained },
    'shutting down: no new connections, /api/ready answers 503, live streams ended',
  );

  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), Math.max(0, started + graceMs - Date.now()));
  });
  const outcome = await Promise.race([connectionsEnded, graceOver]);
  clearTimeout(timer);
  const requestsFinished = app.shutdown.requestsFinishedSince;
  if (outcome === 'grace over') {
    const requestsCut = app.shutdown.requestsInFlight;
    app.server.closeAllConnections();
    await connectionsEnded;
    app.log.warn(
      { requestsFinished, requestsCut, ms: Date.now() - started },
      'shutting down: the grace is over, the requests still in flight were cut',
    );
  } else {
    app.log.info(
      { requestsFinished, ms: Date.now() - started },
      'shutting down: the requests in flight finished',
    );
  }

  await app.close();
  app.log.info({ ms: Date.now() - started }, 'shut down: jobs handed back, database closed');
}
