import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { AppError } from '../lib/errors.ts';

export const CROSS_SITE_MESSAGE = 'Odrzucono żądanie wysłane z innej witryny';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a browser page that may change data can have: ours and the configured CORS ones. */
function allowedOrigins(config: Config): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
}

/**
 * Whether a browser says the request comes from a page of another site. `Origin` is compared
 * with our own origins and, failing that, with the host the request was sent to (the same
 * server reached under another name, e.g. localhost and 127.0.0.1); `Sec-Fetch-Site` decides
 * for browsers that leave `Origin` out. A request with neither is not a browser's cross-site one.
 */
export function isForeignRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowed.has(origin)) return false;
    try {
      // `null` (a sandboxed frame, a file) and anything unparsable are foreign. The Host is read
      // in the Origin's scheme, so that an explicit default port (`:80`, `:443`) compares equal.
      const from = new URL(origin);
      return from.host !== new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Refuses (403) a state-changing API request without `Authorization` that a page of another
 * site sent (issue 24, defect 2). Such a request needs no CORS preflight when its body is a
 * form or text, so the browser sends it and only its answer is hidden: a foreign page could
 * make a victim's browser send login attempts (locking the account behind the victim's address)
 * or reset requests. A request with a bearer token cannot be forged this way: a page of another
 * site has no token, and sending the header needs a preflight that CORS answers.
 */
export const crossSiteGuard = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const allowed = allowedOrigins(config);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers.authorization !== undefined) return;
      if (isForeignRequest(request, allowed)) {
        request.log.info({ origin: request.headers.origin }, 'cross-site request refused');
        throw new AppError(403, CROSS_SITE_MESSAGE, 'CROSS_SITE_REQUEST');
      }
    });
  },
  { name: 'cross-site-guard' },
);
