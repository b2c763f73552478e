import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A text field or a file of a multipart form. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer | Readable; contentType?: string };

const CRLF = '\r\n';

function partHeader(part: FormPart): string {
  const disposition =
    'value' in part
      ? `form-data; name="${part.name}"`
      : `form-data; name="${part.name}"; filename="${part.filename}"`;
  const type =
    'value' in part ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}${CRLF}`;
  return `Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`;
}

const newBoundary = () => `----handlowo-test-${randomBytes(8).toString('hex')}`;

/**
 * A multipart/form-data body in memory, as a browser's FormData sends it (for `app.inject` and
 * the access declarations, whose `AccessRequest` takes a Buffer body and its content type).
 */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = newBoundary();
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (!('value' in part) && !Buffer.isBuffer(part.data)) {
      throw new Error('multipartBody takes Buffers; use multipartStream for streams');
    }
    chunks.push(Buffer.from(`--${boundary}${CRLF}${partHeader(part)}`));
    chunks.push('value' in part ? Buffer.from(part.value) : (part.data as Buffer));
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same form as a stream: file parts may be streams, so a 50 MB body is never in memory. */
export function multipartStream(parts: FormPart[]): { body: Readable; contentType: string } {
  const boundary = newBoundary();
  async function* generate() {
    for (const part of parts) {
      yield Buffer.from(`--${boundary}${CRLF}${partHeader(part)}`);
      if ('value' in part) yield Buffer.from(part.value);
      else if (Buffer.isBuffer(part.data)) yield part.data;
      else for await (const chunk of part.data) yield chunk as Buffer;
      yield Buffer.from(CRLF);
    }
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }
  return {
    body: Readable.from(generate(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
