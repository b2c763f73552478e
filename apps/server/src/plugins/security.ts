import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config/config.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { readPrerenderedManifest } from './prerendered-pages.ts';

/** Only features Chromium knows: an unknown one logs a console warning on every page. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/**
 * Where the app's pictures and videos come from: this origin and, when PUBLIC_URL is set, its
 * origin, which the absolute G1 URLs of the answers name (features/media/file-url.ts, ADR 026):
 * behind a proxy the page's origin may not be the one PUBLIC_URL names, and the player would be
 * refused what the answer links.
 */
export function mediaSources(config: Pick<Config, 'publicUrl' | 'publicUrlConfigured'>): string[] {
  if (!config.publicUrlConfigured) return ["'self'"];
  return ["'self'", new URL(config.publicUrl).origin];
}

/**
 * CORS, security headers and the global request limit.
 *
 * The global limit is a generous per-instance flood guard kept in memory on purpose (a database
 * write per request would cost more than it protects). Limits that matter (login attempts, mock
 * sessions) are counted in the database (lib/rate-limit-counter.ts).
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(fastifyCors, {
      // No origins configured: the SPA is served by this server, so no CORS headers at all.
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // The replacement token after a password change (features/account/settings, ADR 019); the
      // range headers of G1, so a player on an allowed origin can read a 206 (ADR 026).
      exposedHeaders: ['X-Session-Token', 'Content-Range', 'Accept-Ranges', 'Content-Length'],
      maxAge: 600,
    });

    const { scriptHashes } = readPrerenderedManifest(config.webDistDir);
    const media = mediaSources(config);
    // Helmet's middleware is built once and run on every answer's raw response: @fastify/helmet
    // built a new one per request (its CSP parsed again each time: 2-3 % of a list request's
    // CPU in a profile). Nothing here varies by request (no CSP nonces).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The web build's inline early-fetch script, by the hash the build computed of its
          // text (prerendered-pages.ts): no other inline script runs.
          scriptSrc: ["'self'", ...scriptHashes],
          // Mantine and its CSS-in-JS write inline style attributes and <style> tags.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Pictures are data URLs (API.md 1.4) or G1 URLs; cropped images are blobs before upload.
          imgSrc: [...media, 'data:', 'blob:'],
          mediaSrc: [...media, 'blob:', 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Videos and pictures may be embedded by the SPA from the same site only.
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The same as CSP frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
    });

    // Browser features the app never uses are switched off, so injected or embedded code cannot
    // ask for them either. Video fullscreen and copying to the clipboard stay open to the app.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Helmet throws what goes wrong (8.1+) and calls back with nothing.
      securityHeaders(request.raw, reply.raw, () => done());
    });

    await app.register(fastifyRateLimit, {
      global: true,
      max: config.apiRateLimitPerMinute,
      timeWindow: '1 minute',
      // Static files of the SPA are not counted: one page load fetches many.
      allowList: (request) => !request.url.startsWith('/api'),
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'security' },
);
