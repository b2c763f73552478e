import { messages, profileMessages } from '@handlowo/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { containsNul } from '../../plugins/body-parser.ts';

/** Enough for any valid company name (50 characters) in any UTF-8 encoding; longer is refused. */
const FIELD_BYTES = 1024;

/**
 * D12's canonical form is multipart with a text field `company` (API.md D12). As a preValidation
 * hook it turns that form into `{company}`, the shape the route's body schema (CompanyBody, which
 * also takes the snapshot's scalar text) validates; other bodies pass untouched. Other text
 * fields are ignored like extra JSON fields (API.md 1.2); a file is not expected here.
 */
export async function companyFormToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let company: unknown;
  let seen = false;
  try {
    const parts = request.parts({ limits: { fieldSize: FIELD_BYTES, fields: 10, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest(profileMessages.unexpectedField, 'UNEXPECTED_FILE');
      }
      if (part.fieldname !== 'company') continue;
      // Two values for one field: which one the user meant is unknown.
      if (seen) throw badRequest(messages.invalidBody, 'INVALID_BODY');
      if (part.valueTruncated) throw badRequest(messages.companyLength, 'VALIDATION');
      // PostgreSQL text cannot hold NUL; the JSON and text parser refuses it the same way.
      if (containsNul(part.value)) throw badRequest(messages.invalidBody, 'INVALID_BODY');
      company = part.value;
      seen = true;
    }
  } catch (error) {
    throw asClientError(error);
  }
  request.body = seen ? { company } : {};
}

/**
 * Our refusals and the multipart plugin's own (limits: 413) keep their status; the parser's plain
 * errors (no boundary, a truncated form) are the client's malformed body, not a server fault.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(messages.invalidBody, 'INVALID_MULTIPART');
}
