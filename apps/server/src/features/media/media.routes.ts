import type { Readable } from 'node:stream';
import { ErrorResponse } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { parseRange } from './byte-range.ts';
import {
  extensionOf,
  isMediaKey,
  MEDIA_CONTENT_TYPES,
  MediaNotFoundError,
} from './media-storage.ts';

const tags = ['media'];

/** Keys never change content (a new upload gets a new key), so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const fileNotFound = () => notFound('Nie znaleziono pliku', 'FILE_NOT_FOUND');

/** G1: stored media by key, for `<video src>` (no bearer token), with range requests. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:fileKey',
    {
      // Video bytes do not compress, and a compressing stream would hide Content-Length.
      compress: false,
      schema: {
        tags,
        summary: 'G1: a stored file (anonymous; the key is unguessable)',
        description:
          'Serves an uploaded video (About `video`) or picture by its key ' +
          '(`<43 base64url characters>.<webp|mp4|mov|avi>`). `Content-Type` from the type sniffed ' +
          'at upload; `Accept-Ranges: bytes`; one `Range` (`bytes=a-b`, `bytes=a-`, `bytes=-n`) ' +
          'answers 206 with `Content-Range`, an unsatisfiable one 416 with `Content-Range: ' +
          'bytes */size`; `Cache-Control: public, max-age=31536000, immutable`. An unknown or ' +
          'malformed key is 404.',
        params: z.object({ fileKey: z.string().max(200) }),
        headers: z.object({ range: z.string().optional() }).loose(),
        response: {
          200: z.unknown().describe('The whole file'),
          206: z.unknown().describe('The requested byte range'),
          416: ErrorResponse.describe('The range starts past the end of the file'),
        },
      },
    },
    async (request, reply) => {
      const { fileKey } = request.params;
      if (!isMediaKey(fileKey)) throw fileNotFound();
      const info = await app.media.stat(fileKey);
      if (!info) throw fileNotFound();
      const wanted = parseRange(request.headers.range, info.size);
      if (wanted.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${info.size}`)
          .header('accept-ranges', 'bytes')
          .send({ message: 'Niepoprawny zakres pliku', code: 'RANGE_NOT_SATISFIABLE' });
      }
      const range = wanted.kind === 'partial' ? wanted.range : undefined;
      let content: Readable;
      try {
        content = await app.media.createReadStream(fileKey, range);
      } catch (error) {
        // Deleted between the stat and the open (replaced by its owner): gone, not a failure.
        if (error instanceof MediaNotFoundError) throw fileNotFound();
        throw error;
      }
      // Headers only now: an error answer above must not carry the file's type or length.
      reply
        .header('content-type', MEDIA_CONTENT_TYPES[extensionOf(fileKey)])
        .header('accept-ranges', 'bytes')
        .header('cache-control', IMMUTABLE);
      if (!range) return reply.code(200).header('content-length', info.size).send(content);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(content);
    },
  );
};

export default routes;
