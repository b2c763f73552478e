// A small round-robin reverse proxy on loopback: the "load balancer" in front of several product
// server instances for the two-instance browser test (e2e/specs/two-instances.spec.ts) and the
// benchmark's two-instance run. HTTP/1.1 only (the product speaks no WebSocket); bodies stream
// both ways untouched, so uploads, server-sent events and ranged video pass as they are.
//
// Connections to the targets:
// - requests without a body go over a keep-alive agent per target: a fresh TCP connection per
//   request would cost the benchmark a connect per call and fill the loopback with TIME_WAIT
//   sockets at thousands of requests a second. A pooled socket that the target closed while idle
//   (a restart) fails with ECONNRESET before any answer: such a request was never handled, and
//   having no body, it is sent again to the next target (the retry Node's documentation gives
//   for `request.reusedSocket`); a GET, HEAD or OPTIONS reset before its answer is sent again
//   on a fresh socket too.
// - requests with a body use a fresh connection (`agent: false`), and the body is piped only once
//   that connection is up: then the only failure before a byte of the body has left is a refused
//   connection, which is retried on the next target without buffering anything.
//
// A target that refuses a connection, or whose readiness probe answers anything but 2xx (an
// instance shutting down answers 503), is left out of the rotation until its probe is fine again;
// when no target looks healthy every one is still tried, so a stale mark never fails a request.
import http from 'node:http';

/**
 * @typedef {object} ProxyStats
 * @property {number[]} requests Requests handed to each target, in the order of `targets`.
 * @property {number} retried Requests sent on to another target after a refusal or a stale socket.
 * @property {number} failed Requests answered 502 because no target took them.
 */

/**
 * @typedef {object} RoundRobinProxy
 * @property {string} url Base URL of the proxy, e.g. `http://127.0.0.1:41234`.
 * @property {ProxyStats} stats Live counters (read them at any time).
 * @property {(index: number | null) => void} pin Sends every new request to one target (by
 *   index) until `pin(null)`: a test uses it to know which instance holds a live stream.
 * @property {() => Promise<void>} close Stops listening, drops open connections and the probes.
 */

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** A refused connection or a pooled socket closed by the target: nothing was handled. */
const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * Safe to send twice (RFC 9110): a draining instance may close a connection it has just accepted
 * as idle, before it read the request, so a reset before any answer is retried for these too.
 */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

const PROBE_INTERVAL_MS = 200;
const REFUSED_PAUSE_MS = 1_000;

/**
 * Starts the proxy on 127.0.0.1.
 *
 * @param {object} options
 * @param {string[]} options.targets Base URLs of the instances, e.g. `http://127.0.0.1:3001`.
 * @param {number} [options.port] Port to listen on; a free one when left out.
 * @param {string | null} [options.healthPath] Readiness path probed on every target
 *   (`/api/ready` by default); `null` turns the probes off.
 * @returns {Promise<RoundRobinProxy>}
 */
