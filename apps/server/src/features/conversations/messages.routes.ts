import {
  MESSAGE_EDIT_MINUTES,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGES_PER_MINUTE,
  MessageEditBody,
  MessagePage,
  MessagePageQuery,
  MessageParams,
  MessageReadBody,
  conversationMessages as m,
  OrderMessage,
  OrderMessageParams,
  TEAM_AUTHOR_NAME,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { readMessagePage } from './conversations.service.ts';
import { deleteMessage, editMessage, readUpTo } from './message-change.service.ts';
import { messageCreateBody } from './message-create-body.ts';
import { postMessage } from './message-post.service.ts';

const tags = ['conversations'];

const members =
  'Ours (issue 26, ADR 021). Members of the order’s conversation: its investor (not the ' +
  'temporary one), every ADMIN (writing as `' +
  TEAM_AUTHOR_NAME +
  '`), and the freelancers who hold or held a service of the order (one who declined or was ' +
  'replaced reads what was written until then, and writes nothing). Anonymous callers 403; ' +
  `any other logged-in caller, an unknown order and the temporary investor’s order 404 \`${m.notFound}\`.`;

const writing =
  'The order’s row is locked and membership checked again, so a parallel re-assignment is ' +
  `seen. A former freelancer: 400 \`${m.readOnly}\`.`;

const ownChange =
  `Only the author, within ${MESSAGE_EDIT_MINUTES} minutes of sending. Unknown message id, or ` +
  `one of another order: 404 \`${m.messageNotFound}\`; someone else’s: 400 \`${m.notAuthor}\`; ` +
  `deleted: 400 \`${m.alreadyDeleted}\`; hidden by the team: 400 \`${m.hidden}\`; later: 400 ` +
  `\`${m.editWindow}\`. Every member and admin is signalled (live stream).`;

/** The thread of an order (issue 26): read, write, edit, delete, mark read. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = app.authorize();

  app.get(
    '/orders/:orderId(^\\d+$)/messages',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'A page of an order’s conversation, oldest first',
        description:
          `${members} \`limit\` 1–${MESSAGE_PAGE_MAX} (default ${MESSAGE_PAGE_DEFAULT}): the ` +
          'newest messages, or with `before` = a message id the ones before it; `hasMore` says ' +
          'older ones exist (ask again with `before` = the first item’s id). A deleted message ' +
          'keeps its place (state DELETED, text null, no files); a hidden one (HIDDEN) shows ' +
          'its text and files only to its author and the admins. `author.staffName` names the ' +
          'admin behind a team message, for admins only. `editableUntil` is set on the ' +
          'caller’s own messages they may still change. `readUpTo` is the caller’s read mark, ' +
          '`othersReadUpTo` the furthest mark of anyone else (‘przeczytane’). Bad `before` or ' +
          `\`limit\`: 400 (\`${m.beforeInvalid}\`, \`${m.limitInvalid}\`).`,
        params: OrderMessageParams,
        querystring: MessagePageQuery,
        response: { 200: MessagePage },
      },
    },
    (request) => readMessagePage(app.db, request.auth, request.params.orderId, request.query),
  );

  app.post(
    '/orders/:orderId(^\\d+$)/messages',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Writes a message, as JSON `{text}` or multipart with `text` and `files`',
        description:
          `${members} ${writing} Text: trimmed, up to ${MESSAGE_TEXT_MAX} characters, line ` +
          `breaks kept, no other control characters (400 \`${m.textMax}\`, \`${m.textInvalid}\`); ` +
          `a message needs text or at least one file (400 \`${m.textRequired}\`). Files: up to ` +
          `${MESSAGE_FILES_MAX}, each up to ${MESSAGE_FILE_MAX_BYTES} bytes, PDF, DOCX, XLSX, ` +
          'PPTX, JPG, PNG or WEBP by their content (400 or 413 with the Polish reason; a refused ' +
          `message stores no file). At most ${MESSAGES_PER_MINUTE} messages a minute per user, ` +
          `counted before the files are read: 429 \`${m.throttled}\`. 201 with the message; the ` +
          'author’s read mark moves to it; the members and every admin are signalled (live ' +
          'stream), and members who do not read it within 15 minutes get one e-mail about the ' +
          'conversation’s unread messages (unless turned off in ‘Ustawienia’).',
        params: OrderMessageParams,
        body: messageCreateBody,
        response: { 201: OrderMessage },
      },
    },
    async (request, reply) => {
      const message = await postMessage(app, request, {
        viewer: request.auth,
        orderId: request.params.orderId,
        body: request.body,
      });
      return reply.code(201).send(message);
    },
  );

  app.patch(
    '/orders/:orderId(^\\d+$)/messages/:messageId(^\\d+$)',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'The author corrects a message’s text',
        description:
          `${members} ${writing} ${ownChange} Body \`{text}\` with the rules of a new message ` +
          '(400 otherwise). 200 with the message (`editedAt` set); its files stay.',
        params: MessageParams,
        body: MessageEditBody,
        response: { 200: OrderMessage },
      },
    },
    (request) => editMessage(app.db, request.auth, request.params, request.body.text),
  );

  app.delete(
    '/orders/:orderId(^\\d+$)/messages/:messageId(^\\d+$)',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'The author deletes a message (‘usunięto wiadomość’ stays in its place)',
        description:
          `${members} ${writing} ${ownChange} The row stays (state DELETED, text null); its ` +
          'files are removed from the storage after the commit. 204.',
        params: MessageParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteMessage(
        { db: app.db, media: app.media, log: request.log },
        request.auth,
        request.params,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/orders/:orderId(^\\d+$)/messages/read',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Marks the conversation read up to a message',
        description:
          `${members} A former freelancer may mark too (up to when they left). \`upTo\`: a ` +
          'message of this conversation the caller may see (another order’s or an unknown id: ' +
          `404 \`${m.messageNotFound}\`; not an id: 400). The mark only moves forward (an ` +
          'older `upTo` changes nothing). 204; the caller’s streams get the new count and the ' +
          'other members the new ‘przeczytane’.',
        params: OrderMessageParams,
        body: MessageReadBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await readUpTo(app.db, request.auth, request.params.orderId, request.body.upTo);
      return reply.code(204).send();
    },
  );
};

export default routes;
