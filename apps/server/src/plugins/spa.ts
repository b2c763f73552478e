import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { notFound } from '../lib/errors.ts';
import { pageMatcher, readPrerenderedManifest } from './prerendered-pages.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app (apps/web/dist) and answers every other non-API GET with its
 * index.html (or the page the build prerendered for the path's route), so client-side routes
 * survive a reload and paint before their JavaScript. Unknown /api paths get a JSON 404; that
 * branch is rate-limited against path scanning.
 */
export const spaPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const hasSpa = existsSync(path.join(config.webDistDir, 'index.html'));
    // The page the build prerendered for the path's route (prerendered-pages.ts), else index.html.
    const prerenderedPage = pageMatcher(
      hasSpa ? readPrerenderedManifest(config.webDistDir).pages : {},
    );
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        index: false,
        // One route per file found at start (a build is deployed before the server starts): every
        // other path reaches the not-found handler below, with its rate limit for /api.
        wildcard: false,
        // The build writes `file.br` and `file.gz` next to each text file (apps/web/build/
        // precompress.ts): sent with Content-Encoding to clients that accept them, the file itself
        // otherwise, always with `Vary: Accept-Encoding`. sendFile (index.html below) does the same.
        preCompressed: true,
        // The siblings are reached through their original's URL only, never as files of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(reply, file) {
          // Built assets have hashed names; index.html must always be revalidated.
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.info({ dir: config.webDistDir }, 'no built web app: serving the API only');
    }

    // A missing built file (an old tab asking for a chunk of the previous release) is a 404: an
    // index.html in its place would fail as a script with a confusing MIME type error.
    const isSpaRequest = (request: FastifyRequest) =>
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi(request.url) &&
      !request.url.startsWith('/assets/');

    const limitNotFound = app.rateLimit({ max: 60, timeWindow: '1 minute' });
    app.setNotFoundHandler(
      {
        preHandler: async function (
          this: FastifyInstance,
          request: FastifyRequest,
          reply: FastifyReply,
        ) {
          if (!isSpaRequest(request)) await limitNotFound.call(this, request, reply);
        },
      },
      (request: FastifyRequest, reply: FastifyReply) => {
        if (isSpaRequest(request)) {
          const prerendered = prerenderedPage(request.url);
          const page = prerendered ? `prerendered/${prerendered}` : 'index.html';
          return reply.header('cache-control', 'no-cache').sendFile(page);
        }
        throw notFound('Nie znaleziono', 'NOT_FOUND');
      },
    );
  },
  { name: 'spa', dependencies: ['security'] },
);
