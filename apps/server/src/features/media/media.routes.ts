import type { Readable } from 'node:stream';
import { ErrorResponse } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { parseRange } from './byte-range.ts';
import { downloadFileName, inlineDisposition } from './content-disposition.ts';
import { findUploadedFileName } from './file-names.repository.ts';
import {
  extensionOf,
  isMediaKey,
  MEDIA_CONTENT_TYPES,
  MediaNotFoundError,
} from './media-storage.ts';

const tags = ['media'];

/**
 * A key never changes content, but its file can be deleted (replaced by its owner, or the whole
 * account erased under RODO): no shared cache may keep it, and a browser for one day at most.
 * Immutable public caching stays with the web app's hashed assets (`plugins/spa.ts`).
 */
export const USER_MEDIA_CACHE_CONTROL = 'private, max-age=86400';

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
          'Serves an uploaded video (About `video`, Video `fileUrl`) or picture by its key ' +
          '(`<43 base64url characters>.<webp|mp4|mov|avi>`). `Content-Type` from the type sniffed ' +
          'at upload, `X-Content-Type-Options: nosniff`; `Accept-Ranges: bytes`; one `Range` ' +
          '(`bytes=a-b`, `bytes=a-`, `bytes=-n`) answers 206 with `Content-Range`, an ' +
          'unsatisfiable one 416 with `Content-Range: bytes */size`. `Content-Disposition: ' +
          'inline; filename="…"` with the uploaded name for a video of the videos section ' +
          '(`wideo`/`obraz` otherwise) and always the stored type’s extension, in ASCII, plus ' +
          "`filename*=UTF-8''…` when the name has other characters. `Cache-Control: " +
          `${USER_MEDIA_CACHE_CONTROL}\` (files can be deleted: no shared cache keeps them). ` +
          'An unknown or malformed key is 404. With CORS_ORIGINS configured, an allowed ' +
          'origin gets `Access-Control-Allow-Origin` with `Content-Range`, `Accept-Ranges` and ' +
          '`Content-Length` exposed, and `Cross-Origin-Resource-Policy: cross-origin`, so a ' +
          'player on that origin can load the absolute URL (ADR 026).',
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
      const extension = extensionOf(fileKey);
      // Pictures keep no name; asked before the file is opened, so a failure leaks no descriptor.
      // The name is a convenience: with the database away the file is still served, as `wideo`.
      const uploadedName =
        extension === 'webp'
          ? undefined
          : await findUploadedFileName(app.db, fileKey).catch((error: unknown) => {
              request.log.warn({ err: error }, 'file name lookup failed');
              return undefined;
            });
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
        .header('content-type', MEDIA_CONTENT_TYPES[extension])
        .header('content-disposition', inlineDisposition(downloadFileName(uploadedName, extension)))
        .header('accept-ranges', 'bytes')
        .header('cache-control', USER_MEDIA_CACHE_CONTROL);
      // Clients on the CORS_ORIGINS may embed the files, whatever their site (ADR 026).
      if (app.config.corsOrigins.length > 0)
        reply.header('cross-origin-resource-policy', 'cross-origin');
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
