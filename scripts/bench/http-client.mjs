// The benchmark's API client: fetch (undici, keep-alive, `accept-encoding` gzip/br like a browser,
// so the server compresses as it would for one), JSON or scalar text bodies, a bearer token and a
// throw on anything but 2xx. With a `captures` map it records each answer's decoded bytes and
// headers per method and URL: the floor (floor.mjs) serves them back. A `measured` client parses
// nothing (the measured passes, real and floor alike, only read the bytes).

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Each request names one of 1024 client addresses in X-Forwarded-For: the server's per-IP flood
 * guard (600 requests a minute) would otherwise answer 429 to a benchmark from one address.
 */
export function client(base, { captures, measured = false } = {}) {
  let sequence = 0;
  return {
    base,
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
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok) {
        throw new Error(
          `${method} /api${path} answered ${response.status}: ${bytes.toString('utf8', 0, 300)}`,
        );
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (captures) {
        const key = `${method} /api${path}`;
        if (!captures.has(key)) {
          captures.set(key, {
            status: response.status,
            contentType,
            contentEncoding: response.headers.get('content-encoding') ?? '',
            body: bytes,
          });
        }
      }
      if (measured) return undefined;
      return bytes.length > 0 && contentType.includes('application/json')
        ? JSON.parse(bytes.toString('utf8'))
        : undefined;
    },
  };
}
