import { AttachmentParams, attachmentTypes, conversationMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { attachmentDisposition } from '../../media/content-disposition.ts';
import { openAttachment } from './attachment-download.service.ts';

const tags = ['conversations'];

/**
 * Attachments are private to the conversation: no shared cache may keep them, and the browser
 * keeps no copy of its own (they are saved as files; access ends with a deletion or a logout).
 */
export const ATTACHMENT_CACHE_CONTROL = 'private, no-store';

/** Issue 26: a message's file, for the members who may read the message. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:orderId(^\\d+$)/attachments/:attachmentId(^\\d+$)',
    {
      onRequest: app.authorize(),
      // Documents and pictures are compressed already, and the length is known up front.
      compress: false,
      schema: {
        tags,
        security,
        summary: 'A message’s attachment (members only)',
        description:
          'Any logged-in member of the order’s conversation who may read the message: the ' +
          'investor, every admin, the freelancers of the order (a former one only for messages ' +
          'written up to their leaving). Nothing of a deleted message; of a hidden one only its ' +
          'author and the admins. The stored bytes with the type decided from their content at ' +
          `upload (${Object.values(attachmentTypes).join(', ')}: \`${Object.keys(attachmentTypes).join('`, `')}\`), ` +
          '`Content-Disposition: attachment; filename="…"` with the sent name cleaned and the ' +
          "type's extension (ASCII, plus `filename*=UTF-8''…` when the name has other " +
          'characters), `X-Content-Type-Options: nosniff`, `Cache-Control: ' +
          `${ATTACHMENT_CACHE_CONTROL}\`. 404 \`${m.attachmentNotFound}\` for an unknown id, ` +
          'another order’s attachment, a non-member (the temporary investor included) or a ' +
          'message the caller may not see (never 403 for a logged-in caller); anonymous callers 403.',
        params: AttachmentParams,
        response: {
          200: z.unknown().describe('The file'),
        },
      },
    },
    async (request, reply) => {
      const file = await openAttachment(app, {
        viewer: { userId: request.auth.userId, role: request.auth.role },
        orderId: request.params.orderId,
        attachmentId: request.params.attachmentId,
      });
      return reply
        .code(200)
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', ATTACHMENT_CACHE_CONTROL)
        .send(file.content);
    },
  );
};

export default routes;