export async function startRoundRobinProxy({ targets, port = 0, healthPath = '/api/ready' }) {
  if (targets.length === 0) throw new Error('the proxy needs at least one target');
  const upstreams = targets.map((target) => {
    const url = new URL(target);
    return {
      hostname: url.hostname,
      port: Number(url.port || 80),
      agent: new http.Agent({ keepAlive: true }),
      /** The last readiness probe's verdict. */
      ready: true,
      /** Left out of the rotation until then after refusing a connection. */
      refusedUntil: 0,
    };
  });
  /** @type {ProxyStats} */
  const stats = { requests: upstreams.map(() => 0), retried: 0, failed: 0 };
  let next = 0;
  /** @type {number | null} */
  let pinned = null;

  /** The order in which this request tries the targets: healthy ones first, from the next turn. */
  function order() {
    if (pinned !== null) return [pinned];
    const start = next;
    next = (next + 1) % upstreams.length;
    const all = upstreams.map((_, offset) => (start + offset) % upstreams.length);
    const now = Date.now();
    const healthy = all.filter((index) => {
      const upstream = upstreams[index];
      return upstream?.ready && upstream.refusedUntil <= now;
    });
    return [...healthy, ...all.filter((index) => !healthy.includes(index))];
  }

  const server = http.createServer((req, res) => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    const headers = forwardedHeaders(req);
    const candidates = order();
    /** @type {http.ClientRequest | undefined} */
    let current;
    let clientGone = false;

    const attempt = (position) => {
      const index = candidates[position];
      const upstream = index === undefined ? undefined : upstreams[index];
      if (index === undefined || !upstream) {
        stats.failed += 1;
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        }
        res.end(
          JSON.stringify({ message: 'Serwer jest chwilowo niedostępny.', code: 'BAD_GATEWAY' }),
        );
        return;
      }
      stats.requests[index] = (stats.requests[index] ?? 0) + 1;
      let bodyStarted = false;
      const outgoing = http.request({
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent: hasBody ? false : upstream.agent,
      });
      current = outgoing;
      outgoing.on('response', (incoming) => {
        const answer = stripHopByHop(incoming.headers);
        answer['x-proxy-target'] = String(index);
        res.writeHead(incoming.statusCode ?? 502, incoming.statusMessage, answer);
        // An event stream's headers go out at once: the browser's EventSource opens on them,
        // long before the first event. Other answers keep headers and body in one write.
        if (String(incoming.headers['content-type']).startsWith('text/event-stream')) {
          res.flushHeaders();
        }
        incoming.pipe(res);
        incoming.on('error', () => res.destroy());
      });
      outgoing.on('error', (error) => {
        // Destroyed because the client left: nothing to answer, nobody to retry for.
        if (clientGone) return;
        const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
        if (code === 'ECONNREFUSED') upstream.refusedUntil = Date.now() + REFUSED_PAUSE_MS;
        const untouched =
          code === 'ECONNREFUSED' ||
          (!hasBody && (outgoing.reusedSocket || IDEMPOTENT.has(req.method ?? '')));
        if (!res.headersSent && !bodyStarted && untouched && RETRYABLE.has(code)) {
          stats.retried += 1;
          attempt(position + 1);
          return;
        }
        if (res.headersSent) res.destroy();
        else {
          stats.failed += 1;
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: 'Serwer nie odpowiedział.', code: 'BAD_GATEWAY' }));
        }
      });
      if (!hasBody) {
        outgoing.end();
        return;
      }
      // The body stays unread in the client's socket until the target has accepted the
      // connection, so a refusal can still go to the next target with nothing lost.
      outgoing.on('socket', (socket) => {
        socket.once('connect', () => {
          bodyStarted = true;
          req.pipe(outgoing);
        });
      });
    };

    // The browser went away (a closed page, an ended event stream): so does the upstream call.
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      current?.destroy();
    });
    attempt(0);
  });
  // Long uploads and event streams: the proxy sets no deadline of its own.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  const probes =
    healthPath === null
      ? []
      : upstreams.map((upstream) =>
          setInterval(() => probe(upstream, healthPath), PROBE_INTERVAL_MS).unref(),
        );

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `http://127.0.0.1:${boundPort}`,
    stats,
    pin(index) {
      if (index !== null && !upstreams[index]) throw new Error(`no target ${index}`);
      pinned = index;
    },
    async close() {
      for (const timer of probes) clearInterval(timer);
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections();
      for (const upstream of upstreams) upstream.agent.destroy();
      await closed;
    },
  };
}

/**
 * The client's headers for the target: hop-by-hop ones dropped (including those the client's
 * `Connection` names), the original Host kept, and the X-Forwarded-* trio that a server behind a
 * trusted proxy (TRUST_PROXY) reads for the client's address, scheme and host.
 *
 * @param {http.IncomingMessage} req
 */
function forwardedHeaders(req) {
  const headers = stripHopByHop(req.headers);
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

/**
 * @param {http.IncomingHttpHeaders} source
 * @returns {http.OutgoingHttpHeaders}
 */
function stripHopByHop(source) {
  const named = String(source.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  /** @type {http.OutgoingHttpHeaders} */
  const headers = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * One readiness probe on a fresh connection (not the pool: a probe must not keep a socket to an
 * instance that is draining).
 *
 * @param {{ hostname: string, port: number, ready: boolean }} upstream
 * @param {string} path
 */
function probe(upstream, path) {
  const request = http.get(
    { hostname: upstream.hostname, port: upstream.port, path, agent: false, timeout: 1_000 },
    (response) => {
      upstream.ready = (response.statusCode ?? 500) < 300;
      response.resume();
    },
  );
  request.on('timeout', () => request.destroy());
  request.on('error', () => {
    upstream.ready = false;
  });
}
