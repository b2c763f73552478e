import {
  ATTACHMENT_ACCEPT,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_TEXT_MAX,
  MessageCreateBody,
} from '@handlowo/contract';
import { z } from 'zod';

const { $schema: _, ...jsonBody } = z.toJSONSchema(MessageCreateBody, {
  target: 'openapi-3.0',
  io: 'input',
});

/**
 * The body schema of POST /orders/{orderId}/messages. Validation: a JSON `{text}`, or nothing,
 * which is what a multipart request leaves (its parts are read by the handler, which also
 * refuses an empty JSON request with the Polish 'text or a file' message). Documentation: both media types, each with its own fields
 * (`content` is how @fastify/swagger takes a body per media type).
 */
export const messageCreateBody = z
  // An empty body arrives as null; a multipart one leaves it undefined.
  .preprocess((body) => body ?? undefined, MessageCreateBody.optional())
  .meta({
    content: {
      'application/json': { schema: jsonBody },
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            text: {
              type: 'string',
              maxLength: MESSAGE_TEXT_MAX,
              description: 'Optional when files are sent; trimmed; no control characters',
            },
            files: {
              type: 'array',
              maxItems: MESSAGE_FILES_MAX,
              items: { type: 'string', format: 'binary' },
              description:
                `Up to ${MESSAGE_FILES_MAX} parts named \`files\`, each at most ` +
                `${MESSAGE_FILE_MAX_BYTES} bytes: ${ATTACHMENT_ACCEPT} (checked by content)`,
            },
          },
        },
      },
    },
  });
