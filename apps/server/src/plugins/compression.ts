import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * API answers of 1 kB and more (lists, the OpenAPI document) compressed per request with brotli
 * or gzip, as the client accepts. Every route registered after this plugin gets it. Routes
 * outside /api serve the web app's files, which the build compresses once at the highest levels
 * (plugins/spa.ts): they are left alone, so an uncompressed fallback is never compressed again
 * per request. Request bodies are not decompressed, so the body limit stays a limit on what is read.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the compress plugin's own onRoute hook, which reads `compress: false`.
    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // JSON, plus the text types mime-db marks compressible (the API docs page); never images
      // or octet streams (@fastify/compress's default list has octet-stream).
      customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
      globalDecompression: false,
      // zlib's default brotli quality (11) is for build-time compression: per request it costs
      // more CPU than the JSON itself. Quality 4 compresses about as well as gzip, much faster.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
