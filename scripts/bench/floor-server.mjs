// The floor of `npm run bench` (issue 11), a child process of its own like the real server: a
// bare Fastify instance (no logging, no hooks, no plugins) whose one catch-all route answers each
// captured method and URL with the bytes the real server sent for it. The bytes are compressed
// once at start, with the encoding and settings the real server chose (@fastify/compress: brotli
// quality 4, gzip level 6), so per request the floor only looks up a buffer and writes it.
//
//   node scripts/bench/floor-server.mjs <captures.json> <port>
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
/** @type {{ key: string, status: number, contentType: string, contentEncoding: string, body: string }[]} */
const entries = JSON.parse(await readFile(file, 'utf8'));

const encode = (encoding, bytes) => {
  if (encoding === 'br') {
    return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
};
const answers = new Map(
  entries.map(({ key, status, contentType, contentEncoding, body }) => {
    const headers = {};
    if (contentType) headers['content-type'] = contentType;
    if (contentEncoding) headers['content-encoding'] = contentEncoding;
    return [key, { status, headers, body: encode(contentEncoding, Buffer.from(body, 'base64')) }];
  }),
);

const app = Fastify({ logger: false });
// Request bodies (logins, PATCHes) are read to their end and ignored, whatever their type.
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null));
app.route({
  method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  url: '/*',
  handler: (request, reply) => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      reply.code(404).send({ message: `no captured answer for ${request.method} ${request.url}` });
      return;
    }
    reply.code(answer.status).headers(answer.headers);
    if (answer.status === 204) reply.send();
    else reply.send(answer.body);
  },
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
